/** How checked assignment rows land: one INSERT … SELECT from the staged batch, audited row by row. */
import { messages } from '../../../common/messages';
import { sql } from '../../db/client';
import type { CallContext } from '../../platform/implement';
import { type CommitPlan, col } from '../../platform/import';
import { assignmentKeySql } from './assignment-rules';

/** ASSIGMENT_NUMBER of a new mapping: 'MSA' and eight digits from its sequence. */
export const newAssignmentNumber = sql`'MSA' || lpad(nextval('sales_assignment_number_seq')::text, 8, '0')`;

/**
 * The clean rows of the batch as new assignments. The customer's name is the customer master's:
 * the name a sheet or form carries is for the reader and may be spelt otherwise. The org and
 * branch are the position's (the row's scope). Overlaps are ruled out by the rules under the
 * org's lock (assignment-rules.ts), so nothing conflicts; `lostReason` stays for the pipeline.
 */
export function assignmentCommitPlan(ctx: CallContext, action: 'insert' | 'upload'): CommitPlan {
  return {
    table: 'sales_assignments',
    insert: (
      batchId,
      slice,
    ) => sql`INSERT INTO sales_assignments (assigment_number, customer_id, customer_id_ref,
        customer_name, bisnis, type_desc, position_code, add_salesman_position, org_id, branch_code, start_date,
        end_date, user_id_update)
      SELECT ${newAssignmentNumber}, c.customer_id, c.customer_id_ref, c.customer_name, ${col('BISNIS')},
        ${col('TYPE_DESC')}, ${col('POSITION')}, ${col('ADD_SALESMAN_POSITION')}, ro.org_id, ro.branch_code,
        ${col('START_DATE')}::date, ${col('END_DATE')}::date, ${ctx.user.USER_ID}
      FROM import_rows r
      JOIN customers c ON c.customer_id_ref = ${col('CUSTOMER_ID_REF')}
      JOIN roles ro ON ro.role_position_code = ${col('POSITION')}
      WHERE r.batch_id = ${batchId} AND r.reason IS NULL AND ${slice}
      ORDER BY r.row_no
      ON CONFLICT DO NOTHING
      RETURNING ${assignmentKeySql} AS key, assignment_map_id::text AS id, to_jsonb(sales_assignments) AS snapshot`,
    keyColumn: 'ASSIGNMENT_KEY',
    lostReason: messages.reasonAssignmentNotStored,
    audit: { userId: ctx.user.USER_ID, requestId: ctx.requestId, action, entity: 'sales-assignment' },
    collectFailed: true,
  };
}
