/**
 * Saving a campaign (/pushact/insertpa): every rule is checked again on the server, then the header
 * and its details land in the call's transaction, all or nothing. Codes are checked against what is
 * stored (titles of the employee type, branches of the caller's scope, channel groups, product
 * lines of the business, active customers of the chosen branches), and the detail rows keep the
 * stored codes and names. The outlet list is inserted in one statement from one JSON parameter
 * joined to the customers, so a 20,000-outlet campaign costs one round trip; fewer rows than asked
 * means some outlet was unknown or outside the branches, and the save is refused naming them.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { campaignInput } from '../../../common/contract/push-activity';
import { today } from '../../../common/dates';
import { messages } from '../../../common/messages';
import { type Db, rows } from '../../db/client';
import {
  branches,
  businessLines,
  channelGroups,
  customers,
  employeeTitles,
  employeeTypes,
  paBranches,
  paChannels,
  paCustomers,
  paHeaders,
  paProducts,
  paQuestions,
  paTitles,
  productLines,
} from '../../db/schema';
import { columnNames } from '../../db/typed-sql';
import { rule } from '../../platform/errors';
import { Answer, type CallContext } from '../../platform/implement';
import { inScope } from '../../platform/scope';
import { checkCampaignDays, checkQuestions } from './campaign-rules';

type Campaign = z.output<typeof campaignInput>;

/** Refuses codes that were asked for but not found, naming a few of them. */
function allFound(
  what: string,
  asked: readonly (string | number)[],
  found: readonly (string | number)[],
): void {
  const known = new Set(found.map(String));
  const missing = [...new Set(asked.map(String))].filter((a) => !known.has(a));
  if (missing.length > 0) throw rule(messages.campaignRefUnknown(what, missing.slice(0, 5).join(', ')));
}

async function checkedReferences(db: Db, ctx: CallContext, c: Campaign) {
  const bisnis = c.bisnis.BISNIS_MASTER_ID.toUpperCase();
  const [business] = await db.select().from(businessLines).where(eq(businessLines.bisnisCode, bisnis));
  if (!business) throw rule(messages.campaignRefUnknown('Bisnis', bisnis));
  const [type] = await db
    .select()
    .from(employeeTypes)
    .where(eq(employeeTypes.employeeTypeId, c.empType.EMPLOYEE_TYPE_ID));
  if (!type) throw rule(messages.campaignRefUnknown('Employee type', String(c.empType.EMPLOYEE_TYPE_ID)));

  const titleIds = c.title.map((t) => t.TITTLE_ID);
  const titles = await db
    .select({
      id: employeeTitles.employeeTitleId,
      code: employeeTitles.code,
      desc: employeeTitles.description,
    })
    .from(employeeTitles)
    .where(
      and(
        inArray(employeeTitles.employeeTitleId, titleIds),
        eq(employeeTitles.typeCode, type.code),
        sql`current_date BETWEEN ${employeeTitles.startDate} AND ${employeeTitles.endDate}`,
      ),
    );
  allFound(
    'Title',
    titleIds,
    titles.map((t) => t.id),
  );

  const branchCodes = c.branch.map((b) => b.BRANCH_CODE.toUpperCase());
  const chosen = await db.select().from(branches).where(inArray(branches.branchCode, branchCodes));
  allFound(
    'Branch',
    branchCodes,
    chosen.map((b) => b.branchCode),
  );
  const outside = chosen.filter((b) => !inScope(ctx.scope, b)).map((b) => b.branchCode);
  if (outside.length > 0) throw rule(messages.campaignOutsideScope(outside.join(', ')));

  const channelCodes = c.channel.map((ch) => ch.SALES_CHANNEL_GROUP.toUpperCase());
  const channels = await db
    .select({ code: channelGroups.channelGroup })
    .from(channelGroups)
    .where(inArray(channelGroups.channelGroup, channelCodes));
  allFound(
    'Channel',
    channelCodes,
    channels.map((ch) => ch.code),
  );

  const productCodes = c.product.map((p) => p.PRODUCT_GROUP.toUpperCase());
  const products =
    productCodes.length === 0
      ? []
      : await db
          .select({ code: productLines.liniId })
          .from(productLines)
          .where(and(inArray(productLines.liniId, productCodes), eq(productLines.bisnisCode, bisnis)));
  allFound(
    'Product',
    productCodes,
    products.map((p) => p.code),
  );
  return {
    bisnis,
    type,
    titles,
    chosen,
    channelCodes: [...new Set(channelCodes)],
    productCodes: [...new Set(productCodes)],
  };
}

