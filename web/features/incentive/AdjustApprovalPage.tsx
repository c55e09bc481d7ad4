/**
 * Adjust Incentive Approval (/adjust-incentive/approval): PERIOD and FIND list the month's NEW
 * requests of the user's scope, searched and paged on the server. The approver picks requests with
 * the checkboxes (across pages) and approves or rejects them together, each after its
 * confirmation. A request the user made is not picked (maker-checker: the server refuses it too).
 * Afterwards the picks clear and the list reloads, also after a refusal: another approver may have
 * decided first.
 */
import { contract } from '../../../common/contract';
import type { AdjustDetailRow } from '../../../common/contract/incentive';
import { messages } from '../../../common/messages';
import { ListScreen } from '../../components/list-screen/ListScreen';
import { useDecisions } from '../../components/list-screen/use-decisions';
import { useListFilters } from '../../components/list-screen/use-list-state';
import { MonthField } from '../../components/MonthField';
import { type MonthYear, thisMonth } from '../../components/selects/MonthYearSelects';
import { call } from '../../lib/api';
import { storedUser } from '../../lib/auth-storage';
import { APPROVAL_HIDDEN_COLUMNS, approvalColumns } from './adjust-columns';
import { APPROVAL_LIST_KEY } from './list-keys';

export function AdjustApprovalPage() {
  const user = storedUser();
  const [filters, setFilters] = useListFilters<MonthYear>(APPROVAL_LIST_KEY, thisMonth);
  const selection = useDecisions<AdjustDetailRow, AdjustDetailRow[]>({
    listKey: APPROVAL_LIST_KEY,
    toInput: (picked) => [...picked],
    send: (decision, rows, options) => call(contract.incentive[decision], rows, options),
    // Maker-checker: the user's own requests wait for another approver.
    isRowSelectable: (row) => row.USERID_UPDATE !== user?.USER_ID,
  });
  return (
    <ListScreen<AdjustDetailRow, MonthYear>
      queryKey={APPROVAL_LIST_KEY}
      title={messages.adjustIncentiveApproval}
      columns={approvalColumns}
      hiddenColumns={APPROVAL_HIDDEN_COLUMNS}
      getRowId={(row) => row.ADJUST_ID}
      filters={{
        value: filters,
        controls: (
          <MonthField
            label={messages.periodLabel}
            value={filters}
            onChange={setFilters}
            testId="filter-period"
          />
        ),
        loadLabel: messages.findButton,
      }}
      source={{
        mode: 'server',
        load: (f, query, signal) =>
          call(
            contract.incentive.getMappingAdjustIncentive,
            { month: f.month, year: f.year, orgID: user?.ORG_ID ?? 0, branchCode: '', ...query },
            { signal },
          ),
      }}
      selection={selection}
      testId="incentive-approval"
    />
  );
}
