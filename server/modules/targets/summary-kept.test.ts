/**
 * API tests of Summary Target kept per data version (summary.ts, monthSummary): asked again right
 * after a change of a target or of a branch's name, the summary shows the change; each month and
 * branch asked has its own.
 */
import { describe, expect, it } from 'vitest';
import { contract } from '../../../common/contract';
import type { TargetSummaryRow } from '../../../common/contract/targets';
import { notMatching } from '../../../common/test-lists';
import { rows, sql } from '../../db/client';
import { ho, setUpDemoApp, t } from '../../test/demo-app';

setUpDemoApp();

const db = () => t.database.db;

function month(back: number) {
  const d = new Date();
  const m = new Date(d.getFullYear(), d.getMonth() - back, 1);
  return { YearID: m.getFullYear(), MonthID: m.getMonth() + 1 };
}

interface Summary {
  DetailTarget: TargetSummaryRow[];
  SUMTarget: { SumTargetHO: number };
  NOT_SUBMITTED: { BRANCH_CODE: string }[];
}

async function summary(body: Record<string, unknown>): Promise<Summary> {
  const res = await t.post(contract.targets.overview, body, ho);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.json().data as Summary;
}

const cents = (n: number) => Math.round(n * 100);

describe('Summary Target, kept per data version', () => {
  it('shows a changed target and a renamed branch in the next answer', async () => {
    const m = { ...month(0), BranchCode: '0' };
    const before = await summary(m);
    const bks = before.DetailTarget.find((r) => r.BRANCH_CODE === 'BKS') as TargetSummaryRow;
    expect(bks).toBeDefined();
    expect(await summary(m)).toEqual(before);

    await db().execute(
      sql`UPDATE targets SET value_tgt_ho = value_tgt_ho + 1000 WHERE target_id = (
            SELECT min(target_id) FROM targets WHERE branch_code = 'BKS'
              AND tgt_year_id = ${m.YearID} AND tgt_month_id = ${m.MonthID})`,
    );
    const changed = await summary(m);
    const bksAfter = changed.DetailTarget.find((r) => r.BRANCH_CODE === 'BKS') as TargetSummaryRow;
    expect(cents(bksAfter.SumTargetHO)).toBe(cents(bks.SumTargetHO + 1000));
    expect(cents(changed.SUMTarget.SumTargetHO)).toBe(cents(before.SUMTarget.SumTargetHO + 1000));

    const [name] = await rows<{ desc: string }>(
      db(),
      sql`SELECT branch_desc AS desc FROM branches WHERE branch_code = 'BKS'`,
    );
    try {
      await db().execute(sql`UPDATE branches SET branch_desc = 'Bekasi Baru' WHERE branch_code = 'BKS'`);
      const renamed = await summary(m);
      expect(renamed.DetailTarget.find((r) => r.BRANCH_CODE === 'BKS')?.BRANCH_DESC).toBe('Bekasi Baru');
    } finally {
      await db().execute(sql`UPDATE branches SET branch_desc = ${name?.desc} WHERE branch_code = 'BKS'`);
    }
  });

  it('answers each month and each branch asked with its own summary', async () => {
    const now = { ...month(0), BranchCode: '0' };
    const before = { ...month(1), BranchCode: '0' };
    const all = await summary(now);
    const bks = await summary({ ...now, BranchCode: 'BKS' });
    const last = await summary(before);
    expect(bks.DetailTarget.map((r) => r.BRANCH_CODE)).toEqual(['BKS']);
    expect(all.DetailTarget.length).toBeGreaterThan(1);
    expect(notMatching(last.DetailTarget, (r) => r.TGT_MONTH_ID === before.MonthID)).toEqual([]);
    expect(notMatching(all.DetailTarget, (r) => r.TGT_MONTH_ID === now.MonthID)).toEqual([]);
  });
});
