/**
 * Summary Target, branch (/target/overviewbranch): month, year, branch and status, tabs By Position
 * (every target: overviewbranch) and By Lini (the sums per product line: overviewlini), statuses in
 * colour, Export Excel of the tab shown. The two tabs show one selection: Load List in either loads
 * both, and each keeps its rows while the other is shown; the tab shown is kept too. Branch users
 * and branch heads see their own branches only (the server keeps every call to the caller's scope).
 * The branch lands here after submitting, on the month it submitted.
 */
import { Stack, Tab, Tabs } from '@mui/material';
import { contract } from '../../../common/contract';
import { TARGET_STATUSES, type TargetLiniRow, type TargetRow } from '../../../common/contract/targets';
import { messages } from '../../../common/messages';
import { ListScreen } from '../../components/list-screen/ListScreen';
import { useListFilters } from '../../components/list-screen/use-list-state';
import { ChoiceField } from '../../components/selects/ChoiceField';
import { thisMonth } from '../../components/selects/MonthYearSelects';
import { call } from '../../lib/api';
import { storedUser } from '../../lib/auth-storage';
import { useScreenState } from '../../lib/screen-state';
import { type TargetMonthFilter, TargetMonthFilters } from './TargetMonthFilters';
import { liniColumns, TARGET_COLUMNS_HIDDEN, targetColumns } from './target-columns';

export const TARGET_BRANCH_SUMMARY_KEY = 'target-branch-summary';

interface BranchSummaryFilters extends TargetMonthFilter {
  /** '' for every status. */
  status: string;
}

const inputOf = (f: BranchSummaryFilters) => ({
  MonthID: f.month,
  YearID: f.year,
  BranchCode: f.branch,
  Status: f.status as '' | (typeof TARGET_STATUSES)[number],
});

export function SummaryTargetCabangPage() {
  const [filters, setFilters] = useListFilters<BranchSummaryFilters>(TARGET_BRANCH_SUMMARY_KEY, () => ({
    ...thisMonth(),
    branch: '',
    status: '',
  }));
  const [tab, setTab] = useScreenState<'position' | 'lini'>(
    `${TARGET_BRANCH_SUMMARY_KEY}.tab`,
    storedUser()?.USER_ID ?? '',
    'position',
  );

  const controls = (
    <TargetMonthFilters value={filters} onChange={setFilters} allOption>
      <ChoiceField
        label={messages.statusLabel}
        choices={TARGET_STATUSES}
        emptyChoice={messages.allOption}
        value={filters.status}
        onChange={(status) => setFilters((f) => ({ ...f, status }))}
        sx={{ minWidth: 140 }}
        testId="filter-status"
      />
    </TargetMonthFilters>
  );
  const listFilters = {
    value: filters,
    controls,
    check: (f: BranchSummaryFilters) => (f.branch === '' ? messages.selectBranchFirst : undefined),
    // One selection for both tabs: what one loads, the other shows when opened.
    appliedKey: TARGET_BRANCH_SUMMARY_KEY,
  };

  return (
    <Stack spacing={1}>
      <Tabs value={tab} onChange={(_, next: 'position' | 'lini') => setTab(next)}>
        <Tab value="position" label={messages.byPosition} data-testid="tab-position" />
        <Tab value="lini" label={messages.byLini} data-testid="tab-lini" />
      </Tabs>
      {tab === 'position' ? (
        // Each tab its own list (key): a list keeps its state per screen, not per props.
        <ListScreen<TargetRow, BranchSummaryFilters>
          key="position"
          queryKey={`${TARGET_BRANCH_SUMMARY_KEY}-position`}
          columns={targetColumns}
          hiddenColumns={TARGET_COLUMNS_HIDDEN}
          getRowId={(row) => row.TARGET_ID}
          title={messages.summaryTargetCabang}
          filters={listFilters}
          source={{
            mode: 'client',
            load: async (f, signal) =>
              (await call(contract.targets.overviewbranch, inputOf(f), { signal })).DetailTarget,
          }}
          exportFileName="Summary Target Cabang.xlsx"
          exportLabel={messages.exportExcel}
          testId="target-branch-summary"
        />
      ) : (
        <ListScreen<TargetLiniRow, BranchSummaryFilters>
          key="lini"
          queryKey={`${TARGET_BRANCH_SUMMARY_KEY}-lini`}
          columns={liniColumns}
          getRowId={(row) => `${row.BRANCH_CODE}-${row.LINI_ID}`}
          title={messages.summaryTargetCabang}
          filters={listFilters}
          source={{
            mode: 'client',
            load: async (f, signal) =>
              (await call(contract.targets.overviewlini, inputOf(f), { signal })).DetailTarget,
          }}
          exportFileName="Summary Target Cabang Lini.xlsx"
          exportLabel={messages.exportExcel}
          testId="target-branch-summary-lini"
        />
      )}
    </Stack>
  );
}
