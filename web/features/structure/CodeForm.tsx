/**
 * The form of the type and title screens: a code, its description, start and end date (and, for
 * titles, the type), Save behind the confirmation; in edit mode also a way back to the list.
 */
import { Grid, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { messages } from '../../../common/messages';
import { DateField } from '../../components/DateField';
import { FormActions } from '../../components/record-form/FormActions';
import { FormPaper } from '../../components/record-form/FormPaper';

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
    <FormPaper
      title={props.title}
      loading={props.loading}
      onSubmit={props.onSave}
      testId={props.testId}
      sx={{ mb: 3 }}
    >
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
      <FormActions onCancel={props.onCancel} saving={props.saving} loading={props.loading} sx={{ mt: 2.5 }} />
    </FormPaper>
  );
}
