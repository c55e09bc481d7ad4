/** The calls of the label print screens (spec part 1 section 7, base /mapping-sales-assignment). */
import { contract } from '../../../common/contract';
import { toIsoDate } from '../../../common/dates';
import { STICKER_LAYOUT } from '../../../common/labels/types';
import { messages } from '../../../common/messages';
import { rule } from '../../platform/errors';
import { FileAnswer, type Implementation, implement } from '../../platform/implement';
import { orgAsked } from '../../platform/scope';
import { printableCustomer, recordPrints } from './prints';
import { printPosition, relationRows, servingPositions } from './relations';
import { stickerPdf } from './sticker-pdf';

const l = contract.labels;

export const labelRoutes = (): Implementation[] => [
  implement(l.getRelasiPrintPositions, async (input, ctx) => servingPositions(ctx.db, ctx.scope, input)),

  implement(l.getRelasiPrint, async ({ position, orgId }, ctx) => {
    const found = await printPosition(ctx.db, ctx.scope, position);
    return relationRows(ctx.db, ctx.scope, found, { orgId: orgAsked(ctx.scope, orgId) });
  }),

  implement(l.markRelasiAsPrinted, async (input, ctx) => {
    await printableCustomer(ctx, input.customer_id, input.org_id);
    const position = input.position_code ? await printPosition(ctx.db, ctx.scope, input.position_code) : null;
    await recordPrints(ctx, {
      labels: [{ customerId: input.customer_id, customerName: input.customer_name }],
      positionCode: position?.code ?? null,
      layout: input.layout,
      via: input.via,
    });
    const [state] = position
      ? await relationRows(ctx.db, ctx.scope, position, { customerIds: [input.customer_id] })
      : [];
    return {
      CUSTOMER_ID: input.customer_id,
      IsPrint: 1 as const,
      LAST_UPDATE_PRINT: state?.LAST_UPDATE_PRINT ?? null,
      CUSTOMER_NAME_PRINT: input.customer_name,
      ShouldReprint: state?.ShouldReprint ?? 0,
      PRINT_COUNT: state?.PRINT_COUNT ?? 1,
    };
  }),

  implement(l.printRelasiSticker, async ({ position, orgId, customerIds }, ctx) => {
    const found = await printPosition(ctx.db, ctx.scope, position);
    const wanted = [...new Set(customerIds)];
    const served = await relationRows(ctx.db, ctx.scope, found, {
      orgId: orgAsked(ctx.scope, orgId),
      customerIds: wanted,
    });
    const byId = new Map(served.map((r) => [r.CUSTOMER_ID, r]));
    const missing = wanted.filter((id) => !byId.has(id));
    if (missing.length > 0) throw rule(messages.customersNotServed(found.code, missing));
    // The stickers in the order the screen listed them.
    const labels = wanted.map((id) => byId.get(id)).filter((r) => r !== undefined);
    const printedAt = new Date();
    const pdf = await stickerPdf(labels.map((source) => ({ source, printedAt })));
    await recordPrints(ctx, {
      labels: labels.map((r) => ({ customerId: r.CUSTOMER_ID, customerName: r.CUSTOMER_NAME })),
      positionCode: found.code,
      layout: STICKER_LAYOUT,
      via: 'PDF',
    });
    return new FileAnswer(
      `QR Relasi ${found.code} ${toIsoDate(printedAt)}.pdf`,
      'application/pdf',
      Buffer.from(pdf),
    );
  }),
];
