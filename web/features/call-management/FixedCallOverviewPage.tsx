/**
 * Overview Fixed Call (/call-management/overviewfixedcall): the fixed call plan of a branch (or
 * every branch in scope), position, year and periode, paged on the server and exported there to
 * 'Overview Fixed Call.xlsx', and for one position its month as a calendar of planned visits.
 */
import { contract } from '../../../common/contract';
import type { FixedCallListed } from '../../../common/contract/call-management';
import { messages } from '../../../common/messages';
import { call, download } from '../../lib/api';
import { CallPlanOverview, type CallPlanOverviewConfig } from './CallPlanOverview';
import { fixedCallColumns } from './call-plan-columns';

const EXPORT_FILE_NAME = 'Overview Fixed Call.xlsx';

const FIXED_CALL_OVERVIEW: CallPlanOverviewConfig<FixedCallListed> = {
  queryKey: 'fixed-call-overview',
  title: messages.overviewFixedCall,
  filterCall: contract.callManagement.prepareFilter,
  load: (input, query, signal) => call(contract.callManagement.overview, { ...input, ...query }, { signal }),
  exportFile: (input, query) =>
    download(contract.callManagement.exportOverview, { ...input, ...query }, EXPORT_FILE_NAME),
  columns: fixedCallColumns,
  rowId: (row) => row.FIXED_CALL_ID,
  exportFileName: EXPORT_FILE_NAME,
  visitCalendar: true,
  testId: 'fixed-call-overview',
};

export function FixedCallOverviewPage() {
  return <CallPlanOverview config={FIXED_CALL_OVERVIEW} />;
}
