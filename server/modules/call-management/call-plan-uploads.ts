/**
 * Upload Fixed Call and Upload Master Call Plan (spec part 2 sections 4 and 5), declared: what
 * their sheets hold, their rules and periods, and the plan table each lands in. Both run the same
 * two steps (call-plan-batch.ts): /call-management/validation and /validationmastercall check the
 * sheet and stage it; /uploadfixedcall and /uploadmastercall save the staged rows, replacing the
 * keys of the file, or the month's plan of every position in it.
 */
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  FIXED_CALL_COLUMNS,
  type FixedCallColumn,
  type fixedCallSent,
  MASTER_CALL_COLUMNS,
  type MasterCallColumn,
  type masterCallSent,
} from '../../../common/contract/call-management';
import { sql } from '../../db/client';
import { fixedCallPlans, masterCallPlans } from '../../db/schema';
import type { CallPlanUpload } from './call-plan-batch';
import {
  fixedCallRules,
  masterCallRowReason,
  masterCallRules,
  stagedFixedCall,
  stagedMasterCall,
} from './call-plan-rules';

const fixed = alias(fixedCallPlans, 'p');
const master = alias(masterCallPlans, 'p');

export const FIXED_CALL_UPLOAD: CallPlanUpload<FixedCallColumn, z.output<typeof fixedCallSent>> = {
  module: 'call-management/fixed-call',
  columns: FIXED_CALL_COLUMNS,
  staged: stagedFixedCall,
  rules: ({ ctx, orgId }) => fixedCallRules({ scope: ctx.scope, orgId }),
  periodType: 'FIXED CALL PLAN',
  plan: {
    table: fixedCallPlans,
    stored: fixed,
    idColumn: fixed.fixedCallId,
    // The stored columns of FIXED_CALL_KEY (the staged key), in its order.
    storedKey: [
      fixed.yearId,
      fixed.periode,
      fixed.positionCode,
      fixed.customerIdRef,
      fixed.dayName,
      fixed.week,
    ],
    entity: 'fixed-call-plan',
    ownValues: ({ col }) => [
      [fixed.dayName, col('DAYS')],
      [fixed.frequency, sql`${col('FREQUENCY')}::int`],
      [fixed.week, sql`${col('WEEK')}::int`],
    ],
  },
};

export const MASTER_CALL_UPLOAD: CallPlanUpload<MasterCallColumn, z.output<typeof masterCallSent>> = {
  module: 'call-management/master-call',
  columns: MASTER_CALL_COLUMNS,
  staged: stagedMasterCall,
  rules: ({ ctx, orgId }) => masterCallRules({ scope: ctx.scope, orgId }),
  rowReason: masterCallRowReason,
  periodType: 'MASTER CALL PLAN',
  plan: {
    table: masterCallPlans,
    stored: master,
    idColumn: master.masterCallId,
    // The stored columns of MASTER_CALL_KEY (the staged key), in its order.
    storedKey: [master.yearId, master.periode, master.positionCode, master.customerIdRef],
    entity: 'master-call-plan',
    ownValues: ({ col }) => [
      [master.picName, col('PIC_NAME')],
      [master.picTelp, col('PIC_TELP')],
      [master.monday, col('MONDAY')],
      [master.tuesday, col('TUESDAY')],
      [master.wednesday, col('WEDNESDAY')],
      [master.thursday, col('THURSDAY')],
      [master.friday, col('FRIDAY')],
      [master.saturday, col('SATURDAY')],
      [master.notes, col('NOTES')],
    ],
  },
};
