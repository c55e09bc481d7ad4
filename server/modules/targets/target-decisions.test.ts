/**
 * API tests of the target views and decisions: Summary Target (branch) by position and by line,
 * head office's recommendation for the branch template, both approvals (scope, NEW rows only, two
 * at once), reject and reopen, and the delete with a reason from the list behind the TARGET period.
 */
import { describe, expect, it } from 'vitest';
import { contract } from '../../../common/contract';
import type { TargetLiniRow, TargetRow } from '../../../common/contract/targets';
import { messages } from '../../../common/messages';
import { notMatching } from '../../../common/test-lists';
import { rows, sql } from '../../db/client';
import type { PostCall } from '../../test/contract-post';
import { branchAdmin, branchHead, ho, setUpDemoApp, t } from '../../test/demo-app';

setUpDemoApp();

function month(back: number) {
  const d = new Date();
  const m = new Date(d.getFullYear(), d.getMonth() - back, 1);
  return { YearID: m.getFullYear(), MonthID: m.getMonth() + 1 };
}

async function data<T>(def: PostCall, body: unknown, token: string): Promise<T> {
  const res = await t.post(def, body, token);
  expect(res.statusCode, `${def.path}: ${res.body.slice(0, 300)}`).toBe(200);
  return res.json().data as T;
}

const statusOf = async (branch: string, back: number) => {
  const m = month(back);
  const found = await rows<{ status: string }>(
    t.database.db,
    sql`SELECT DISTINCT status FROM targets WHERE branch_code = ${branch}
        AND tgt_year_id = ${m.YearID} AND tgt_month_id = ${m.MonthID} ORDER BY 1`,
  );
  return found.map((r) => r.status);
};

const cents = (n: number) => Math.round(n * 100);

describe('Summary Target (branch)', () => {
  it('lists the targets by position and the sums by line, for the status asked, in scope', async () => {
    const m = month(1);
    const all = await data<{ DetailTarget: TargetRow[]; SUMTarget: { SumTargetHO: number } }>(
      contract.targets.overviewbranch,
      { ...m, BranchCode: '', Status: '' },
      branchAdmin,
    );
    expect(new Set(all.DetailTarget.map((r) => r.BRANCH_CODE))).toEqual(new Set(['JKT', 'BKS']));
    expect(cents(all.SUMTarget.SumTargetHO)).toBe(
      cents(all.DetailTarget.reduce((s, r) => s + r.VALUE_TGT_HO, 0)),
    );
    const approved = await data<{ DetailTarget: TargetRow[] }>(
      contract.targets.overviewbranch,
      { ...m, BranchCode: 0, Status: 'APPROVE' },
      branchAdmin,
    );
    expect(notMatching(approved.DetailTarget, (r) => r.STATUS === 'APPROVE')).toEqual([]);
    const lines = await data<{ DetailTarget: TargetLiniRow[] }>(
      contract.targets.overviewlini,
      { ...m, BranchCode: 'JKT', Status: 'ALL' },
      ho,
    );
    const jkt = all.DetailTarget.filter((r) => r.BRANCH_CODE === 'JKT');
    for (const line of lines.DetailTarget) {
      const of = jkt.filter((r) => r.LINI_ID === line.LINI_ID);
      expect(cents(line.SumTargetHO)).toBe(cents(of.reduce((s, r) => s + r.VALUE_TGT_HO, 0)));
      expect(cents(line.GAB)).toBe(cents(line.SumTargetCabang) - cents(line.SumTargetHO));
    }
    expect(
      (await t.post(contract.targets.overviewbranch, { ...m, BranchCode: '', Status: 'MAYBE' }, ho))
        .statusCode,
    ).toBe(400);
  });

  it("answers head office's recommendation of one branch-month for the branch's template", async () => {
    const rec = await data<{ DetailTarget: TargetRow[] }>(
      contract.targets.getdataho,
      { ...month(0), BranchCode: 'BDG' },
      ho,
    );
    expect(rec.DetailTarget.length).toBeGreaterThan(0);
    expect(notMatching(rec.DetailTarget, (r) => r.BRANCH_CODE === 'BDG' && r.VALUE_TGT_HO > 0)).toEqual([]);
    const none = await t.post(contract.targets.getdataho, { ...month(0), BranchCode: '0' }, ho);
    expect(none.json().message).toBe(messages.selectBranchFirst);
    expect(
      await data<{ DetailTarget: TargetRow[] }>(
        contract.targets.getdataho,
        { ...month(0), BranchCode: 'BDG' },
        branchAdmin,
      ),
    ).toEqual({
      DetailTarget: [],
    });
  });
});

