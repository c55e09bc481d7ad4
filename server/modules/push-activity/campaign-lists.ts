/**
 * The approval and overview lists of campaigns and the six detail dialogs. A month's campaigns are
 * the ones running on any of its days. Approval (head office) lists them all; the overview lists
 * those reaching the caller's scope (one of their branches in it). A detail is answered only for a
 * campaign the caller's list would show, and a campaign reaching several orgs shows a branch user
 * only their scope's part of it: the branches and outlets of their org (a branch head's own branch).
 * Titles, channel groups, product groups and questions are the whole campaign's. A campaign's
 * outlets can be tens of thousands, so that dialog answers a bounded page searched on the server.
 */
import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { type ActivityHeader, PA_CUSTOMERS_SHOWN } from '../../../common/contract/push-activity';
import { messages } from '../../../common/messages';
import type { Db } from '../../db/client';
import {
  customers,
  paBranches,
  paChannels,
  paCustomers,
  paHeaders,
  paProducts,
  paQuestions,
  paTitles,
} from '../../db/schema';
import { answerKey, cachedAnswer } from '../../platform/data-version';
import { AppError } from '../../platform/errors';
import { containing } from '../../platform/list/search';
import { type Scope, scopeFilter } from '../../platform/scope';

const h = paHeaders;

const HEADER_FIELDS = {
  ACTIVITY_HEADER_ID: h.activityHeaderId,
  ACTIVITY_HEADER_NAME: h.name,
  ACTIVITY_HEADER_DESC: h.description,
  START_ACTIVITY_PERIODE: sql<string>`${h.startDate}::text`,
  END_ACTIVITY_PERIODE: sql<string>`${h.endDate}::text`,
  EMPLOYEE_TYPE_CODE: h.employeeTypeCode,
  BISNIS: h.bisnisCode,
  IS_PICTURE: h.isPicture,
  STATUS: h.status,
  USERID_UPDATE: h.userIdUpdate,
};

/** A campaign reaches the scope when one of its branches lies in it; head office sees all. */
function reaches(scope: Scope): SQL | undefined {
  const within = scopeFilter(scope, { orgId: paBranches.orgId, branchCode: paBranches.branchCode });
  if (within === undefined) return undefined;
  return sql`EXISTS (SELECT 1 FROM ${paBranches}
    WHERE ${paBranches.activityHeaderId} = ${h.activityHeaderId} AND ${within})`;
}

/**
 * The campaigns of a month the caller's list shows, kept per data version of the campaigns and
 * their branches: twenty approvers opening the month at once read it once. The spec's call answers
 * the whole month, a few hundred campaigns at a distributor's size.
 */
export function campaignsOfMonth(
  db: Db,
  scope: Scope,
  m: { month: number; year: number },
): Promise<ActivityHeader[]> {
  return cachedAnswer(db, {
    key: answerKey('campaigns of month', { scope, month: m.month, year: m.year }),
    tables: [paHeaders, paBranches],
    compute: () => readCampaignsOfMonth(db, scope, m),
  });
}

/** The campaigns of a month, read (uncached; the bench times it as the lists' floor). */
export async function readCampaignsOfMonth(
  db: Db,
  scope: Scope,
  m: { month: number; year: number },
): Promise<ActivityHeader[]> {
  const first = `${m.year}-${String(m.month).padStart(2, '0')}-01`;
  return db
    .select(HEADER_FIELDS)
    .from(h)
    .where(
      and(
        sql`${h.startDate} < (${first}::date + interval '1 month')::date AND ${h.endDate} >= ${first}::date`,
        reaches(scope),
      ),
    )
    .orderBy(desc(h.activityHeaderId)) as Promise<ActivityHeader[]>;
}

/** Refuses a campaign that does not exist or does not reach the caller's scope. */
export async function visible(db: Db, scope: Scope, headerID: number): Promise<void> {
  const [found] = await db
    .select({ id: h.activityHeaderId })
    .from(h)
    .where(and(eq(h.activityHeaderId, headerID), reaches(scope)));
  if (!found) throw new AppError(messages.campaignNotFound(String(headerID)), 'NOT_FOUND');
}

