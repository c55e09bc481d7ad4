/**
 * Upload Fixed Call (/call-management/uploadfixedcall): 'Template Upload Fixed Call.xlsx' filled
 * with the org's current plan, a row taken only with all ten columns, /validation into the tabs
 * Error Fix Call and Clean Data ('Error Fix Call.xls', 'Valid Data Fix Call.xls'), and
 * /uploadfixedcall with the clean rows, behind the FIXED CALL PLAN period.
 */
import { fixedCallSentOf } from '../../../common/call-plan-sent';
import { contract } from '../../../common/contract';
import { FIXED_CALL_COLUMNS, type FixedCallColumn } from '../../../common/contract/call-management';
import { FIXED_CALL_TEMPLATE } from '../../../common/excel-templates';
import { messages } from '../../../common/messages';
import { call, callWithMessage } from '../../lib/api';
import { CallPlanUpload, type CallPlanUploadConfig, templateRowOf } from './CallPlanUpload';

const FIXED_CALL_UPLOAD: CallPlanUploadConfig<FixedCallColumn> = {
  title: messages.uploadFixedCall,
  template: FIXED_CALL_TEMPLATE,
  required: FIXED_CALL_COLUMNS,
  periodOf: contract.callManagement.validation,
  failedTabLabel: messages.errorFixCallTab,
  failedFileName: 'Error Fix Call.xls',
  cleanFileName: 'Valid Data Fix Call.xls',
  hint: messages.fixedCallUploadHint,
  rowNoun: messages.callPlanVisit,
  currentPlan: async (orgID) =>
    (await call(contract.callManagement.downloadtemplatefc, { orgID })).map((r) =>
      templateRowOf(r, FIXED_CALL_COLUMNS),
    ),
  check: (records, who) =>
    call(contract.callManagement.validation, {
      excelData: records.map((r) => fixedCallSentOf(r, who)),
      orgID: who.orgID,
    }),
  save: async (rows, who, choice) =>
    (
      await callWithMessage(contract.callManagement.uploadfixedcall, {
        dtItemsSuccess: rows,
        orgID: who.orgID,
        userID: who.userID,
        ...choice,
      })
    ).message,
};

export function FixedCallUploadPage() {
  return <CallPlanUpload config={FIXED_CALL_UPLOAD} />;
}
