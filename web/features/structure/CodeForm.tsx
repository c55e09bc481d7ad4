/**
 * The form of the type and title screens: a code, its description, start and end date (and, for
 * titles, the type), Save behind the confirmation; in edit mode also a way back to the list.
 */
import {
  Box,
  Button,
  CircularProgress,
  Grid,
  LinearProgress,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { messages } from '../../../common/messages';
import { DateField } from '../../components/DateField';

export interface CodeFormValues {
  code: string;
  desc: string;
  startDate: string;
  endDate: string;
}

interface CodeFormProps {
  title: string;
  codeLabel: string;
  descLabel: string;
  values: CodeFormValues;
  errors: Partial<Record<keyof CodeFormValues, string | undefined>>;
  onChange(next: Partial<CodeFormValues>): void;
  onSave(): void;
  /** Edit mode: back to the list without saving. */
  onCancel?: () => void;
  saving: boolean;
  loading: boolean;
  /** A field shown first (the title's type). */
  leading?: ReactNode;
  testId?: string;
}

const FIELD_SIZE = { xs: 12, sm: 6, lg: 3 } as const;

export function CodeForm(props: CodeFormProps) {
  const { values, errors, onChange } = props;
  const fieldSize = props.leading ? ({ ...FIELD_SIZE, lg: 2.4 } as const) : FIELD_SIZE;
  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        props.onSave();
      }}
      sx={{ p: { xs: 2, md: 3 }, mb: 3, position: 'relative', overflow: 'hidden' }}
      data-testid={props.testId}
    >
      {props.loading ? <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} /> : null}
      <Typography variant="h6" component="h1" sx={{ mb: 2.5 }}>
        {props.title}
      </Typography>
      <Grid container spacing={2}>
        {props.leading ? <Grid size={fieldSize}>{props.leading}</Grid> : null}
        <Grid size={fieldSize}>
          <TextField
            label={props.codeLabel}
            value={values.code}
            onChange={(e) => onChange({ code: e.target.value })}
            error={!!errors.code}
            helperText={errors.code}
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'code' } }}
          />
        </Grid>
        <Grid size={fieldSize}>
          <TextField
            label={props.descLabel}
            value={values.desc}
            onChange={(e) => onChange({ desc: e.target.value })}
            error={!!errors.desc}
            helperText={errors.desc}
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'desc' } }}
          />
        </Grid>
        <Grid size={fieldSize}>
          <DateField
            label={messages.startDateLabel}
            value={values.startDate}
            onChange={(startDate) => onChange({ startDate })}
            error={!!errors.startDate}
            helperText={errors.startDate}
            required
            testId="start-date"
          />
        </Grid>
        <Grid size={fieldSize}>
          <DateField
            label={messages.endDateLabel}
            value={values.endDate}
            onChange={(endDate) => onChange({ endDate })}
            error={!!errors.endDate}
            helperText={errors.endDate}
            required
            testId="end-date"
          />
        </Grid>
      </Grid>
      <Stack direction="row" spacing={1.5} sx={{ mt: 2.5, justifyContent: 'flex-end' }}>
        {props.onCancel ? (
          <Button color="inherit" onClick={props.onCancel} disabled={props.saving}>
            {messages.cancel}
          </Button>
        ) : null}
        <Box sx={{ position: 'relative' }}>
          <Button
            type="submit"
            variant="contained"
            disabled={props.saving || props.loading}
            data-testid="save"
          >
            {messages.saveLabel}
          </Button>
          {props.saving ? (
            <CircularProgress
              size={20}
              sx={{ position: 'absolute', top: '50%', left: '50%', mt: '-10px', ml: '-10px' }}
            />
          ) : null}
        </Box>
      </Stack>
    </Paper>
  );
}
