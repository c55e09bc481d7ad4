/**
 * Setting Period (/setting/settingperiod, head office): the form that sets a module's period for
 * the chosen branches, above the list of period rows with its module filter. The list follows
 * the filter at once and reloads after each save.
 */
import { PERIOD_TYPES, type PeriodType } from '../../../common/constants';
import { contract } from '../../../common/contract';
import { messages } from '../../../common/messages';
import { ListScreen } from '../../components/list-screen/ListScreen';
import { useListFilters } from '../../components/list-screen/use-list-state';
import { useFormSave } from '../../components/record-form/use-form-save';
import { ChoiceField } from '../../components/selects/ChoiceField';
import { call, callWithMessage } from '../../lib/api';
import { PeriodForm } from './PeriodForm';
import { type PeriodListRow, periodColumns, toListRow } from './period-columns';
import {
  afterPeriodSaved,
  emptyPeriodForm,
  periodBody,
  periodEndBeforeStart,
  periodScreenSchema,
} from './period-form-values';

const LIST_KEY = 'setting-periods';

interface PeriodFilters {
  /** '' lists every module. */
  module: PeriodType | '';
}

export function SettingPeriodPage() {
  const form = useFormSave({
    empty: emptyPeriodForm,
    toInput: periodBody,
    schema: periodScreenSchema,
    check: periodEndBeforeStart,
    send: async (body, options) => {
      // The screen's check has passed: parsing again gives the module its checked type.
      const { modulName } = periodScreenSchema.parse(body);
      const saved = await callWithMessage(contract.setting.addPeriod, { ...body, modulName }, options);
      return saved.message ?? messages.dataSaved;
    },
    listKey: LIST_KEY,
    next: afterPeriodSaved,
  });
  const [filters, setFilters] = useListFilters<PeriodFilters>(LIST_KEY, { module: '' });

  return (
    <>
      <PeriodForm form={form} />
      <ListScreen<PeriodListRow, PeriodFilters>
        queryKey={LIST_KEY}
        columns={periodColumns}
        getRowId={(row) => row.PERIOD_ID}
        source={{
          mode: 'client',
          load: async ({ module }, signal) =>
            (await call(contract.setting.setupPeriodeInput, { typeModul: module }, { signal })).map(
              toListRow,
            ),
        }}
        filters={{
          live: true,
          value: filters,
          controls: (
            <ChoiceField
              label={messages.modulNameLabel}
              choices={PERIOD_TYPES}
              emptyChoice={messages.allModules}
              value={filters.module}
              onChange={(module) => setFilters({ module })}
              sx={{ minWidth: 300 }}
              testId="period-filter-module"
            />
          ),
        }}
        gridHeight={520}
        testId="period-list"
      />
    </>
  );
}
