/**
 * Upload Fixed Call (spec part 2 sections 4 and 5): /call-management/validation checks the sheet
 * against the fixed call rules and stages it; /call-management/uploadfixedcall saves the staged
 * rows, replacing the month's plan of every position in the file.
 */

import type { z } from 'zod';
import {
  FIXED_CALL_COLUMNS,
  type fixedCallSent,
  type SubmitChoice,
} from '../../../common/contract/call-management';
import { sql } from '../../db/client';
import type { CallContext } from '../../platform/implement';
import { col } from '../../platform/import';
import { type CallPlanUpload, checkCallPlan, submitCallPlan } from './call-plan-batch';
import { fixedCallRules, planKeySql, stagedFixedCall } from './call-plan-rules';

/** The stored columns of FIXED_CALL_KEY (the staged key), in its order. */
const STORED_KEY = ['year_id', 'periode', 'position_code', 'customer_id_ref', 'day_name', 'week'] as const;

const FIXED_CALL_UPLOAD: CallPlanUpload<(typeof FIXED_CALL_COLUMNS)[number]> = {
  module: 'call-management/fixed-call',
  columns: FIXED_CALL_COLUMNS,
  rules: ({ ctx, orgId }) => fixedCallRules({ scope: ctx.scope, orgId }),
  periodType: 'FIXED CALL PLAN',
  plan: {
    table: 'fixed_call_plans',
    idColumn: 'fixed_call_id',
    storedKey: STORED_KEY,
    entity: 'fixed-call-plan',
    // The org and branch are the branch's; the rules have checked every value, so the casts hold.
    insert: (
      batchId,
      slice,
      userId,
    ) => sql`INSERT INTO fixed_call_plans AS p (year_id, periode, org_id, branch_code,
        position_code, type_salesman, customer_id_ref, day_name, frequency, week, user_id_update)
      SELECT ${col('YEAR_ID')}::int, ${col('PERIODE')}::int, b.org_id, b.branch_code, ${col('POSITION_DESC')},
        ${col('TYPE_SALESMAN')}, ${col('CUSTOMERID_REF')}, ${col('DAYS')}, ${col('FREQUENCY')}::int,
        ${col('WEEK')}::int, ${userId}
      FROM import_rows r JOIN branches b ON b.branch_code = ${col('BRANCH_CODE')}
      WHERE r.batch_id = ${batchId} AND r.reason IS NULL AND ${slice}
      ON CONFLICT (year_id, periode, position_code, customer_id_ref, day_name, week) DO NOTHING
      RETURNING ${planKeySql(STORED_KEY)} AS key, p.fixed_call_id::text AS id, to_jsonb(p) AS snapshot`,
  },
};

export function checkFixedCalls(
  ctx: CallContext,
  input: { excelData: readonly z.output<typeof fixedCallSent>[]; orgID: number },
) {
  return checkCallPlan(ctx, FIXED_CALL_UPLOAD, input.excelData.map(stagedFixedCall), input.orgID);
}

export function submitFixedCalls(ctx: CallContext, sent: readonly { ROW: number }[], choice: SubmitChoice) {
  return submitCallPlan(ctx, FIXED_CALL_UPLOAD, sent, choice);
}
