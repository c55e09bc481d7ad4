/**
 * Upload Fixed Call (spec part 2 sections 4 and 5): /call-management/validation checks the sheet
 * against the fixed call rules and stages it; /call-management/uploadfixedcall saves the staged
 * rows, replacing the month's plan of every position in the file.
 */

import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  FIXED_CALL_COLUMNS,
  type fixedCallSent,
  type SubmitChoice,
} from '../../../common/contract/call-management';
import { sql } from '../../db/client';
import { branches, fixedCallPlans } from '../../db/schema';
import { columnNames, tableAs } from '../../db/typed-sql';
import type { CallContext } from '../../platform/implement';
import { col } from '../../platform/import';
import { type CallPlanUpload, checkCallPlan, submitCallPlan } from './call-plan-batch';
import { fixedCallRules, planKeySql, stagedFixedCall } from './call-plan-rules';

const p = alias(fixedCallPlans, 'p');
const b = alias(branches, 'b');

/** The stored columns of FIXED_CALL_KEY (the staged key), in its order. */
const STORED_KEY = [p.yearId, p.periode, p.positionCode, p.customerIdRef, p.dayName, p.week];

const FIXED_CALL_UPLOAD: CallPlanUpload<(typeof FIXED_CALL_COLUMNS)[number]> = {
  module: 'call-management/fixed-call',
  columns: FIXED_CALL_COLUMNS,
  rules: ({ ctx, orgId }) => fixedCallRules({ scope: ctx.scope, orgId }),
  periodType: 'FIXED CALL PLAN',
  plan: {
    table: fixedCallPlans,
    stored: p,
    idColumn: p.fixedCallId,
    storedKey: STORED_KEY,
    entity: 'fixed-call-plan',
    // The org and branch are the branch's; the rules have checked every value, so the casts hold.
    insert: (batchId, slice, userId) => sql`INSERT INTO ${fixedCallPlans} AS ${p} (${columnNames(
      p.yearId,
      p.periode,
      p.orgId,
      p.branchCode,
      p.positionCode,
      p.typeSalesman,
      p.customerIdRef,
      p.dayName,
      p.frequency,
      p.week,
      p.userIdUpdate,
    )})
      SELECT ${col('YEAR_ID')}::int, ${col('PERIODE')}::int, ${b.orgId}, ${b.branchCode}, ${col('POSITION_DESC')},
        ${col('TYPE_SALESMAN')}, ${col('CUSTOMERID_REF')}, ${col('DAYS')}, ${col('FREQUENCY')}::int,
        ${col('WEEK')}::int, ${userId}
      FROM import_rows r JOIN ${tableAs(branches, b)} ON ${b.branchCode} = ${col('BRANCH_CODE')}
      WHERE r.batch_id = ${batchId} AND r.reason IS NULL AND ${slice}
      ON CONFLICT (${columnNames(...STORED_KEY)}) DO NOTHING
      RETURNING ${planKeySql(STORED_KEY)} AS key, ${p.fixedCallId}::text AS id, to_jsonb(${p}) AS snapshot`,
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
