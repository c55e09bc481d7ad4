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
import type { RecordForm } from '../../components/record-form/use-record-form';

export interface CodeFormValues {
  code: string;
  desc: string;
  startDate: string;
  endDate: string;
}

interface CodeFormProps {
  /** The screen's useRecordForm: values, errors, save and the mode. */
  form: Omit<RecordForm<CodeFormValues, unknown>, 'rowActions'>;
  /** The heading in add mode and in edit mode. */
  titles: { add: string; edit: string };
  codeLabel: string;
  descLabel: string;
  /** The body's names of the code and description, whose messages show under those fields. */
  codeField: string;
  descField: string;
  /** A field shown first (the title's type). */
  leading?: ReactNode;
  testId?: string;
}

const FIELD_SIZE = { xs: 12, sm: 6, lg: 3 } as const;

export function CodeForm(props: CodeFormProps) {
  const { form } = props;
  const { values, change: onChange } = form;
  const errors = {
    code: form.errors[props.codeField],
    desc: form.errors[props.descField],
    startDate: form.errors.startDate,
    endDate: form.errors.endDate,
  };
  const fieldSize = props.leading ? ({ ...FIELD_SIZE, lg: 2.4 } as const) : FIELD_SIZE;
  return (
    <FormPaper
      title={form.editId === undefined ? props.titles.add : props.titles.edit}
      loading={form.loading}
      onSubmit={form.save}
      missing={form.missing}
      onBack={form.cancel}
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
      <FormActions onCancel={form.cancel} saving={form.saving} loading={form.loading} sx={{ mt: 2.5 }} />
    </FormPaper>
  );
}