describe('approvals', () => {
  it("approves a branch's NEW targets once, even when two approve at once", async () => {
    const m = { ...month(0), BranchCode: 'BKS' };
    const summary = await data<{
      DetailTarget: TargetRow[];
      resultSUMTarget: { ROLE_POSITION_CODE: string; SumTargetCabang: number }[];
    }>(contract.targets.approvalcab, { ...m, Status: 'NEW' }, branchHead);
    expect(summary.DetailTarget.length).toBeGreaterThan(0);
    for (const p of summary.resultSUMTarget) {
      const of = summary.DetailTarget.filter((r) => r.ROLE_POSITION_CODE === p.ROLE_POSITION_CODE);
      expect(cents(p.SumTargetCabang)).toBe(cents(of.reduce((s, r) => s + (r.VALUE_TGT_CAB ?? 0), 0)));
    }
    const answers = await Promise.all([
      t.post(contract.targets.approvecab, m, branchHead),
      t.post(contract.targets.approve, m, ho),
    ]);
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(ok[0]?.json()).toMatchObject({
      data: { approved: summary.DetailTarget.length },
      message: messages.success,
    });
    expect(answers.find((a) => a.statusCode !== 200)?.json().message).toBe(messages.targetNothingToApprove);
    expect(await statusOf('BKS', 0)).toEqual(['APPROVE']);
    // Approved: locked against the branch's delete until head office reopens it.
    const locked = await t.post(
      contract.targets.deletecab,
      { ...m, SELECTED_REASON: 'Data ganda' },
      branchHead,
    );
    expect(locked.json().message).toBe(messages.reasonTargetLocked);
    expect((await t.post(contract.targets.reopen, m, branchAdmin)).statusCode).toBe(403);
    expect((await data<{ reopened: number }>(contract.targets.reopen, m, ho)).reopened).toBe(
      summary.DetailTarget.length,
    );
    expect(await statusOf('BKS', 0)).toEqual(['NEW']);
  });

  it('keeps the head-office approval to head office and a branch approval to its scope', async () => {
    expect(
      (await t.post(contract.targets.approve, { ...month(0), BranchCode: 'JKT' }, branchAdmin)).statusCode,
    ).toBe(403);
    // A branch head of BKS approving Jakarta approves nothing of Jakarta's.
    const res = await t.post(contract.targets.approvecab, { ...month(0), BranchCode: 'JKT' }, branchHead);
    expect(res.json().message).toBe(messages.targetNothingToApprove);
    expect(await statusOf('JKT', 0)).toEqual(['NEW']);
  });

  it('rejects a branch-month with its reason, and the next branch upload makes it NEW again', async () => {
    const m = { ...month(0), BranchCode: 'JKT' };
    expect((await t.post(contract.targets.reject, { ...m, REASON: '' }, ho)).statusCode).toBe(400);
    const done = await data<{ rejected: number }>(
      contract.targets.reject,
      { ...m, REASON: 'Di bawah rekomendasi.' },
      ho,
    );
    expect(done.rejected).toBeGreaterThan(0);
    expect(await statusOf('JKT', 0)).toEqual(['REJECT']);
    const [reason] = await rows<{ reason: string }>(
      t.database.db,
      sql`SELECT DISTINCT reject_reason AS reason FROM targets WHERE branch_code = 'JKT'
          AND tgt_year_id = ${m.YearID} AND tgt_month_id = ${m.MonthID}`,
    );
    expect(reason?.reason).toBe('Di bawah rekomendasi.');
    // The branch uploads one of those targets again: that row awaits approval anew.
    const [one] = await rows<Record<string, string>>(
      t.database.db,
      sql`SELECT tgt_year_id::text AS "YEAR_ID", tgt_month_id::text AS "MONTH_ID", branch_code AS "KODE_CABANG",
            bisnis AS "BISNIS", lini_id AS "ITEM_SUBLINI", product_sub_line AS "SUBLINI_PRODUCT",
            outlet_channel_group AS "CHANNEL_OUTLET_GROUP", role_position_code AS "SALESPERSON_POSITION",
            teritory_geo_group AS "TERITORY_GEO_GROUP", value_tgt_ho::text AS "TARGET_REKOMENDASI_HO",
            target_id::text AS id
          FROM targets WHERE branch_code = 'JKT' AND tgt_year_id = ${m.YearID} AND tgt_month_id = ${m.MonthID}
          ORDER BY target_id LIMIT 1`,
    );
    const { id, ...sheet } = one as Record<string, string>;
    const staged = await data<{ success: unknown[] }>(
      contract.targets.uploadcab,
      { excelData: [{ ...sheet, TARGET_CABANG: '500000000', TARGET_GROSS: '555000000' }], orgID: 101 },
      branchAdmin,
    );
    expect(staged.success).toHaveLength(1);
    expect(
      (await data<{ landed: number }>(contract.targets.submitcab, { orgid: 101 }, branchAdmin)).landed,
    ).toBe(1);
    const [again] = await rows<{ status: string; reason: string | null }>(
      t.database.db,
      sql`SELECT status, reject_reason AS reason FROM targets WHERE target_id = ${Number(id)}`,
    );
    expect(again).toEqual({ status: 'NEW', reason: null });
    expect(await statusOf('JKT', 0)).toEqual(['NEW', 'REJECT']);
  });
});

