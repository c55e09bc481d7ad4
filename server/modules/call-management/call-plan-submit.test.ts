/**
 * API tests of what a call plan submit does to the stored plan, for the fixed call and the master
 * call plan alike: the check says per position-month how many stored rows the file replaces, and
 * the submit answers what it replaced; a file replaces only the keys it holds, so the failed rows
 * corrected and uploaded back keep the rest of the month, and the whole month only when chosen
 * after a check; two users saving one position-month at once end as if they had saved one after
 * the other; the submit commits the batch the screen checked, never a newer one of the same user.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../../common/contract';
import type {
  FixedCallSent,
  MasterCallSent,
  StoredMonth,
  SubmitChoice,
} from '../../../common/contract/call-management';
import { messages } from '../../../common/messages';
import { fixedCallPlans, masterCallPlans } from '../../db/schema';
import type { PostCall } from '../../test/contract-post';
import { branchAdmin, ho, setUpDemoApp, t } from '../../test/demo-app';
import {
  customersOf,
  dataOf,
  type PlanTable,
  plannedPosition,
  storedFixedCall,
  storedMasterCall,
  storedPlanCount,
  thisMonth,
  unplannedCustomers,
} from './call-plan-test-fixtures';

setUpDemoApp();

interface Checked {
  batchId: number;
  success: { ROW: number }[];
  failed: { ROW: number; REASON: string }[];
  months: StoredMonth[];
}

/** What tells the two plans apart in these tests. */
interface Plan<S extends FixedCallSent | MasterCallSent> {
  table: PlanTable;
  check: PostCall;
  submit: PostCall;
  stored(position: string, customer?: string): Promise<S>;
  /** The row with the same key and another value (a second one with `again`). */
  changed(row: S, again?: boolean): S;
  /** The row with a week the check refuses. */
  broken(row: S): S;
  /** The body of a submit of the checked clean rows (head office uploads for org 101 too). */
  body(success: Checked['success'], choice?: SubmitChoice): unknown;
}

const FIXED_CALL: Plan<FixedCallSent> = {
  table: fixedCallPlans,
  check: contract.callManagement.validation,
  submit: contract.callManagement.uploadfixedcall,
  stored: storedFixedCall,
  changed: (row, again) => ({ ...row, Frequency: again ? 4 : 3 }),
  broken: (row) => ({ ...row, Week: 5 }),
  body: (success, choice) => ({ dtItemsSuccess: success, orgID: 101, ...choice }),
};

const MASTER_CALL: Plan<MasterCallSent> = {
  table: masterCallPlans,
  check: contract.callManagement.validationmastercall,
  submit: contract.callManagement.uploadmastercall,
  stored: storedMasterCall,
  changed: (row, again) => ({ ...row, PicName: again ? 'IBU LAIN' : 'IBU BARU' }),
  broken: (row) => ({ ...row, Monday: '5' }),
  // The spec's body is the array of rows: each carries the choice.
  body: (success, choice) => success.map((r) => ({ ...r, ...choice })),
};

const byPosition = (months: StoredMonth[]) =>
  [...months].sort((a, b) => (a.POSITION_DESC < b.POSITION_DESC ? -1 : 1));

