/**
 * Upload Master Call Plan (spec part 2 sections 4 and 5): /call-management/validationmastercall
 * checks the sheet and stages it; /call-management/uploadmastercall saves the staged rows,
 * replacing the month's master plan of every position in the file.
 */

import type { z } from 'zod';
import {
  MASTER_CALL_COLUMNS,
  type masterCallSent,
  type SubmitChoice,
} from '../../../common/contract/call-management';
import { sql } from '../../db/client';
import type { CallContext } from '../../platform/implement';
import { col } from '../../platform/import';
import { type CallPlanUpload, checkCallPlan, submitCallPlan } from './call-plan-batch';
import { masterCallRules, planKeySql, stagedMasterCall } from './call-plan-rules';

/** The stored columns of MASTER_CALL_KEY (the staged key), in its order. */
const STORED_KEY = ['year_id', 'periode', 'position_code', 'customer_id_ref'] as const;

const MASTER_CALL_UPLOAD: CallPlanUpload<(typeof MASTER_CALL_COLUMNS)[number]> = {
  module: 'call-management/master-call',
  columns: MASTER_CALL_COLUMNS,
  rules: ({ ctx, orgId }) => masterCallRules({ scope: ctx.scope, orgId }),
  periodType: 'MASTER CALL PLAN',
  plan: {
    table: 'master_call_plans',
    idColumn: 'master_call_id',
    storedKey: STORED_KEY,
    entity: 'master-call-plan',
    insert: (
      batchId,
      slice,
      userId,
    ) => sql`INSERT INTO master_call_plans AS p (year_id, periode, org_id, branch_code,
        position_code, type_salesman, customer_id_ref, pic_name, pic_telp, monday, tuesday, wednesday,
        thursday, friday, saturday, notes, user_id_update)
      SELECT ${col('YEAR_ID')}::int, ${col('PERIODE')}::int, b.org_id, b.branch_code, ${col('POSITION_DESC')},
        ${col('TYPE_SALESMAN')}, ${col('CUSTOMERID_REF')}, ${col('PIC_NAME')}, ${col('PIC_TELP')},
        ${col('MONDAY')}, ${col('TUESDAY')}, ${col('WEDNESDAY')}, ${col('THURSDAY')}, ${col('FRIDAY')},
        ${col('SATURDAY')}, ${col('NOTES')}, ${userId}
      FROM import_rows r JOIN branches b ON b.branch_code = ${col('BRANCH_CODE')}
      WHERE r.batch_id = ${batchId} AND r.reason IS NULL AND ${slice}
      ON CONFLICT (year_id, periode, position_code, customer_id_ref) DO NOTHING
      RETURNING ${planKeySql(STORED_KEY)} AS key, p.master_call_id::text AS id, to_jsonb(p) AS snapshot`,
  },
};

export function checkMasterCalls(
  ctx: CallContext,
  input: { excelData: readonly z.output<typeof masterCallSent>[]; orgID: number },
) {
  return checkCallPlan(ctx, MASTER_CALL_UPLOAD, input.excelData.map(stagedMasterCall), input.orgID);
}

export function submitMasterCalls(ctx: CallContext, sent: readonly { ROW: number }[], choice: SubmitChoice) {
  return submitCallPlan(ctx, MASTER_CALL_UPLOAD, sent, choice);
}
