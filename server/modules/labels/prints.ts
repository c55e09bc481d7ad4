/**
 * Recording printed labels. Every label is a row of label_prints (who, when, how, and what it said),
 * first prints and reprints alike, in the call's transaction with its audit entry; nothing is ever
 * overwritten, so the history of every label survives.
 */
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { LabelLayout, PrintVia, STICKER_LAYOUT } from '../../../common/labels/types';
import { messages } from '../../../common/messages';
import { rows } from '../../db/client';
import { customers, labelPrints } from '../../db/schema';
import { columnNames, tableAs } from '../../db/typed-sql';
import { AppError, rule } from '../../platform/errors';
import type { CallContext } from '../../platform/implement';
import { assertInScope } from '../../platform/scope';

const c = alias(customers, 'c');
const p = alias(labelPrints, 'p');

export interface PrintedLabel {
  customerId: string;
  /** The name as the label printed it. */
  customerName: string;
}

export interface PrintRecord {
  labels: readonly PrintedLabel[];
  positionCode: string | null;
  layout: LabelLayout | typeof STICKER_LAYOUT;
  via: PrintVia;
}

/**
 * Inserts one print row per label in one statement. The reference, org and branch printed are the
 * customer's now; a customer printed before gets a reprint row. Answers the rows inserted.
 */
export async function recordPrints(ctx: CallContext, record: PrintRecord): Promise<number> {
  const labels = JSON.stringify(record.labels.map((l) => ({ id: l.customerId, name: l.customerName })));
  const [inserted] = await rows<{ n: number }>(
    ctx.db,
    sql`WITH printed AS (
          INSERT INTO ${labelPrints} (${columnNames(
            labelPrints.customerId,
            labelPrints.customerIdRef,
            labelPrints.customerName,
            labelPrints.orgId,
            labelPrints.branchCode,
            labelPrints.positionCode,
            labelPrints.reprint,
            labelPrints.via,
            labelPrints.layout,
            labelPrints.printedBy,
          )})
          SELECT ${c.customerId}, ${c.customerIdRef}, x.name, ${c.orgId}, ${c.branchCode}, ${record.positionCode},
            EXISTS (SELECT 1 FROM ${tableAs(labelPrints, p)} WHERE ${p.customerId} = ${c.customerId}),
            ${record.via}, ${record.layout}, ${ctx.user.USER_ID}
          FROM jsonb_to_recordset(${labels}::jsonb) AS x(id text, name text)
          JOIN ${tableAs(customers, c)} ON ${c.customerId} = x.id
          RETURNING 1)
        SELECT count(*)::int AS n FROM printed`,
  );
  const n = inserted?.n ?? 0;
  await ctx.audit({
    action: 'print',
    entity: 'label',
    entityId: record.labels.length === 1 ? record.labels[0]?.customerId : null,
    after: {
      position: record.positionCode,
      via: record.via,
      layout: record.layout,
      customers: record.labels.map((l) => l.customerId),
    },
  });
  return n;
}

/** The customer a single print names: it exists, lies in the caller's scope and is of the org sent. */
export async function printableCustomer(ctx: CallContext, customerId: string, orgId: number) {
  const [found] = await rows<{ orgId: number; branchCode: string }>(
    ctx.db,
    sql`SELECT ${customers.orgId} AS "orgId", ${customers.branchCode} AS "branchCode" FROM ${customers}
        WHERE ${customers.customerId} = ${customerId}`,
  );
  if (!found) throw new AppError(messages.customerNotFound(customerId), 'NOT_FOUND');
  assertInScope(ctx.scope, found);
  if (found.orgId !== orgId) throw rule(messages.customerOtherOrg(customerId, orgId));
  return found;
}
