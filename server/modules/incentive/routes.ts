/** The calls of the incentive screens (spec part 2 section 7, Incentive). */
import { contract } from '../../../common/contract';
import { today } from '../../../common/dates';
import { messages } from '../../../common/messages';
import { AppError } from '../../platform/errors';
import { type Implementation, implement } from '../../platform/implement';
import { implementUpload } from '../../platform/import';
import { assertBranchPeriodsOpen } from '../../platform/periods';
import { orgAsked } from '../../platform/scope';
import { decide } from './adjust-decisions';
import { detailExport, detailPage, selectionOf, summaryPage } from './adjust-lists';
import { saveRequests } from './adjust-requests';
import { checkAdjustUpload, submitAdjustUpload } from './adjust-upload';
import { creditHolders, invoiceLinesOf, itemNamed, positionsToCredit, reasons } from './invoice-lookup';

const c = contract.incentive;

export const incentiveRoutes = (): Implementation[] => [
  implement(c.getInvoiceByID, async ({ invoiceNO }, ctx) => {
    const lines = await invoiceLinesOf(ctx.db, ctx.scope, invoiceNO);
    // The search needs the INCENTIVE period of the invoice's branch open, as the screen checks.
    if (lines[0]) await assertBranchPeriodsOpen(ctx.db, 'INCENTIVE', [lines[0].BRANCH_CODE]);
    return lines;
  }),
  implement(c.getSelectStructureFrom, async ({ productName, custID, invoiceDate }, ctx) => {
    const held = await creditHolders(ctx.db, ctx.scope, {
      item: itemNamed(productName),
      customerId: custID,
      day: invoiceDate ?? today(),
    });
    return held.map(({ POSITION_CODE, EMPLOYEE_NAME }) => ({ POSITION_CODE, EMPLOYEE_NAME }));
  }),
  implement(c.getSalesRepStructure, ({ orgID, search }, ctx) => {
    // Head office names an org; anyone else gets the positions of its own.
    const orgId = orgAsked(ctx.scope, orgID) ?? (ctx.scope.kind === 'all' ? undefined : ctx.scope.orgId);
    if (orgId === undefined) throw new AppError(messages.invalidRequest('orgID: name the org'), 'VALIDATION');
    return positionsToCredit(ctx.db, ctx.scope, { orgId, search });
  }),
  implement(c.getSelectReasonAdjustIncentive, (_input, ctx) => reasons(ctx.db)),
  implement(c.insert, (rows, ctx) => saveRequests(ctx, rows)),
  implementUpload(c.uploadValidation, ({ excelData }, ctx) => checkAdjustUpload(ctx, excelData)),
  implement(c.uploadSubmit, (input, ctx) => submitAdjustUpload(ctx, input)),
  implement(c.selectAdjustIncentive, async (input, ctx) => {
    const { part, ...req } = input;
    const selection = selectionOf(ctx.scope, input);
    const first = { ...req, page: 0, after: undefined, before: undefined, last: undefined, search: '' };
    return {
      summary: part === 'detail' ? null : await summaryPage(ctx.db, selection, part === 'both' ? first : req),
      detail: part === 'summary' ? null : await detailPage(ctx.db, selection, part === 'both' ? first : req),
    };
  }),
  implement(c.exportDetail, (input, ctx) => detailExport(ctx, selectionOf(ctx.scope, input), input)),
  implement(c.getMappingAdjustIncentive, (input, ctx) =>
    detailPage(ctx.db, selectionOf(ctx.scope, input, 'NEW'), input).then(({ totals: _, ...page }) => page),
  ),
  implement(c.approve, (selected, ctx) => decide(ctx, selected, 'APPROVE')),
  implement(c.reject, (selected, ctx) => decide(ctx, selected, 'REJECT')),
];
