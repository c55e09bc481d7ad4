/**
 * API tests of Setting Period (spec part 2 sections 2-5, 7, 9): setupPeriodeInput lists the
 * period rows, addPeriod replaces or adds one row per module and branch (head office only), and
 * validPeriod and the period check of guarded writes answer from the rows written. PGlite, and
 * PostgreSQL when DATABASE_URL is set.
 */
import { describe, expect, it } from 'vitest';
import type { PeriodType } from '../../../common/constants';
import { contract } from '../../../common/contract';
import type { AddPeriodInput, PeriodSetupRow } from '../../../common/contract/setting';
import { endOfLastMonth, toIsoDate } from '../../../common/dates';
import { messages } from '../../../common/messages';
import { notMatching } from '../../../common/test-lists';
import { rows, sql } from '../../db/client';
import { assertPeriodOpen, periodScope } from '../../platform/periods';
import { branchAdmin, ho, setUpDemoApp, t } from '../../test/demo-app';

setUpDemoApp();

/** The date n days from today; a period from yesterday to tomorrow is open whatever the database's time zone. */
const daysFromToday = (n: number) => toIsoDate(new Date(Date.now() + n * 86_400_000));

const setup = async (typeModul: PeriodType | '' | undefined, token = ho) => {
  const res = await t.post(
    contract.setting.setupPeriodeInput,
    typeModul === undefined ? {} : { typeModul },
    token,
  );
  expect(res.statusCode).toBe(200);
  return res.json().data as PeriodSetupRow[];
};

const add = (body: Partial<AddPeriodInput>, token = ho) =>
  t.post(
    contract.setting.addPeriod,
    { periodStart: '2026-01-01', periodEnd: '2026-12-31', quartalName: '', branch: '', ...body },
    token,
  );

const validPeriod = async (typeID: PeriodType, orgID: number, token = ho) => {
  const res = await t.post(contract.setting.validPeriod, { typeID, orgID }, token);
  expect(res.statusCode).toBe(200);
  return (res.json().data as { BRANCH_CODE: string }[]).map((r) => r.BRANCH_CODE);
};

/** The stored rows of one module and branch, dates as text on both drivers. */
const stored = (type: string, branchCode: string) =>
  rows<{ period_id: number; org_id: number; start_date: string; end_date: string; quartal: string | null }>(
    t.database.db,
    sql`SELECT period_id::int, org_id::int, start_date::text, end_date::text, quartal
        FROM periods WHERE type = ${type} AND branch_code = ${branchCode} ORDER BY period_id`,
  );

const audits = (periodId: number) =>
  rows<{ action: string; user_id: string; before: unknown; after: Record<string, unknown> }>(
    t.database.db,
    sql`SELECT action, user_id, before, after FROM audit_log
        WHERE entity = 'period' AND entity_id = ${String(periodId)} ORDER BY id`,
  );

describe('setupPeriodeInput', () => {
  it('lists the period rows of every module for nothing or an empty module, with the spec fields', async () => {
    const all = await setup(undefined);
    expect(await setup('')).toEqual(all);
    // The demo opens each of the seven modules for each of its sixteen branches.
    expect(all).toHaveLength(7 * 16);
    expect(all.find((r) => r.TYPE === 'TARGET' && r.BRANCH_CODE === 'BDG')).toEqual({
      PERIOD_ID: expect.any(Number),
      TYPE: 'TARGET',
      ORG_ID: 102,
      BRANCH_CODE: 'BDG',
      BRANCH_DESC: 'BANDUNG',
      START_DATE: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      END_DATE: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      QUARTAL: null,
    });
  });

  it('lists one module only when one is asked for', async () => {
    const incentive = await setup('INCENTIVE');
    expect(incentive).toHaveLength(16);
    expect(notMatching(incentive, (r) => r.TYPE === 'INCENTIVE')).toEqual([]);
  });

  it("shows the demo's closed period: Bandung's MAPPING SALESREP ended last month", async () => {
    const bdg = (await setup('MAPPING SALESREP')).find((r) => r.BRANCH_CODE === 'BDG');
    expect(bdg?.END_DATE).toBe(endOfLastMonth());
    expect(await validPeriod('MAPPING SALESREP', 102)).toEqual([]);
    expect(await validPeriod('TARGET', 102)).toEqual(['BDG']);
  });
});