describe('Delete Target Cabang', () => {
  // The branch head's menu holds Delete Target Cabang; the branch admin's does not (call-rights.test.ts).
  it('needs a reason of the list, clears the branch values with their history, and keeps the recommendation', async () => {
    const m = { ...month(0), BranchCode: 'BKS' };
    expect(
      (await t.post(contract.targets.deletecab, { ...m, SELECTED_REASON: '' }, branchHead)).json().message,
    ).toBe(messages.fillReasonFirst);
    expect(
      (await t.post(contract.targets.deletecab, { ...m, SELECTED_REASON: 'karena saja' }, branchHead)).json()
        .message,
    ).toBe(messages.targetReasonUnknown);
    expect(
      (
        await t.post(contract.targets.deletecab, { ...m, BranchCode: '', SELECTED_REASON: 1 }, branchHead)
      ).json().message,
    ).toBe(messages.selectBranchFirst);
    const before = await data<{
      DetailTarget: { BRANCH_CODE: string; SumTargetHO: number; SumTargetCabang: number }[];
    }>(contract.targets.overview, m, ho);
    expect(before.DetailTarget[0]?.SumTargetCabang).toBeGreaterThan(0);
    const done = await data<{ deleted: number }>(
      contract.targets.deletecab,
      { ...m, SELECTED_REASON: 1, USER_NAME: 'x' },
      branchHead,
    );
    expect(done.deleted).toBeGreaterThan(0);
    const after = await data<{ DetailTarget: { SumTargetHO: number; SumTargetCabang: number }[] }>(
      contract.targets.overview,
      m,
      ho,
    );
    expect(after.DetailTarget[0]?.SumTargetCabang).toBe(0);
    expect(cents(after.DetailTarget[0]?.SumTargetHO ?? 0)).toBe(
      cents(before.DetailTarget[0]?.SumTargetHO ?? -1),
    );
    const [audit] = await rows<{ after: { reason: string }; rows: number }>(
      t.database.db,
      sql`SELECT after, jsonb_array_length(before)::int AS rows FROM audit_log
          WHERE entity = 'target' AND action = 'delete-branch' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit?.after.reason).toBe('Salah input target');
    expect(audit?.rows).toBe(done.deleted);
    expect(
      (await t.post(contract.targets.deletecab, { ...m, SELECTED_REASON: 1 }, branchHead)).json().message,
    ).toBe(messages.targetNothingToDelete);
  });
});

describe('approving a month the branch has not submitted', () => {
  const periode = (m: { YearID: number; MonthID: number }) =>
    `${m.YearID}-${String(m.MonthID).padStart(2, '0')}`;
  /** The branches of the month whose targets carry a branch value. */
  const submitted = async (m: { YearID: number; MonthID: number }) =>
    (
      await rows<{ branch: string }>(
        t.database.db,
        sql`SELECT DISTINCT branch_code AS branch FROM targets WHERE tgt_year_id = ${m.YearID}
            AND tgt_month_id = ${m.MonthID} AND value_tgt_cab IS NOT NULL ORDER BY 1`,
      )
    ).map((r) => r.branch);

  it("flags each branch-month of the summaries with whether the branch's own target is in", async () => {
    const m = month(0);
    const summary = await data<{ DetailTarget: { BRANCH_CODE: string; BRANCH_SUBMITTED: boolean }[] }>(
      contract.targets.overview,
      { ...m, BranchCode: '0' },
      ho,
    );
    const flagged = summary.DetailTarget.filter((r) => r.BRANCH_SUBMITTED).map((r) => r.BRANCH_CODE);
    expect(flagged.sort()).toEqual(await submitted(m));
    // This month most branches hold head office's recommendation only.
    expect(summary.DetailTarget.find((r) => r.BRANCH_CODE === 'BDG')?.BRANCH_SUBMITTED).toBe(false);
  });

  it("refuses to approve head office's recommendation alone, naming the branch, and approves only submitted months of ALL BRANCH", async () => {
    const m = month(0);
    const bdg = await t.post(contract.targets.approve, { ...m, BranchCode: 'BDG' }, ho);
    expect(bdg.statusCode).toBe(422);
    expect(bdg.json().message).toBe(messages.targetNotSubmitted(periode(m), ['BDG']));
    expect(await statusOf('BDG', 0)).toEqual(['NEW']);

    // ALL BRANCH: the submitted branches' NEW targets are approved, the others wait.
    const [waiting] = await rows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM targets t WHERE tgt_year_id = ${m.YearID} AND tgt_month_id = ${m.MonthID}
          AND status = 'NEW' AND EXISTS (SELECT 1 FROM targets s WHERE s.tgt_year_id = t.tgt_year_id
          AND s.tgt_month_id = t.tgt_month_id AND s.branch_code = t.branch_code AND s.value_tgt_cab IS NOT NULL)`,
    );
    expect(waiting?.n).toBeGreaterThan(0);
    const all = await data<{ approved: number }>(contract.targets.approve, { ...m, BranchCode: '0' }, ho);
    expect(all.approved).toBe(waiting?.n);
    expect(await statusOf('BDG', 0)).toEqual(['NEW']);
    const again = await t.post(contract.targets.approve, { ...m, BranchCode: '0' }, ho);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toMatch(
      new RegExp(`^Cabang .*BDG.* belum submit target cabang untuk ${periode(m)}`),
    );
  });

  it('refuses the branch approval of a month whose branch values were deleted', async () => {
    const m = { ...month(0), BranchCode: 'BKS' };
    // Whatever the tests before left of Bekasi's month: open it, and clear the branch's values.
    await t.post(contract.targets.reopen, m, ho);
    await t.post(contract.targets.deletecab, { ...m, SELECTED_REASON: 1 }, branchHead);
    expect(await submitted(month(0))).not.toContain('BKS');
    const res = await t.post(contract.targets.approvecab, m, branchHead);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(messages.targetNotSubmitted(periode(m), ['BKS']));
    expect(await statusOf('BKS', 0)).not.toContain('APPROVE');
  });
});
