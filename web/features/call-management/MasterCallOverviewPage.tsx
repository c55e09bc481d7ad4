/**
 * Overview Master Call Plan (/call-management/overviewmastercall): the master call plan of a
 * branch (or every branch in scope), position, year and periode, 'Data tidak ditemukan.' when
 * there is none, exported to 'Overview Master Call.xlsx'.
 */
import { contract } from '../../../common/contract';
import type { MasterCallRow } from '../../../common/contract/call-management';
import { messages } from '../../../common/messages';
import { call } from '../../lib/api';
import { CallPlanOverview, type CallPlanOverviewConfig } from './CallPlanOverview';
import { masterCallColumns } from './call-plan-columns';

const MASTER_CALL_OVERVIEW: CallPlanOverviewConfig<MasterCallRow> = {
  queryKey: 'master-call-overview',
  title: messages.overviewMasterCall,
  filterCall: contract.callManagement.prepareFilterOverviewMasterCall,
  load: (input, signal) => call(contract.callManagement.overviewmastercall, input, { signal }),
  columns: masterCallColumns,
  exportFileName: 'Overview Master Call.xlsx',
  emptyMessage: messages.dataNotFound,
  testId: 'master-call-overview',
};

export function MasterCallOverviewPage() {
  return <CallPlanOverview config={MASTER_CALL_OVERVIEW} />;
}
