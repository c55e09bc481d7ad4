/**
 * Overview Fixed Call (/call-management/overviewfixedcall): the fixed call plan of a branch (or
 * every branch in scope), position, year and periode, exported to 'Overview Fixed Call.xlsx', and
 * for one position its month as a calendar of planned visits.
 */
import { contract } from '../../../common/contract';
import type { FixedCallRow } from '../../../common/contract/call-management';
import { messages } from '../../../common/messages';
import { call } from '../../lib/api';
import { CallPlanOverview, type CallPlanOverviewConfig } from './CallPlanOverview';
import { fixedCallColumns } from './call-plan-columns';

const FIXED_CALL_OVERVIEW: CallPlanOverviewConfig<FixedCallRow> = {
  queryKey: 'fixed-call-overview',
  title: messages.overviewFixedCall,
  filterCall: contract.callManagement.prepareFilter,
  load: (input, signal) => call(contract.callManagement.overview, input, { signal }),
  columns: fixedCallColumns,
  exportFileName: 'Overview Fixed Call.xlsx',
  visitCalendar: true,
  testId: 'fixed-call-overview',
};

export function FixedCallOverviewPage() {
  return <CallPlanOverview config={FIXED_CALL_OVERVIEW} />;
}
