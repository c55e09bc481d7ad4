/**
 * Overview Master Call Plan (/call-management/overviewmastercall): the master call plan of a
 * branch (or every branch in scope), position, year and periode, paged on the server,
 * 'Data tidak ditemukan.' when there is none, exported on the server to 'Overview Master Call.xlsx'.
 */
import { contract } from '../../../common/contract';
import type { MasterCallListed } from '../../../common/contract/call-management';
import { messages } from '../../../common/messages';
import { call, download } from '../../lib/api';
import { CallPlanOverview, type CallPlanOverviewConfig } from './CallPlanOverview';
import { masterCallColumns } from './call-plan-columns';

const EXPORT_FILE_NAME = 'Overview Master Call.xlsx';

const MASTER_CALL_OVERVIEW: CallPlanOverviewConfig<MasterCallListed> = {
  queryKey: 'master-call-overview',
  title: messages.overviewMasterCall,
  filterCall: contract.callManagement.prepareFilterOverviewMasterCall,
  load: (input, query, signal) =>
    call(contract.callManagement.overviewmastercall, { ...input, ...query }, { signal }),
  exportFile: (input, query) =>
    download(contract.callManagement.exportOverviewMasterCall, { ...input, ...query }, EXPORT_FILE_NAME),
  columns: masterCallColumns,
  rowId: (row) => row.MASTER_CALL_ID,
  exportFileName: EXPORT_FILE_NAME,
  emptyMessage: messages.notFound,
  testId: 'master-call-overview',
};

export function MasterCallOverviewPage() {
  return <CallPlanOverview config={MASTER_CALL_OVERVIEW} />;
}
