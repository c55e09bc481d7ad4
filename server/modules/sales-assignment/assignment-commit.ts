/** How checked assignment rows land: one INSERT … SELECT from the staged batch, audited row by row. */

import { getTableName } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { messages } from '../../../common/messages';
import { sql } from '../../db/client';
import { assignmentNumberSeq, customers, roles, salesAssignments } from '../../db/schema';
import { columnNames, tableAs } from '../../db/typed-sql';
import type { CallContext } from '../../platform/implement';
import type { CommitPlan } from '../../platform/import';
import { assignmentKeySql, type StagedColumn } from './assignment-rules';

/** ASSIGMENT_NUMBER of a new mapping: 'MSA' and eight digits from its sequence. */
export const newAssignmentNumber = sql`'MSA' || lpad(nextval(${sql.raw(`'${assignmentNumberSeq.seqName}'`)})::text, 8, '0')`;

const a = salesAssignments;
const c = alias(customers, 'c');
const ro = alias(roles, 'ro');

/** The columns a new assignment is written with, by the upload's commit and by an edit's new row. */
export const ASSIGNMENT_INSERT_COLUMNS = columnNames(
  a.assigmentNumber,
  a.customerId,
  a.customerIdRef,
  a.customerName,
  a.bisnis,
  a.typeDesc,
  a.positionCode,
  a.addSalesmanPosition,
  a.orgId,
  a.branchCode,
  a.startDate,
  a.endDate,
  a.userIdUpdate,
);

/**
 * The clean rows of the batch as new assignments. The customer's name is the customer master's:
 * the name a sheet or form carries is for the reader and may be spelt otherwise. The org and
 * branch are the position's (the row's scope). Overlaps are ruled out by the rules under the
 * org's lock (assignment-rules.ts), so nothing conflicts; `lostReason` stays for the pipeline.
 */
export function assignmentCommitPlan(
  ctx: CallContext,
  action: 'insert' | 'upload',
): CommitPlan<StagedColumn> {
  return {
    table: getTableName(a),
    insert: ({ from, col, rowNo }) => sql`INSERT INTO ${a} (${ASSIGNMENT_INSERT_COLUMNS})
      SELECT ${newAssignmentNumber}, ${c.customerId}, ${c.customerIdRef}, ${c.customerName}, ${col('BISNIS')},
        ${col('TYPE_DESC')}, ${col('POSITION')}, ${col('ADD_SALESMAN_POSITION')}, ${ro.orgId}, ${ro.branchCode},
        ${col('START_DATE')}::date, ${col('END_DATE')}::date, ${ctx.user.USER_ID}
      FROM ${from}
      JOIN ${tableAs(customers, c)} ON ${c.customerIdRef} = ${col('CUSTOMER_ID_REF')}
      JOIN ${tableAs(roles, ro)} ON ${ro.rolePositionCode} = ${col('POSITION')}
      ORDER BY ${rowNo}
      ON CONFLICT DO NOTHING
      RETURNING ${assignmentKeySql} AS key, ${a.assignmentMapId}::text AS id, to_jsonb(${a}) AS snapshot`,
    keyColumn: 'ASSIGNMENT_KEY',
    lostReason: messages.reasonAssignmentNotStored,
    audit: { userId: ctx.user.USER_ID, requestId: ctx.requestId, action, entity: 'sales-assignment' },
    collectFailed: true,
  };
}
