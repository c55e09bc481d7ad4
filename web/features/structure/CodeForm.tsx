/**
 * The form of the type and title screens: a code, its description, start and end date (and, for
 * titles, the type), Save behind the confirmation; in edit mode also a way back to the list.
 */
import { TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { CODE_MAX_LENGTH, type CodeKind } from '../../../common/contract/codes';
import { messages } from '../../../common/messages';
import { DateField } from '../../components/DateField';
import { FormActions } from '../../components/record-form/FormActions';
import { FormCell, FormGrid } from '../../components/record-form/FormGrid';
import { FormPaper } from '../../components/record-form/FormPaper';
import { fieldError } from '../../components/record-form/field-errors';
import type { RecordForm } from '../../components/record-form/use-record-form';
import { TransformedTextField } from '../../components/TransformedTextField';

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
  /** Which code rule applies (common/contract/codes.ts): its length limit. */
  codeKind: CodeKind;
  codeLabel: string;
  descLabel: string;
  /** The body's names of the code and description, whose messages show under those fields. */
  codeField: string;
  descField: string;
  /** A field shown first (the title's type). */
  leading?: ReactNode;
  testId?: string;
}

const upperCase = (text: string) => text.toUpperCase();

export function CodeForm(props: CodeFormProps) {
  const { form } = props;
  const { values, change: onChange } = form;
  const errors = {
    code: form.errors[props.codeField],
    desc: form.errors[props.descField],
    startDate: form.errors.startDate,
    endDate: form.errors.endDate,
  };
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
      <FormGrid>
        {props.leading ? <FormCell>{props.leading}</FormCell> : null}
        <FormCell>
          <TransformedTextField
            label={props.codeLabel}
            value={values.code}
            transform={upperCase}
            onValueChange={(code) => onChange({ code })}
            {...fieldError(errors, 'code')}
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: CODE_MAX_LENGTH[props.codeKind], 'data-testid': 'code' } }}
          />
        </FormCell>
        <FormCell>
          <TextField
            label={props.descLabel}
            value={values.desc}
            onChange={(e) => onChange({ desc: e.target.value })}
            {...fieldError(errors, 'desc')}
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'desc' } }}
          />
        </FormCell>
        <FormCell>
          <DateField
            label={messages.startDateLabel}
            value={values.startDate}
            onChange={(startDate) => onChange({ startDate })}
            {...fieldError(errors, 'startDate')}
            required
            testId="start-date"
          />
        </FormCell>
        <FormCell>
          <DateField
            label={messages.endDateLabel}
            value={values.endDate}
            onChange={(endDate) => onChange({ endDate })}
            {...fieldError(errors, 'endDate')}
            required
            testId="end-date"
          />
        </FormCell>
      </FormGrid>
      <FormActions onCancel={form.cancel} saving={form.saving} loading={form.loading} sx={{ mt: 2.5 }} />
    </FormPaper>
  );
}
