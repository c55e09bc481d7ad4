/**
 * The form of Setting Period ('AAM - SETTING PERIOD'): MODUL NAME, BRANCH NAME (read-only; a
 * searchable multi-select dialog of the branches), QUARTAL, START PERIOD and END PERIOD, and
 * ADD/UPDATE behind the confirmation.
 */
import { PERIOD_TYPES, QUARTALS } from '../../../common/constants';
import { messages } from '../../../common/messages';
import { FormActions } from '../../components/record-form/FormActions';
import { FormDateCells } from '../../components/record-form/FormDateCells';
import { FormCell, FormGrid } from '../../components/record-form/FormGrid';
import { FormPaper } from '../../components/record-form/FormPaper';
import { fieldError } from '../../components/record-form/field-errors';
import type { FormSave } from '../../components/record-form/use-form-save';
import { ChoiceField } from '../../components/selects/ChoiceField';
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
          <ChoiceField
            label={messages.modulNameLabel}
            choices={PERIOD_TYPES}
            value={values.modulName}
            onChange={(modulName) => change({ modulName })}
            {...fieldError(errors, 'modulName')}
            required
            testId="period-module"
          />
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
          <ChoiceField
            label={messages.quartalLabel}
            choices={QUARTALS}
            value={values.quartal}
            onChange={(quartal) => change({ quartal })}
            testId="period-quartal"
          />
        </FormCell>
        <FormDateCells
          keys={['periodStart', 'periodEnd']}
          labels={[messages.startPeriodLabel, messages.endPeriodLabel]}
          values={values}
          change={change}
          errors={errors}
          testIds={['period-start', 'period-end']}
        />
      </FormGrid>
      <FormActions saving={form.saving} loading={false} saveLabel={messages.addUpdate} sx={{ mt: 2.5 }} />
    </FormPaper>
  );
}
