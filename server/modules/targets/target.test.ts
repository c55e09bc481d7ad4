/**
 * API tests of the target reads: the branch and reason selects, and Summary Target (head office)
 * with its totals and GAP, in each caller's scope.
 */
import { describe, expect, it } from 'vitest';
import type { TargetSummaryRow } from '../../../common/contract/targets';
import { rows, sql } from '../../db/client';
import { REJECTED_BRANCH, SUBMITTED_THIS_MONTH } from '../../db/seed/targets-data';
import { branchAdmin, branchHead, ho, setUpDemoApp, t } from '../../test/demo-app';

setUpDemoApp();

const BASE = '/api/target';

/** The year and month `back` months before today's, as the demo seeded them. */
function monthsBack(back: number) {
  const d = new Date();
  const m = new Date(d.getFullYear(), d.getMonth() - back, 1);
  return { YearID: m.getFullYear(), MonthID: m.getMonth() + 1 };
}

async function overview(body: Record<string, unknown>, token: string) {
  const res = await t.call('POST', `${BASE}/overview`, body, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    DetailTarget: TargetSummaryRow[];
    SUMTarget: { SumTargetHO: number; SumTargetCabang: number; GAP: number };
    NOT_SUBMITTED: { BRANCH_CODE: string; BRANCH_DESC: string }[];
  };
}

const cents = (n: number) => Math.round(n * 100);

describe('selects', () => {
  it('offers the sales branches of the scope, and the delete reasons', async () => {
    const codes = async (token: string) =>
      (
        (await t.call('GET', `${BASE}/selectBranch`, undefined, token)).json().data as {
          BRANCH_CODE: string;
        }[]
      )
        .map((b) => b.BRANCH_CODE)
        .sort();
    expect(await codes(ho)).toHaveLength(15);
    expect(await codes(branchAdmin)).toEqual(['BKS', 'JKT']);
    expect(await codes(branchHead)).toEqual(['BKS']);
    // The reasons are Delete Target Cabang's: the branch head's menu holds it, the branch admin's not.
    expect((await t.call('GET', `${BASE}/selectReason`, undefined, branchAdmin)).statusCode).toBe(403);
    const reasons = (await t.call('GET', `${BASE}/selectReason`, undefined, branchHead)).json().data;
    expect(reasons.length).toBeGreaterThanOrEqual(3);
    expect(reasons[0]).toEqual({ REASON_ID: expect.any(Number), REASON_DESC: expect.any(String) });
  });
});