describe('addPeriod', () => {
  it('replaces the row of a module and branch: same row, new dates and quartal, audited', async () => {
    const [before] = await stored('INCENTIVE', 'SMG');
    const res = await add({
      modulName: 'INCENTIVE',
      branch: 'SMG',
      periodStart: '2026-04-01',
      periodEnd: '2026-06-30',
      quartalName: '2',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: messages.dataSaved });
    expect(res.json().data).toEqual([
      {
        PERIOD_ID: before?.period_id,
        TYPE: 'INCENTIVE',
        ORG_ID: 103,
        BRANCH_CODE: 'SMG',
        START_DATE: '2026-04-01',
        END_DATE: '2026-06-30',
        QUARTAL: '2',
      },
    ]);
    expect(await stored('INCENTIVE', 'SMG')).toEqual([
      {
        period_id: before?.period_id,
        org_id: 103,
        start_date: '2026-04-01',
        end_date: '2026-06-30',
        quartal: '2',
      },
    ]);
    const log = await audits(before?.period_id as number);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      action: 'update',
      user_id: 'ho.admin',
      before: { END_DATE: before?.end_date, QUARTAL: null },
      after: { END_DATE: '2026-06-30', QUARTAL: '2' },
    });
  });

  it('adds a row for a branch that has none and replaces the others, one row per module and branch', async () => {
    await t.database.db.execute(
      sql`DELETE FROM periods WHERE type = 'FIXED CALL PLAN' AND branch_code = 'MDN'`,
    );
    const res = await add({ modulName: 'FIXED CALL PLAN', branch: 'MDN, JKT,MDN', quartalName: '3' });
    expect(res.statusCode).toBe(200);
    const saved = res.json().data as { BRANCH_CODE: string; ORG_ID: number }[];
    expect(saved.map((r) => `${r.ORG_ID}/${r.BRANCH_CODE}`).sort()).toEqual(['101/JKT', '106/MDN']);
    for (const branch of ['MDN', 'JKT']) {
      expect(await stored('FIXED CALL PLAN', branch)).toEqual([
        expect.objectContaining({ start_date: '2026-01-01', end_date: '2026-12-31', quartal: '3' }),
      ]);
    }
    const [mdn] = await stored('FIXED CALL PLAN', 'MDN');
    expect(await audits(mdn?.period_id as number)).toEqual([
      expect.objectContaining({
        action: 'insert',
        before: null,
        after: expect.objectContaining({ BRANCH_CODE: 'MDN' }),
      }),
    ]);
    const listed = await setup('FIXED CALL PLAN');
    expect(listed.filter((r) => r.BRANCH_CODE === 'MDN')).toHaveLength(1);
  });

  it('adds one row only when two saves of the same module and branch meet', async () => {
    await t.database.db.execute(
      sql`DELETE FROM periods WHERE type = 'MASTER CALL PLAN' AND branch_code = 'PLM'`,
    );
    const both = await Promise.all([
      add({ modulName: 'MASTER CALL PLAN', branch: 'PLM', quartalName: '1' }),
      add({ modulName: 'MASTER CALL PLAN', branch: 'PLM', quartalName: '4' }),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await stored('MASTER CALL PLAN', 'PLM')).toHaveLength(1);
  });

  it('refuses an end before the start, and writes nothing', async () => {
    const [before] = await stored('TARGET', 'MLG');
    const res = await add({
      modulName: 'TARGET',
      branch: 'MLG',
      periodStart: '2026-05-02',
      periodEnd: '2026-05-01',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, message: messages.endBeforeStart });
    expect(await stored('TARGET', 'MLG')).toEqual([before]);
  });

  it('refuses a missing module with the spec message, and unknown or no branches', async () => {
    const noModule = await add({ branch: 'MLG' });
    expect(noModule.statusCode).toBe(400);
    expect(noModule.json().message).toBe(messages.fillModuleFirst);
    const emptyModule = await t.post(contract.setting.addPeriod, { modulName: '', branch: 'MLG' }, ho);
    expect(emptyModule.json().message).toBe(messages.fillModuleFirst);

    const noBranch = await add({ modulName: 'TARGET', branch: ' , ' });
    expect(noBranch.statusCode).toBe(400);
    expect(noBranch.json().message).toBe(messages.fillBranchFirst);

    // One unknown code refuses the whole save: MLG keeps its row as it was.
    const [before] = await stored('TARGET', 'MLG');
    const unknown = await add({ modulName: 'TARGET', branch: 'MLG,XYZ', periodEnd: '2026-02-01' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe(messages.unknownBranch('XYZ'));
    expect(await stored('TARGET', 'MLG')).toEqual([before]);
  });

  it('is head office only: refused to branch staff, even with the screen in their menu', async () => {
    const body = { modulName: 'TARGET' as const, branch: 'JKT' };
    const withoutMenu = await add(body, branchAdmin);
    expect(withoutMenu.statusCode).toBe(403);
    expect(withoutMenu.json().message).toBe(messages.forbidden);

    // Give branch staff the Setting Period screen: they may list their own org's rows, not write.
    await t.database.db.execute(sql`INSERT INTO menu_grants (profile, menu_list_id) VALUES ('BRANCH', 101)`);
    try {
      const token = await t.login('branch.admin');
      const [before] = await stored('TARGET', 'JKT');
      const refused = await add(body, token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(messages.forbidden);
      expect(await stored('TARGET', 'JKT')).toEqual([before]);
      const own = await setup('TARGET', token);
      expect(own.map((r) => r.BRANCH_CODE).sort()).toEqual(['BKS', 'JKT']);
    } finally {
      await t.database.db.execute(
        sql`DELETE FROM menu_grants WHERE profile = 'BRANCH' AND menu_list_id = 101`,
      );
    }
  });
});

describe('validPeriod and guarded writes answer from the rows addPeriod writes', () => {
  it('closes a branch with an end date in the past and opens it again around today', async () => {
    expect(await validPeriod('NEW MAPPING SALES ASSIGNMENT', 101)).toEqual(['BKS', 'JKT']);
    const closed = await add({
      modulName: 'NEW MAPPING SALES ASSIGNMENT',
      branch: 'BKS',
      periodStart: '2025-01-01',
      periodEnd: endOfLastMonth(),
    });
    expect(closed.statusCode).toBe(200);
    expect(await validPeriod('NEW MAPPING SALES ASSIGNMENT', 101)).toEqual(['JKT']);
    // The branch head of BKS now hears 'Periode sudah ditutup.' on a guarded write; JKT's staff do not.
    const db = t.database.db;
    const head = periodScope({ kind: 'branch', orgId: 101, branchCode: 'BKS' }, 101);
    await expect(assertPeriodOpen(db, 'NEW MAPPING SALES ASSIGNMENT', head)).rejects.toThrow(
      messages.periodClosed,
    );
    await expect(
      assertPeriodOpen(db, 'NEW MAPPING SALES ASSIGNMENT', periodScope({ kind: 'org', orgId: 101 }, 101)),
    ).resolves.toBeUndefined();

    const reopened = await add({
      modulName: 'NEW MAPPING SALES ASSIGNMENT',
      branch: 'BKS',
      periodStart: daysFromToday(-1),
      periodEnd: daysFromToday(1),
    });
    expect(reopened.statusCode).toBe(200);
    expect(await validPeriod('NEW MAPPING SALES ASSIGNMENT', 101)).toEqual(['BKS', 'JKT']);
    await expect(assertPeriodOpen(db, 'NEW MAPPING SALES ASSIGNMENT', head)).resolves.toBeUndefined();
  });
});
