import { contract } from '../../../common/contract';
import { messages } from '../../../common/messages';
import { Answer, implement } from '../../platform/implement';
import { implementUpload } from '../../platform/import';
import { positionOptions } from '../../platform/positions';
import { type CallPlanSaved, checkCallPlan, choiceOfRows, submitCallPlan } from './call-plan-batch';
import { fixedCallTemplate, masterCallTemplate } from './call-plan-lists';
import { fixedCallExport, fixedCallPage, masterCallExport, masterCallPage } from './call-plan-overviews';
import { FIXED_CALL_UPLOAD, MASTER_CALL_UPLOAD } from './call-plan-uploads';
import { filterData } from './filter-data';
import { realizationExport, realizationPage } from './realization-list';

const cm = contract.callManagement;

/** 'Sukses upload' with what the submit saved and replaced, and what it kept. */
function callPlanSavedMessage(saved: CallPlanSaved): string {
  if (saved.wholeMonth)
    return messages.callPlanSavedWholeMonth(saved.landed, saved.replaced, saved.months.length);
  const kept = saved.months.reduce((n, m) => n + m.OTHERS, 0);
  return messages.callPlanSaved(saved.landed, saved.replaced, kept);
}

export const callManagementRoutes = () => [
  implement(cm.prepareFilter, ({ branchCode }, ctx) => filterData(ctx, branchCode)),
  implement(cm.searchPosition, (input, ctx) => positionOptions(ctx.db, ctx.scope, input)),
  implement(cm.prepareFilterOverviewMasterCall, (_input, ctx) => filterData(ctx)),

  implementUpload(cm.validation, (input, ctx) => checkCallPlan(ctx, FIXED_CALL_UPLOAD, input)),
  implement(cm.uploadfixedcall, async (input, ctx) => {
    const { batchId, replaceWholeMonth } = input;
    const choice = { batchId, replaceWholeMonth };
    const saved = await submitCallPlan(ctx, FIXED_CALL_UPLOAD, input.dtItemsSuccess, choice);
    return new Answer(saved, callPlanSavedMessage(saved));
  }),
  implement(cm.downloadtemplatefc, ({ orgID }, ctx) => fixedCallTemplate(ctx.db, ctx.scope, orgID)),
  implement(cm.overview, (input, ctx) => fixedCallPage(input, ctx)),
  implement(cm.exportOverview, (input, ctx) => fixedCallExport(input, ctx)),

  implementUpload(cm.validationmastercall, (input, ctx) => checkCallPlan(ctx, MASTER_CALL_UPLOAD, input)),
  implement(cm.uploadmastercall, async (input, ctx) => {
    const saved = await submitCallPlan(ctx, MASTER_CALL_UPLOAD, input, choiceOfRows(input));
    return new Answer(saved, callPlanSavedMessage(saved));
  }),
  implement(cm.downloadtemplatemastercall, ({ orgID }, ctx) => masterCallTemplate(ctx.db, ctx.scope, orgID)),
  implement(cm.overviewmastercall, async (input, ctx) => {
    const page = await masterCallPage(input, ctx);
    return page.rows.length === 0 ? new Answer(page, messages.notFound) : page;
  }),
  implement(cm.exportOverviewMasterCall, (input, ctx) => masterCallExport(input, ctx)),

  implement(cm.OverviewCallRealization, (input, ctx) => realizationPage(input, ctx)),
  implement(cm.exportOverviewCallRealization, (input, ctx) => realizationExport(input, ctx)),
];