describe('Summary Target (head office)', () => {
  it('sums each branch-month with its GAP, and the totals of all, as the rows add up', async () => {
    const month = monthsBack(1);
    const answer = await overview({ ...month, BranchCode: '0' }, ho);
    expect(answer.DetailTarget).toHaveLength(15);
    const [stored] = await rows<{ ho: string; cab: string }>(
      t.database.db,
      sql`SELECT sum(value_tgt_ho)::text AS ho, sum(coalesce(value_tgt_cab, 0))::text AS cab FROM targets
          WHERE tgt_year_id = ${month.YearID} AND tgt_month_id = ${month.MonthID}`,
    );
    expect(cents(answer.SUMTarget.SumTargetHO)).toBe(cents(Number(stored?.ho)));
    expect(cents(answer.SUMTarget.SumTargetCabang)).toBe(cents(Number(stored?.cab)));
    expect(cents(answer.SUMTarget.GAP)).toBe(cents(Number(stored?.cab)) - cents(Number(stored?.ho)));
    for (const r of answer.DetailTarget) {
      expect(r.PERIODE).toBe(`${month.YearID}-${String(month.MonthID).padStart(2, '0')}`);
      expect(cents(r.GAP)).toBe(cents(r.SumTargetCabang) - cents(r.SumTargetHO));
    }
    expect(answer.DetailTarget.find((r) => r.BRANCH_CODE === REJECTED_BRANCH)?.STATUS).toBe('REJECT');
    // This month most branches hold head office's recommendation only: nothing of their own yet.
    const now = await overview({ ...monthsBack(0), BranchCode: '' }, ho);
    expect(now.DetailTarget.filter((r) => r.SumTargetCabang === 0).length).toBeGreaterThan(10);
  });

  it("keeps branch users to their own org's branches, and narrows to one branch", async () => {
    const month = monthsBack(2);
    // Summary Target is head office's screen: a branch user's menu does not open it.
    const refused = await t.call('POST', `${BASE}/overview`, { ...month, BranchCode: 0 }, branchAdmin);
    expect(refused.statusCode).toBe(403);
    // An org that gives its branch users the screen: they still see their own scope only.
    const grant = sql`INSERT INTO menu_grants (profile, menu_list_id)
      SELECT p, 41 FROM unnest(ARRAY['BRANCH', 'KEPALA_CABANG']) AS p`;
    await t.database.db.execute(grant);
    try {
      const [admin, head] = [await t.login('branch.admin'), await t.login('branch.head')];
      const org = await overview({ ...month, BranchCode: 0 }, admin);
      expect(org.DetailTarget.map((r) => r.BRANCH_CODE).sort()).toEqual(['BKS', 'JKT']);
      expect((await overview({ ...month, BranchCode: 'BDG' }, admin)).DetailTarget).toEqual([]);
      expect(
        (await overview({ ...month, BranchCode: '' }, head)).DetailTarget.map((r) => r.BRANCH_CODE),
      ).toEqual(['BKS']);
    } finally {
      await t.database.db.execute(
        sql`DELETE FROM menu_grants WHERE menu_list_id = 41 AND profile <> 'HEAD_OFFICE'`,
      );
    }
    const one = await overview({ ...month, BranchCode: 'JKT' }, ho);
    expect(one.DetailTarget.map((r) => r.BRANCH_CODE)).toEqual(['JKT']);
  });

  it('refuses a month or year that is not one, naming the field', async () => {
    for (const body of [
      { MonthID: 13, YearID: 2026, BranchCode: '' },
      { MonthID: 0, YearID: 2026, BranchCode: '' },
      { MonthID: 5, YearID: 1999, BranchCode: '' },
      { MonthID: 'x', YearID: 2026, BranchCode: '' },
    ]) {
      const res = await t.call('POST', `${BASE}/overview`, body, ho);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(/MonthID|YearID/);
    }
  });
});

describe('branches that have not submitted', () => {
  it('lists the sales branches of the month without their own target, for the branch asked', async () => {
    const month = monthsBack(0);
    const all = await overview({ ...month, BranchCode: '0' }, ho);
    const notIn = all.NOT_SUBMITTED.map((b) => b.BRANCH_CODE);
    // This month only Jakarta and Bekasi have submitted; every other sales branch holds head
    // office's recommendation alone, and is flagged so on its summary row too.
    expect(notIn.sort()).toEqual(
      all.DetailTarget.filter((r) => !SUBMITTED_THIS_MONTH.includes(r.BRANCH_CODE))
        .map((r) => r.BRANCH_CODE)
        .sort(),
    );
    expect(notIn).toHaveLength(13);
    expect(
      all.DetailTarget.filter((r) => r.BRANCH_SUBMITTED)
        .map((r) => r.BRANCH_CODE)
        .sort(),
    ).toEqual([...SUBMITTED_THIS_MONTH].sort());
    expect(all.NOT_SUBMITTED.find((b) => b.BRANCH_CODE === 'BDG')?.BRANCH_DESC).toBe('BANDUNG');
    // One branch asked: that branch only.
    expect(
      (await overview({ ...month, BranchCode: 'BDG' }, ho)).NOT_SUBMITTED.map((b) => b.BRANCH_CODE),
    ).toEqual(['BDG']);
    expect((await overview({ ...month, BranchCode: 'JKT' }, ho)).NOT_SUBMITTED).toEqual([]);
    // A month nobody has any target for yet: every sales branch.
    const later = await overview({ YearID: month.YearID + 2, MonthID: month.MonthID, BranchCode: '0' }, ho);
    expect(later.DetailTarget).toEqual([]);
    expect(later.NOT_SUBMITTED).toHaveLength(15);
    const bdg = await t.call('POST', `${BASE}/approval`, { ...month, BranchCode: '0' }, ho);
    expect(bdg.json().data.NOT_SUBMITTED).toEqual(all.NOT_SUBMITTED);
  });
});