export async function saveCampaign(ctx: CallContext, c: Campaign) {
  const { start, end } = checkCampaignDays(c.dates, today());
  checkQuestions(c.questionsList);
  const db = ctx.db;
  const refs = await checkedReferences(db, ctx, c);
  const [header] = await db
    .insert(paHeaders)
    .values({
      name: c.campaignName,
      description: c.campaignDesc,
      bisnisCode: refs.bisnis,
      startDate: start,
      endDate: end,
      employeeTypeId: refs.type.employeeTypeId,
      employeeTypeCode: refs.type.code,
      isPicture: c.ispicture,
      userIdUpdate: ctx.user.USER_ID,
    })
    .returning({ id: paHeaders.activityHeaderId });
  const id = (header as { id: number }).id;
  await db.insert(paTitles).values(
    refs.titles.map((t) => ({
      activityHeaderId: id,
      tittleId: t.id,
      tittleCode: t.code,
      tittleDesc: t.desc,
    })),
  );
  await db
    .insert(paBranches)
    .values(refs.chosen.map((b) => ({ activityHeaderId: id, orgId: b.orgId, branchCode: b.branchCode })));
  await db
    .insert(paChannels)
    .values(refs.channelCodes.map((channelGroup) => ({ activityHeaderId: id, channelGroup })));
  if (refs.productCodes.length > 0) {
    await db
      .insert(paProducts)
      .values(refs.productCodes.map((productGroup) => ({ activityHeaderId: id, productGroup })));
  }
  await db.insert(paQuestions).values(
    c.questionsList.map((q) => ({
      activityHeaderId: id,
      questionId: q.id,
      sequence: q.sequence,
      type: q.type,
      body: q.body,
      definition: q,
    })),
  );
  const outlets = await saveOutlets(
    db,
    id,
    c,
    refs.chosen.map((b) => b.branchCode),
  );
  await ctx.audit({
    action: 'push-activity:create',
    entity: 'pa_header',
    entityId: id,
    after: {
      name: c.campaignName,
      start,
      end,
      titles: refs.titles.length,
      branches: refs.chosen.length,
      outlets,
      questions: c.questionsList.length,
    },
  });
  return new Answer({ ACTIVITY_HEADER_ID: id }, messages.dataSaved);
}

/** The outlets, one statement: the references sent, joined to the active customers of the branches. */
async function saveOutlets(db: Db, id: number, c: Campaign, branchCodes: string[]): Promise<number> {
  const refs = [...new Set(c.custPA.map((x) => x.CUSTOMERIDREF.toUpperCase()))];
  if (refs.length === 0) return 0;
  const inserted = await rows<{ ref: string }>(
    db,
    sql`INSERT INTO ${paCustomers} (${columnNames(
      paCustomers.activityHeaderId,
      paCustomers.customerId,
      paCustomers.customerIdRef,
      paCustomers.customerName,
      paCustomers.orgId,
    )})
      SELECT ${id}, ${customers.customerId}, ${customers.customerIdRef}, ${customers.customerName}, ${customers.orgId}
      FROM jsonb_array_elements_text(${JSON.stringify(refs)}::jsonb) AS asked(ref)
      JOIN ${customers} ON ${customers.customerIdRef} = asked.ref
      WHERE ${customers.active} AND ${customers.branchCode} IN (SELECT jsonb_array_elements_text(${JSON.stringify(branchCodes)}::jsonb))
      RETURNING ${paCustomers.customerIdRef} AS ref`,
  );
  if (inserted.length < refs.length) {
    allFound(
      'Customer',
      refs,
      inserted.map((r) => r.ref),
    );
  }
  return inserted.length;
}
