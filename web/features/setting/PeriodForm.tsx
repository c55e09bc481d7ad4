/**
 * The form of Setting Period ('AAM - SETTING PERIOD'): MODUL NAME, BRANCH NAME (read-only; a
 * searchable multi-select dialog of the branches), QUARTAL, START PERIOD and END PERIOD, and
 * ADD/UPDATE behind the confirmation.
 */
import { MenuItem, TextField } from '@mui/material';
import { PERIOD_TYPES, QUARTALS } from '../../../common/constants';
import { messages } from '../../../common/messages';
import { DateField } from '../../components/DateField';
import { FormActions } from '../../components/record-form/FormActions';
import { FormCell, FormGrid } from '../../components/record-form/FormGrid';
import { FormPaper } from '../../components/record-form/FormPaper';
import { fieldError } from '../../components/record-form/field-errors';
import type { FormSave } from '../../components/record-form/use-form-save';
import { MultiSelectField } from '../../components/selects/MultiSelectField';
import type { PeriodFormValues } from './period-form-values';
import { usePeriodBranches } from './use-period-branches';

export function PeriodForm({ form }: { form: FormSave<PeriodFormValues> }) {
  const { values, change, errors } = form;
  const branches = usePeriodBranches();
  return (
    <FormPaper
      title={messages.settingPeriodHeading}
      loading={false}
      onSubmit={form.save}
      testId="period-form"
      sx={{ mb: 3 }}
    >
      <FormGrid>
        <FormCell>
          <TextField
            select
            label={messages.modulNameLabel}
            value={values.modulName}
            onChange={(e) => change({ modulName: e.target.value as PeriodFormValues['modulName'] })}
            {...fieldError(errors, 'modulName')}
            required
            fullWidth
            data-testid="period-module"
          >
            {PERIOD_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {type}
              </MenuItem>
            ))}
          </TextField>
        </FormCell>
        <FormCell>
          <MultiSelectField
            label={messages.branchNameLabel}
            options={branches.options}
            loading={branches.loading}
            value={values.branches}
            onChange={(codes) => change({ branches: codes })}
            {...fieldError(errors, 'branch')}
            testId="period-branches"
          />
        </FormCell>
        <FormCell>
          <TextField
            select
            label={messages.quartalLabel}
            value={values.quartal}
            onChange={(e) => change({ quartal: e.target.value as PeriodFormValues['quartal'] })}
            fullWidth
            data-testid="period-quartal"
          >
            {QUARTALS.map((q) => (
              <MenuItem key={q} value={q}>
                {q}
              </MenuItem>
            ))}
          </TextField>
        </FormCell>
        <FormCell>
          <DateField
            label={messages.startPeriodLabel}
            value={values.periodStart}
            onChange={(periodStart) => change({ periodStart })}
            {...fieldError(errors, 'periodStart')}
            testId="period-start"
          />
        </FormCell>
        <FormCell>
          <DateField
            label={messages.endPeriodLabel}
            value={values.periodEnd}
            onChange={(periodEnd) => change({ periodEnd })}
            {...fieldError(errors, 'periodEnd')}
            testId="period-end"
          />
        </FormCell>
      </FormGrid>
      <FormActions saving={form.saving} loading={false} saveLabel={messages.addUpdate} sx={{ mt: 2.5 }} />
    </FormPaper>
  );
}
