/** The demo targets: four months of every sales branch in every state the target screens show. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notMatching } from '../../../common/test-lists';
import { startTestApp, type TestApp } from '../../test/harness';
import { rows, sql } from '../client';
import { REJECTED_BRANCH, SUBMITTED_THIS_MONTH } from './targets-data';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface BranchMonth {
  branch: string;
  back: number;
  statuses: string[];
  rows: number;
  with_cab: number;
  reasons: number;
}

describe('demo targets', () => {
  it('holds the last three months and this one of every sales branch, in every state', async () => {
    const months = await rows<BranchMonth>(
      t.database.db,
      sql`SELECT branch_code AS branch,
            ((extract(year FROM current_date)::int * 12 + extract(month FROM current_date)::int)
              - (tgt_year_id * 12 + tgt_month_id))::int AS back,
            array_agg(DISTINCT status ORDER BY status) AS statuses, count(*)::int AS rows,
            count(value_tgt_cab)::int AS with_cab, count(reject_reason)::int AS reasons
          FROM targets GROUP BY branch_code, tgt_year_id, tgt_month_id ORDER BY 1, 2`,
    );
    const branches = new Set(months.map((m) => m.branch));
    expect(branches.size).toBe(15);
    for (const branch of branches) {
      expect(months.filter((m) => m.branch === branch).map((m) => m.back)).toEqual([0, 1, 2, 3]);
    }
    // One status per branch-month: a branch-month is approved, rejected or awaiting as a whole.
    expect(notMatching(months, (m) => m.statuses.length === 1 && m.rows >= 3)).toEqual([]);
    const at = (back: number) => months.filter((m) => m.back === back);
    expect(
      at(3)
        .concat(at(2))
        .every((m) => m.statuses[0] === 'APPROVE' && m.with_cab === m.rows),
    ).toBe(true);
    expect(
      at(1)
        .filter((m) => m.statuses[0] === 'REJECT')
        .map((m) => m.branch),
    ).toEqual([REJECTED_BRANCH]);
    expect(at(1).find((m) => m.branch === REJECTED_BRANCH)?.reasons).toBeGreaterThan(0);
    expect(at(1).some((m) => m.statuses[0] === 'NEW')).toBe(true);
    expect(at(1).some((m) => m.statuses[0] === 'APPROVE')).toBe(true);
    // This month: head office's recommendation everywhere; branch targets from Jakarta and Bekasi only.
    expect(notMatching(at(0), (m) => m.statuses[0] === 'NEW')).toEqual([]);
    expect(
      at(0)
        .filter((m) => m.with_cab > 0)
        .map((m) => m.branch)
        .sort(),
    ).toEqual([...SUBMITTED_THIS_MONTH].sort());
    const [reasons] = await rows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM target_delete_reasons`,
    );
    expect(reasons?.n).toBeGreaterThanOrEqual(3);
  });
});
