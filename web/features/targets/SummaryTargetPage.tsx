/**
 * Summary Target, head office (/target/overview): month and year (this month to start), 'Search
 * Target Overview', each branch-month with head office's total, the branch's total and the GAP,
 * 100 rows a page, the totals of all, the branches that have not submitted their own target for
 * the month, and Export Excel to 'Summary Target.xls'. Head office lands here after submitting its
 * targets.
 */
import { Alert, Typography } from '@mui/material';
import { contract } from '../../../common/contract';
import type { Branch } from '../../../common/contract/shared-schemas';
import type { TargetSummaryRow } from '../../../common/contract/targets';
import { messages } from '../../../common/messages';
import { twoDecimals } from '../../../common/numbers';
import { ListScreen } from '../../components/list-screen/ListScreen';
import { useListFilters } from '../../components/list-screen/use-list-state';
import { type MonthYear, MonthYearSelects, thisMonth } from '../../components/selects/MonthYearSelects';
import { call } from '../../lib/api';
import { storedUser } from '../../lib/auth-storage';
import { useScreenState } from '../../lib/screen-state';
import { summaryColumns } from './summary-columns';

export const TARGET_SUMMARY_LIST_KEY = 'target-summary';
const EXPORT_FILE_NAME = 'Summary Target.xls';

/** The totals of the rows shown, as the server sums them (SUMTarget), to the cent. */
export function totalsOf(rows: readonly TargetSummaryRow[]) {
  let ho = 0;
  let cab = 0;
  for (const r of rows) {
    ho += Math.round(r.SumTargetHO * 100);
    cab += Math.round(r.SumTargetCabang * 100);
  }
  return { ho: ho / 100, cab: cab / 100, gap: (cab - ho) / 100 };
}

/** The branches the month's answer named as not submitted, kept with the list it came with. */
interface NotSubmitted {
  periode: string;
  branches: Branch[];
}

function NotSubmittedNote({ note }: { note: NotSubmitted }) {
  const { periode, branches } = note;
  if (branches.length === 0)
    return (
      <Alert severity="success" data-testid="target-not-submitted">
        {messages.targetAllSubmitted(periode)}
      </Alert>
    );
  return (
    <Alert severity="warning" data-testid="target-not-submitted">
      <strong>{messages.targetNotSubmittedTitle(periode, branches.length)}</strong>{' '}
      {branches.map((b) => `${b.BRANCH_CODE} - ${b.BRANCH_DESC}`).join(', ')}
    </Alert>
  );
}

export function SummaryTargetPage() {
  const [filters, setFilters] = useListFilters<MonthYear>(TARGET_SUMMARY_LIST_KEY, thisMonth);
  // The list keeps the rows of the answer; the branches not submitted come with the same answer,
  // and are kept beside it for when the list shows its rows again from the cache.
  const [note, setNote] = useScreenState<NotSubmitted | null>(
    `${TARGET_SUMMARY_LIST_KEY}.notSubmitted`,
    storedUser()?.USER_ID ?? '',
    null,
  );
  return (
    <ListScreen<TargetSummaryRow, MonthYear>
      queryKey={TARGET_SUMMARY_LIST_KEY}
      columns={summaryColumns}
      getRowId={(row) => `${row.PERIODE}-${row.BRANCH_CODE}`}
      title={messages.summaryTarget}
      filters={{
        value: filters,
        controls: <MonthYearSelects value={filters} onChange={setFilters} />,
        loadLabel: messages.searchTargetOverview,
      }}
      source={{
        mode: 'client',
        load: async (f, signal) => {
          const answer = await call(
            contract.targets.overview,
            { MonthID: f.month, YearID: f.year, BranchCode: '0' },
            { signal },
          );
          setNote({
            periode: `${f.year}-${String(f.month).padStart(2, '0')}`,
            branches: answer.NOT_SUBMITTED,
          });
          return answer.DetailTarget;
        },
      }}
      beforeGrid={() => (note ? <NotSubmittedNote note={note} /> : null)}
      toolbar={(rows, loaded) => {
        if (!loaded) return null;
        const t = totalsOf(rows);
        return (
          <Typography variant="body2" data-testid="target-totals">
            {messages.targetTotals(twoDecimals(t.ho), twoDecimals(t.cab), twoDecimals(t.gap))}
          </Typography>
        );
      }}
      exportFileName={EXPORT_FILE_NAME}
      exportLabel={messages.exportExcel}
      testId="target-summary"
    />
  );
}
