/**
 * Upload Master Call Plan (/call-management/uploadmastercall): 'Template Upload Master Call
 * Plan.xls' filled with the org's current plan, a row taken with its first seven columns, the day
 * columns holding the weeks of the visits ('1,3'), /validationmastercall into the tabs Error
 * Master Call and Clean Data, and /uploadmastercall with the array of clean rows, behind the
 * MASTER CALL PLAN period.
 */
import { masterCallSentOf } from '../../../common/call-plan-sent';
import { contract } from '../../../common/contract';
import {
  MASTER_CALL_COLUMNS,
  MASTER_CALL_REQUIRED,
  type MasterCallColumn,
} from '../../../common/contract/call-management';
import { MASTER_CALL_TEMPLATE } from '../../../common/excel-templates';
import { messages } from '../../../common/messages';
import { call, callWithMessage } from '../../lib/api';
import { CallPlanUpload, type CallPlanUploadConfig, templateRowOf } from './CallPlanUpload';

const MASTER_CALL_UPLOAD: CallPlanUploadConfig<MasterCallColumn> = {
  title: messages.uploadMasterCall,
  template: MASTER_CALL_TEMPLATE,
  required: MASTER_CALL_REQUIRED,
  periodOf: contract.callManagement.validationmastercall,
  failedTabLabel: messages.errorMasterCallTab,
  failedFileName: 'Error Master Call.xls',
  cleanFileName: 'Valid Data Master Call.xls',
  hint: messages.masterCallUploadHint,
  rowNoun: messages.masterCallRow,
  currentPlan: async (orgID) =>
    (await call(contract.callManagement.downloadtemplatemastercall, { orgID })).map((r) =>
      templateRowOf(r, MASTER_CALL_COLUMNS),
    ),
  check: (records, who) =>
    call(contract.callManagement.validationmastercall, {
      excelData: records.map((r) => masterCallSentOf(r, who)),
      orgID: who.orgID,
    }),
  // The spec's body is the array of clean rows: each carries the submit's choice.
  save: async (rows, _who, choice) =>
    (
      await callWithMessage(
        contract.callManagement.uploadmastercall,
        rows.map((r) => ({ ...r, ...choice })),
      )
    ).message,
};

export function MasterCallUploadPage() {
  return <CallPlanUpload config={MASTER_CALL_UPLOAD} />;
}