function planTests<S extends FixedCallSent | MasterCallSent>(plan: Plan<S>) {
  // The positions of the tests, chosen before any test changes a plan (a position whose month is
  // replaced by fewer rows would leave the list plannedPosition counts in).
  let positions: Map<string, { position: string; customers: string[] }> | undefined;
  beforeAll(async () => {
    positions = new Map();
    for (const branch of ['JKT', 'BKS'])
      for (const n of [0, 1, 2, 3])
        positions.set(`${branch}${n}`, await plannedPosition(plan.table, branch, n));
  });
  const positionOf = async (branch: 'JKT' | 'BKS', n: number) => {
    const found = positions?.get(`${branch}${n}`);
    if (!found) throw new Error(`no position ${branch} ${n}`);
    return found;
  };

  const validate = (excelData: S[], token = branchAdmin) =>
    dataOf<Checked>(plan.check, { excelData, orgID: 101 }, token);
  /** Head office and a branch user submit their checked files for the same month at once. */
  const submitTogether = (files: [Checked, Checked], choice: SubmitChoice) =>
    Promise.all(
      files.map((f, i) =>
        t.post(
          plan.submit,
          plan.body(f.success, { ...choice, batchId: f.batchId }),
          [ho, branchAdmin][i] ?? ho,
        ),
      ),
    );
  const storedCount = (position?: string) => storedPlanCount(plan.table, position);
  const month = (position: string, counts: Pick<StoredMonth, 'ROWS' | 'REPLACED' | 'OTHERS'>) => ({
    YEAR_ID: thisMonth().year,
    PERIODE: thisMonth().periode,
    POSITION_DESC: position,
    ...counts,
  });

  it('the check says per position-month how many stored rows the file replaces; the submit what it replaced', async () => {
    const p = await positionOf('JKT', 0);
    const q = await positionOf('BKS', 0);
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

    const res = await t.post(plan.submit, plan.body(checked.success), branchAdmin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      data: { landed: 3, replaced: 2, wholeMonth: false, months },
      message: messages.callPlanSaved(3, 2, np - 1 + nq - 1),
    });
  });

  it('keeps the rest of the month when the failed rows, corrected, are uploaded back', async () => {
    const p = await positionOf('JKT', 2);
    const n = await storedCount(p.position);
    const [fresh] = await unplannedCustomers(plan.table, 'JKT', p.position);
    const stored = await plan.stored(p.position, p.customers[0]);
    const added = { ...stored, CustomerIDRef: fresh?.ref, CustomerName: fresh?.name };
    // The month as downloaded, with two rows broken: the check fails them ('Error Fix Call.xls').
    const first = await validate([plan.broken(plan.changed(stored)), plan.broken(added)]);
    expect(first.failed.map((r) => r.REASON)).toEqual([messages.reasonWeek, messages.reasonWeek]);

    // Corrected and uploaded back alone: one replaces its stored row, one is new.
    const corrected = await validate([plan.changed(stored), added]);
    expect(corrected.failed).toEqual([]);
    expect(corrected.months).toEqual([month(p.position, { ROWS: 2, REPLACED: 1, OTHERS: n - 1 })]);
    const res = await t.post(
      plan.submit,
      plan.body(corrected.success, { batchId: corrected.batchId }),
      branchAdmin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ landed: 2, replaced: 1, wholeMonth: false });
    expect(await storedCount(p.position)).toBe(n + 1);
    const customers = await customersOf(plan.table, p.position);
    expect([...customers].sort()).toEqual([...p.customers, fresh?.ref].sort());
  });

  it('replaces the whole month only when chosen after a check, and says so', async () => {
    const p = await positionOf('BKS', 2);
    const n = await storedCount(p.position);
    const checked = await validate([plan.changed(await plan.stored(p.position, p.customers[0]))]);
    const months = [month(p.position, { ROWS: 1, REPLACED: 1, OTHERS: n - 1 })];
    expect(checked.months).toEqual(months);

    // Without the batch its check answered, the choice is refused.
    const unchecked = await t.post(
      plan.submit,
      plan.body(checked.success, { replaceWholeMonth: true }),
      branchAdmin,
    );
    expect(unchecked.statusCode).toBe(422);
    expect(unchecked.json().message).toBe(messages.callPlanWholeMonthUnchecked);
    expect(await storedCount(p.position)).toBe(n);

    const chosen = { batchId: checked.batchId, replaceWholeMonth: true };
    const res = await t.post(plan.submit, plan.body(checked.success, chosen), branchAdmin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      data: { landed: 1, replaced: n, wholeMonth: true, months },
      message: messages.callPlanSavedWholeMonth(1, n, 1),
    });
    expect(await storedCount(p.position)).toBe(1);
  });

  // Each save is tried in a few rounds: unlocked, two saves at once interleave most of the time
  // on PostgreSQL, not always. (PGlite runs one transaction at a time.)
  const ROUNDS = [1, 2, 3];
  type Customer = { ref: string; name: string } | undefined;

  it('two whole-month saves of one position-month at once leave exactly one file in it', async () => {
    const p = await positionOf('JKT', 3);
    for (const _round of ROUNDS) {
      const [a1, a2, b1, b2] = await unplannedCustomers(plan.table, 'JKT', p.position, 4);
      const base = await plan.stored(p.position);
      const file = (...cs: Customer[]) =>
        cs.map((c) => ({ ...base, CustomerIDRef: c?.ref, CustomerName: c?.name }));
      const files: [Checked, Checked] = [await validate(file(a1, a2), ho), await validate(file(b1, b2))];
      const answers = await submitTogether(files, { replaceWholeMonth: true });
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      const customers = await customersOf(plan.table, p.position);
      expect([[a1?.ref, a2?.ref].sort(), [b1?.ref, b2?.ref].sort()]).toContainEqual(customers);
      // The one saved second replaced what the first had saved: the two rows of the other file.
      expect(answers.map((a) => a.json().data.replaced)).toContain(2);
    }
  });

  it('two saves of one position-month at once replace their keys as one after the other would', async () => {
    const p = await positionOf('BKS', 3);
    const stored = await plan.stored(p.position, p.customers[0]);
    const added = (c: Customer) => ({ ...stored, CustomerIDRef: c?.ref, CustomerName: c?.name });
    for (const _round of ROUNDS) {
      const n = await storedCount(p.position);
      const before = await customersOf(plan.table, p.position);
      const [a, b] = await unplannedCustomers(plan.table, 'BKS', p.position, 2);
      // Both change the same stored row, and each adds a customer.
      const files: [Checked, Checked] = [
        await validate([plan.changed(stored), added(a)], ho),
        await validate([plan.changed(stored, true), added(b)]),
      ];
      const answers = await submitTogether(files, {});
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
      expect(answers.map((r) => r.json().data.replaced)).toEqual([1, 1]);
      expect(await storedCount(p.position)).toBe(n + 2);
      const customers = await customersOf(plan.table, p.position);
      expect([...customers].sort()).toEqual([...before, a?.ref, b?.ref].sort());
    }
  });

  it('commits the batch the submitting screen checked, and refuses a submit naming another', async () => {
    const p = await positionOf('JKT', 1);
    const n = await storedCount(p.position);
    const [x, y] = await unplannedCustomers(plan.table, 'JKT', p.position, 2);
    const base = await plan.stored(p.position);
    const file = (c: { ref: string; name: string } | undefined) => [
      { ...base, CustomerIDRef: c?.ref, CustomerName: c?.name },
    ];
    // Tab 1 checks file X, then tab 2 file Y of as many rows; tab 1 submits what it shows.
    const tab1 = await validate(file(x));
    const tab2 = await validate(file(y));
    const refused = await t.post(
      plan.submit,
      plan.body(tab1.success, { batchId: tab1.batchId }),
      branchAdmin,
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(messages.uploadBatchReplaced);
    expect(await storedCount(p.position)).toBe(n);

    const saved = await t.post(plan.submit, plan.body(tab2.success, { batchId: tab2.batchId }), branchAdmin);
    expect(saved.statusCode, saved.body).toBe(200);
    const customers = await customersOf(plan.table, p.position);
    expect(customers).toContain(y?.ref);
    expect(customers).not.toContain(x?.ref);
    expect(tab2.batchId).not.toBe(tab1.batchId);
  });

  it('gives two checks of one user at once a batch each, and saves only the one still current', async () => {
    const p = await positionOf('BKS', 1);
    const [x, y] = await unplannedCustomers(plan.table, 'BKS', p.position, 2);
    const base = await plan.stored(p.position);
    const checks = await Promise.all(
      [x, y].map((c) => validate([{ ...base, CustomerIDRef: c?.ref, CustomerName: c?.name }])),
    );
    expect(new Set(checks.map((c) => c.batchId)).size).toBe(2);
    const answers = [];
    for (const c of checks)
      answers.push(await t.post(plan.submit, plan.body(c.success, { batchId: c.batchId }), branchAdmin));
    const ok = answers.map((a) => a.statusCode === 200);
    expect(ok.filter(Boolean)).toHaveLength(1);
    const customers = await customersOf(plan.table, p.position);
    expect([customers.includes(x?.ref ?? ''), customers.includes(y?.ref ?? '')]).toEqual(ok);
  });
}

describe('fixed call plan', () => planTests(FIXED_CALL));
describe('master call plan', () => planTests(MASTER_CALL));