export async function campaignTitles(db: Db, scope: Scope, id: number) {
  await visible(db, scope, id);
  const resultTitle = await db
    .select({ TITTLE_ID: paTitles.tittleId, TITTLE_DESC: paTitles.tittleDesc })
    .from(paTitles)
    .where(eq(paTitles.activityHeaderId, id))
    .orderBy(asc(paTitles.tittleDesc));
  return { resultTitle };
}

export async function campaignBranches(db: Db, scope: Scope, id: number) {
  await visible(db, scope, id);
  const resultPABranch = await db
    .select({ BRANCH_CODE: paBranches.branchCode })
    .from(paBranches)
    .where(
      and(
        eq(paBranches.activityHeaderId, id),
        scopeFilter(scope, { orgId: paBranches.orgId, branchCode: paBranches.branchCode }),
      ),
    )
    .orderBy(asc(paBranches.branchCode));
  return { resultPABranch };
}

export async function campaignChannels(db: Db, scope: Scope, id: number) {
  await visible(db, scope, id);
  const resultPAChannel = await db
    .select({ CHANNEL_GROUP: paChannels.channelGroup })
    .from(paChannels)
    .where(eq(paChannels.activityHeaderId, id))
    .orderBy(asc(paChannels.channelGroup));
  return { resultPAChannel };
}

export async function campaignProducts(db: Db, scope: Scope, id: number) {
  await visible(db, scope, id);
  const resultPAProduct = await db
    .select({ PRODUCT_GROUP: paProducts.productGroup })
    .from(paProducts)
    .where(eq(paProducts.activityHeaderId, id))
    .orderBy(asc(paProducts.productGroup));
  return { resultPAProduct };
}

/**
 * The outlets of the caller's scope: the org kept with each outlet when the campaign was saved;
 * for a branch head, the outlet's branch too, read from the customer (pa_customers keeps no
 * branch), only for that scope.
 */
const outletBranch = sql`(SELECT ${customers.branchCode} FROM ${customers}
  WHERE ${customers.customerId} = ${paCustomers.customerId})`;
const outletsInScope = (scope: Scope) =>
  scopeFilter(scope, { orgId: paCustomers.orgId, branchCode: outletBranch });

export async function campaignCustomers(db: Db, scope: Scope, id: number, search: string) {
  await visible(db, scope, id);
  const words = search.replace(/\p{Cc}/gu, ' ').trim();
  const where = and(
    eq(paCustomers.activityHeaderId, id),
    outletsInScope(scope),
    words === ''
      ? undefined
      : or(
          ilike(paCustomers.customerName, containing(words)),
          ilike(paCustomers.customerIdRef, containing(words)),
        ),
  );
  const [resultPACust, [count]] = await Promise.all([
    db
      .select({ CUSTOMER_NAME: paCustomers.customerName, CUSTOMER_ID_REF: paCustomers.customerIdRef })
      .from(paCustomers)
      .where(where)
      .orderBy(asc(paCustomers.customerName), asc(paCustomers.customerId))
      .limit(PA_CUSTOMERS_SHOWN),
    db.select({ n: sql<number>`count(*)::int` }).from(paCustomers).where(where),
  ]);
  return { resultPACust, TOTAL: count?.n ?? 0 };
}

/** The questions in order, one row per option (one row for a question without options). */
export async function campaignQuestions(db: Db, scope: Scope, id: number) {
  await visible(db, scope, id);
  const found = await db
    .select({
      QUESTION_ID: paQuestions.questionId,
      SEQUENCE: paQuestions.sequence,
      QUESTION: paQuestions.body,
      TYPE: paQuestions.type,
      definition: paQuestions.definition,
    })
    .from(paQuestions)
    .where(eq(paQuestions.activityHeaderId, id))
    .orderBy(asc(paQuestions.sequence), asc(paQuestions.questionId));
  const resultPAQuest = found.flatMap(({ definition, ...q }) => {
    const options = ((definition as { options?: { body: string; sequence: number }[] }).options ?? [])
      .slice()
      .sort((a, b) => a.sequence - b.sequence);
    return options.length === 0
      ? [{ ...q, ANSWER_DESC: '' }]
      : options.map((o) => ({ ...q, ANSWER_DESC: o.body }));
  });
  return { resultPAQuest };
}
