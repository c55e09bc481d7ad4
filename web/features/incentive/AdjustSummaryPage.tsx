/**
 * Adjust Incentive Summary (/adjust-incentive/summary): FIND applies PERIOD, POSITION and BRANCH
 * to two server-paged lists of the month's requests in the user's scope: Summary, per position
 * credited (claim pengajuan, approve, reject, net claim), and Detail, the requests themselves, with
 * its search and Export Excel ('Detail Incentive.xlsx'). Each list shows the totals of its whole
 * selection under it.
 */
import { Stack } from '@mui/material';
import { contract } from '../../../common/contract';
import {
  type AdjustDetailRow,
  type AdjustSummaryRow,
  INCENTIVE_EXPORT_FILE,
} from '../../../common/contract/incentive';
import { messages } from '../../../common/messages';
import { ListScreen, type ServerPage } from '../../components/list-screen/ListScreen';
import { useListFilters } from '../../components/list-screen/use-list-state';
import { thisMonth } from '../../components/selects/MonthYearSelects';
import { call, download } from '../../lib/api';
import { storedUser } from '../../lib/auth-storage';
import { useScreenState } from '../../lib/screen-state';
import { adjustDetailColumns, summaryColumns } from './adjust-columns';
import { DETAIL_LIST_KEY, SUMMARY_LIST_KEY } from './list-keys';
import { SelectionTotals, useKeptTotals } from './SelectionTotals';
import { type AdjustSummaryFilters, SummaryFilterBar, summaryInput } from './SummaryFilterBar';

type Applied = { filters: AdjustSummaryFilters; round: number };

const NO_PAGE = { rows: [], total: 0, startCursor: null, endCursor: null, totals: null };

/** Both lists under the filters: each keeps most of a laptop's screen for its rows. */
const GRID_HEIGHT = 'max(360px, calc(100vh - 420px))';

export function AdjustSummaryPage() {
  const [filters, setFilters] = useListFilters<AdjustSummaryFilters>(SUMMARY_LIST_KEY, () => ({
    ...thisMonth(),
    position: '',
    branchCode: '',
    orgID: 0,
  }));
  // What FIND applied, kept like a list's Load List: back on the screen, both lists show it again.
  const [applied, setApplied] = useScreenState<Applied | undefined>(
    `${SUMMARY_LIST_KEY}.found`,
    storedUser()?.USER_ID ?? '',
    undefined,
  );
  const byScreen = { applied, loadLabel: messages.findButton };
  const totals = useKeptTotals<AdjustSummaryFilters>();

  return (
    <Stack spacing={2}>
      <SummaryFilterBar
        value={filters}
        onChange={setFilters}
        onFind={() => setApplied((before) => ({ filters, round: (before?.round ?? 0) + 1 }))}
      />
      <ListScreen<AdjustSummaryRow, AdjustSummaryFilters>
        queryKey={SUMMARY_LIST_KEY}
        title={messages.summaryTitle}
        columns={summaryColumns}
        getRowId={(row) => row.POSITION_TO}
        appliedByScreen={byScreen}
        source={{
          mode: 'server',
          load: async (f, query, signal): Promise<ServerPage<AdjustSummaryRow>> => {
            const input = { ...summaryInput(f), ...query, part: 'summary' as const };
            const page =
              (await call(contract.incentive.selectAdjustIncentive, input, { signal })).summary ?? NO_PAGE;
            totals.remember(SUMMARY_LIST_KEY, f, query.search, page.totals);
            return page;
          },
        }}
        afterGrid={(_, selection) => (
          <SelectionTotals totals={totals.of(SUMMARY_LIST_KEY, selection)} testId="summary-totals" />
        )}
        gridHeight={GRID_HEIGHT}
        testId="incentive-summary"
      />
      <ListScreen<AdjustDetailRow, AdjustSummaryFilters>
        queryKey={DETAIL_LIST_KEY}
        title={messages.detailTitle}
        columns={adjustDetailColumns}
        getRowId={(row) => row.ADJUST_ID}
        appliedByScreen={byScreen}
        source={{
          mode: 'server',
          load: async (f, query, signal): Promise<ServerPage<AdjustDetailRow>> => {
            const input = { ...summaryInput(f), ...query, part: 'detail' as const };
            const page =
              (await call(contract.incentive.selectAdjustIncentive, input, { signal })).detail ?? NO_PAGE;
            totals.remember(DETAIL_LIST_KEY, f, query.search, page.totals);
            return page;
          },
          exportFile: (f, query) =>
            download(
              contract.incentive.exportDetail,
              { ...summaryInput(f), ...query },
              INCENTIVE_EXPORT_FILE,
            ),
        }}
        exportFileName={INCENTIVE_EXPORT_FILE}
        exportLabel={messages.exportExcel}
        afterGrid={(_, selection) => (
          <SelectionTotals totals={totals.of(DETAIL_LIST_KEY, selection)} testId="detail-totals" />
        )}
        gridHeight={GRID_HEIGHT}
        testId="incentive-detail"
      />
    </Stack>
  );
}
