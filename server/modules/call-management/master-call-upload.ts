/**
 * Upload Master Call Plan (spec part 2 sections 4 and 5): /call-management/validationmastercall
 * checks the sheet and stages it; /call-management/uploadmastercall saves the staged rows,
 * replacing the month's master plan of every position in the file.
 */

import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  MASTER_CALL_COLUMNS,
  type masterCallSent,
  type SubmitChoice,
} from '../../../common/contract/call-management';
import { sql } from '../../db/client';
import { branches, masterCallPlans } from '../../db/schema';
import { columnNames, tableAs } from '../../db/typed-sql';
import type { CallContext } from '../../platform/implement';
import { col } from '../../platform/import';
import { type CallPlanUpload, checkCallPlan, submitCallPlan } from './call-plan-batch';
import { masterCallRowReason, masterCallRules, planKeySql, stagedMasterCall } from './call-plan-rules';

const p = alias(masterCallPlans, 'p');
const b = alias(branches, 'b');

/** The stored columns of MASTER_CALL_KEY (the staged key), in its order. */
const STORED_KEY = [p.yearId, p.periode, p.positionCode, p.customerIdRef];

const MASTER_CALL_UPLOAD: CallPlanUpload<(typeof MASTER_CALL_COLUMNS)[number]> = {
  module: 'call-management/master-call',
  columns: MASTER_CALL_COLUMNS,
  rules: ({ ctx, orgId }) => masterCallRules({ scope: ctx.scope, orgId }),
  rowReason: masterCallRowReason,
  periodType: 'MASTER CALL PLAN',
  plan: {
    table: masterCallPlans,
    stored: p,
    idColumn: p.masterCallId,
    storedKey: STORED_KEY,
    entity: 'master-call-plan',
    insert: (batchId, slice, userId) => sql`INSERT INTO ${masterCallPlans} AS ${p} (${columnNames(
      p.yearId,
      p.periode,
      p.orgId,
      p.branchCode,
      p.positionCode,
      p.typeSalesman,
      p.customerIdRef,
      p.picName,
      p.picTelp,
      p.monday,
      p.tuesday,
      p.wednesday,
      p.thursday,
      p.friday,
      p.saturday,
      p.notes,
      p.userIdUpdate,
    )})
      SELECT ${col('YEAR_ID')}::int, ${col('PERIODE')}::int, ${b.orgId}, ${b.branchCode}, ${col('POSITION_DESC')},
        ${col('TYPE_SALESMAN')}, ${col('CUSTOMERID_REF')}, ${col('PIC_NAME')}, ${col('PIC_TELP')},
        ${col('MONDAY')}, ${col('TUESDAY')}, ${col('WEDNESDAY')}, ${col('THURSDAY')}, ${col('FRIDAY')},
        ${col('SATURDAY')}, ${col('NOTES')}, ${userId}
      FROM import_rows r JOIN ${tableAs(branches, b)} ON ${b.branchCode} = ${col('BRANCH_CODE')}
      WHERE r.batch_id = ${batchId} AND r.reason IS NULL AND ${slice}
      ON CONFLICT (${columnNames(...STORED_KEY)}) DO NOTHING
      RETURNING ${planKeySql(STORED_KEY)} AS key, ${p.masterCallId}::text AS id, to_jsonb(${p}) AS snapshot`,
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
