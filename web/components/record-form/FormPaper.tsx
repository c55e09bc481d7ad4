import { Alert, Button, LinearProgress, Paper, type SxProps, type Theme, Typography } from '@mui/material';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { messages } from '../../../common/messages';

interface FormPaperProps {
  /** The heading of the form (its add or edit title). */
  title: string;
  /** Shows a bar along the top edge while the form's data loads. */
  loading: boolean;
  /** Enter in a field and the Save button of FormActions land here. */
  onSubmit(): void;
  /**
   * Edit mode without a record to edit (not found, another branch): this message and a way back
   * to the list show instead of the fields, so nothing can be saved.
   */
  missing?: string | undefined;
  /** Back to the list; the missing record's way out. */
  onBack?: (() => void) | undefined;
  testId?: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** A form on an outlined paper, with its heading: the frame of the add and edit screens. */
export function FormPaper({
  title,
  loading,
  onSubmit,
  missing,
  onBack,
  testId,
  sx,
  children,
}: FormPaperProps) {
  const form = useRef<HTMLFormElement | null>(null);
  const [submits, setSubmits] = useState(0);
  // A save refused for a field's message takes the focus to the first field in error, where a
  // screen reader reads the field with its message and the user corrects it.
  useEffect(() => {
    if (submits === 0) return;
    const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid && !invalid.contains(document.activeElement)) invalid.focus();
  }, [submits]);
  return (
    <Paper
      ref={form}
      variant="outlined"
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
        setSubmits((n) => n + 1);
      }}
      sx={[
        { p: { xs: 2, md: 3 }, position: 'relative', overflow: 'hidden' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      data-testid={testId}
    >
      {loading ? <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} /> : null}
      <Typography variant="h6" component="h1" sx={{ mb: 2.5 }}>
        {title}
      </Typography>
      {missing ? (
        <Alert
          severity="warning"
          data-testid="record-missing"
          action={
            onBack ? (
              <Button color="inherit" size="small" onClick={onBack} data-testid="back-to-list">
                {messages.backToList}
              </Button>
            ) : undefined
          }
        >
          {missing}
        </Alert>
      ) : (
        children
      )}
    </Paper>
  );
}
