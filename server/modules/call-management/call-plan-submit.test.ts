/**
 * API tests of what a call plan submit does to the stored plan, for the fixed call and the master
 * call plan alike: the check says per position-month how many stored rows the file replaces, and
 * the submit answers what it replaced.
 */
import { describe, expect, it } from 'vitest';
import type { FixedCallSent, MasterCallSent, StoredMonth } from '../../../common/contract/call-management';
import { messages } from '../../../common/messages';
import { branchAdmin, setUpDemoApp } from '../../test/demo-app';
import {
  dataOf,
  type PlanTable,
  plannedPosition,
  post,
  storedFixedCall,
  storedMasterCall,
  storedPlanCount,
  thisMonth,
  unplannedCustomers,
} from './call-plan-test-fixtures';

setUpDemoApp();

interface Checked {
  success: { ROW: number }[];
  failed: { ROW: number; REASON: string }[];
  months: StoredMonth[];
}

/** What tells the two plans apart in these tests. */
interface Plan<S extends FixedCallSent | MasterCallSent> {
  table: PlanTable;
  checkPath: string;
  submitPath: string;
  stored(position: string, customer?: string): Promise<S>;
  /** The row with the same key and another value. */
  changed(row: S): S;
  /** The body of a submit of the checked clean rows. */
  body(success: Checked['success']): unknown;
}

const FIXED_CALL: Plan<FixedCallSent> = {
  table: 'fixed_call_plans',
  checkPath: 'validation',
  submitPath: 'uploadfixedcall',
  stored: storedFixedCall,
  changed: (row) => ({ ...row, Frequency: 3 }),
  body: (success) => ({ dtItemsSuccess: success, orgID: 101 }),
};

const MASTER_CALL: Plan<MasterCallSent> = {
  table: 'master_call_plans',
  checkPath: 'validationmastercall',
  submitPath: 'uploadmastercall',
  stored: storedMasterCall,
  changed: (row) => ({ ...row, PicName: 'IBU BARU' }),
  body: (success) => success,
};

const byPosition = (months: StoredMonth[]) =>
  [...months].sort((a, b) => (a.POSITION_DESC < b.POSITION_DESC ? -1 : 1));

function planTests<S extends FixedCallSent | MasterCallSent>(plan: Plan<S>) {
  const validate = (excelData: S[]) =>
    dataOf<Checked>(plan.checkPath, { excelData, orgID: 101 }, branchAdmin);
  const storedCount = (position?: string) => storedPlanCount(plan.table, position);
  const month = (position: string, counts: Pick<StoredMonth, 'ROWS' | 'REPLACED' | 'OTHERS'>) => ({
    YEAR_ID: thisMonth().year,
    PERIODE: thisMonth().periode,
    POSITION_DESC: position,
    ...counts,
  });

  it('the check says per position-month how many stored rows the file replaces; the submit what it replaced', async () => {
    const p = await plannedPosition(plan.table, 'JKT', 0);
    const q = await plannedPosition(plan.table, 'BKS', 0);
    const [np, nq] = [await storedCount(p.position), await storedCount(q.position)];
    const [fresh] = await unplannedCustomers(plan.table, 'JKT', p.position);
    const base = await plan.stored(p.position, p.customers[0]);
    const checked = await validate([
      plan.changed(base),
      { ...base, CustomerIDRef: fresh?.ref, CustomerName: fresh?.name },
      await plan.stored(q.position),
    ]);
    expect(checked.failed).toEqual([]);
    const months = byPosition([
      month(p.position, { ROWS: 2, REPLACED: 1, OTHERS: np - 1 }),
      month(q.position, { ROWS: 1, REPLACED: 1, OTHERS: nq - 1 }),
    ]);
    expect(checked.months).toEqual(months);

    const res = await post(plan.submitPath, plan.body(checked.success), branchAdmin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      data: { landed: 3, replaced: np + nq, months },
      message: messages.callPlanSaved(3, np + nq, 2),
    });
  });
}

describe('fixed call plan', () => planTests(FIXED_CALL));
describe('master call plan', () => planTests(MASTER_CALL));
