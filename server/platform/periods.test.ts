/**
 * Periods follow the caller's scope like every other answer: a branch head (KEPALA CABANG) sees,
 * and writes under, the periods of its own branch only. PGlite, and PostgreSQL when DATABASE_URL
 * is set.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../common/contract';
import { messages } from '../../common/messages';
import { startTestApp, type TestApp } from '../test/harness';
import { assertPeriodOpen, periodScope } from './periods';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function validPeriod(user: string, orgID: number) {
  const token = await t.login(user);
  const res = await t.post(contract.setting.validPeriod, { typeID: 'TARGET', orgID }, token);
  expect(res.statusCode).toBe(200);
  return (res.json().data as { ORG_ID: number; BRANCH_CODE: string }[]).map(
    (r) => `${r.ORG_ID}/${r.BRANCH_CODE}`,
  );
}

describe('validPeriod', () => {
  it("answers a branch head its own branch's periods only, whatever org it asks for", async () => {
    expect(await validPeriod('branch.head', 101)).toEqual(['101/BKS']);
    expect(await validPeriod('branch.head', 102)).toEqual(['101/BKS']);
  });

  it('answers other branch staff every branch of their org, and head office the org it asks for', async () => {
    expect(await validPeriod('branch.admin', 101)).toEqual(['101/BKS', '101/JKT']);
    expect(await validPeriod('ho.admin', 101)).toEqual(['101/BKS', '101/JKT']);
  });
});

describe('the period check of a guarded write', () => {
  it("needs a branch head's own branch open, not another branch of the org", async () => {
    const db = t.database.db;
    const head = periodScope({ kind: 'branch', orgId: 101, branchCode: 'BKS' }, 101);
    const admin = periodScope({ kind: 'org', orgId: 101 }, 101);
    await db.execute(
      sql`UPDATE periods SET end_date = current_date - 1 WHERE type = 'TARGET' AND branch_code = 'BKS'`,
    );
    try {
      await expect(assertPeriodOpen(db, 'TARGET', head)).rejects.toThrow(messages.periodClosed);
      // JKT's period is still open: the org's staff may write.
      await expect(assertPeriodOpen(db, 'TARGET', admin)).resolves.toBeUndefined();
      expect(await validPeriod('branch.head', 101)).toEqual([]);
    } finally {
      await db.execute(
        sql`UPDATE periods SET end_date = '4001-12-31' WHERE type = 'TARGET' AND branch_code = 'BKS'`,
      );
    }
  });
});
