import { Box, Button, CircularProgress, Stack, type SxProps, type Theme } from '@mui/material';
import { messages } from '../../../common/messages';
import { FocusKeepingButton } from '../FocusKeepingButton';

interface FormActionsProps {
  /** Back without saving; no Cancel button without it. */
  onCancel?: (() => void) | undefined;
  saving: boolean;
  /** The form's record is still loading: nothing to save yet. */
  loading: boolean;
  /** The save button's text; 'Save' by default (Setting Period: 'ADD/UPDATE'). */
  saveLabel?: string;
  sx?: SxProps<Theme>;
}

/** The buttons under a form: Cancel and Save, which submits the form and spins while it saves. */
export function FormActions({ onCancel, saving, loading, saveLabel, sx }: FormActionsProps) {
  return (
    <Stack
      direction="row"
      spacing={1.5}
      sx={[{ justifyContent: 'flex-end' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {onCancel ? (
        <Button color="inherit" onClick={onCancel} disabled={saving}>
          {messages.cancel}
        </Button>
      ) : null}
      <Box sx={{ position: 'relative' }}>
        {/* Save keeps the focus while it saves: the confirmation gives it back, and Tab goes on from it. */}
        <FocusKeepingButton type="submit" variant="contained" disabled={saving || loading} data-testid="save">
          {saveLabel ?? messages.saveLabel}
        </FocusKeepingButton>
        {saving ? (
          <CircularProgress
            size={20}
            sx={{ position: 'absolute', top: '50%', left: '50%', mt: '-10px', ml: '-10px' }}
          />
        ) : null}
      </Box>
    </Stack>
  );
}
