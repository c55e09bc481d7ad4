/**
 * Periods per branch: a write lands only where the period of the branch of each row it writes is
 * open, in that branch's own org, whoever writes it. Another branch of the org being open does
 * not count, and head office is held to the period of the branch it acts on.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { OPEN_END_DATE } from '../../common/constants';
import { contract } from '../../common/contract';
import { firstDayOfMonth } from '../../common/dates';
import { messages } from '../../common/messages';
import { rows, sql } from '../db/client';
import {
  plannedPosition,
  storedFixedCall,
  storedMasterCall,
} from '../modules/call-management/call-plan-test-fixtures';
import { branchAdmin, branchHead, ho, setUpDemoApp, t } from './demo-app';
import { freeCustomer, salesPosition } from './demo-rows';

setUpDemoApp();

/** Closes (ended yesterday) or reopens the period of a type for one branch. */
async function setPeriod(type: string, branch: string, open: boolean): Promise<void> {
  await t.database.db.execute(
    sql`UPDATE periods SET end_date = ${open ? '4001-12-31' : sql`current_date - 1`}
        WHERE type = ${type} AND branch_code = ${branch}`,
  );
}

afterEach(async () => {
  await t.database.db.execute(
    sql`UPDATE periods SET end_date = '4001-12-31' WHERE NOT (type = 'MAPPING SALESREP' AND branch_code = 'BDG')`,
  );
});

describe('validPeriod', () => {
  it('answers the branch a screen names, not any open branch of the org', async () => {
    await setPeriod('TARGET', 'BKS', false);
    const ask = async (branchCode: string | undefined, token: string) =>
      (await t.post(contract.setting.validPeriod, { typeID: 'TARGET', orgID: 101, branchCode }, token)).json()
        .data as { BRANCH_CODE: string }[];
    // The org as a whole still has JKT open: the old answer, which the screens must not rely on.
    expect((await ask(undefined, branchAdmin)).map((r) => r.BRANCH_CODE)).toEqual(['JKT']);
    expect(await ask('BKS', branchAdmin)).toEqual([]);
    expect((await ask('JKT', branchAdmin)).map((r) => r.BRANCH_CODE)).toEqual(['JKT']);
    // A branch head sees its own branch only; another is never open to it.
    expect(await ask('JKT', branchHead)).toEqual([]);
    // Head office asks about any branch of the org it names.
    expect(await ask('BKS', ho)).toEqual([]);
    expect((await ask('JKT', ho)).map((r) => r.BRANCH_CODE)).toEqual(['JKT']);
  });
});

describe('Submit Target Cabang', () => {
  const nextMonth = () => {
    const d = new Date();
    const m = new Date(d.getFullYear(), d.getMonth() + 2, 1);
    return { YEAR_ID: m.getFullYear(), MONTH_ID: m.getMonth() + 1 };
  };
  const sheetRow = (branch: string, position: string) => ({
    ...nextMonth(),
    KODE_CABANG: branch,
    BISNIS: 'FARMA',
    ITEM_SUBLINI: 'FRM-ETH',
    SUBLINI_PRODUCT: 'FRM-ETH-ANTIBIOTIK',
    CHANNEL_OUTLET_GROUP: 'GENERAL TRADE',
    SALESPERSON_POSITION: position,
    TERITORY_GEO_GROUP: 'URBAN',
    TARGET_REKOMENDASI_HO: '100.00',
    TARGET_CABANG: '120.00',
    TARGET_GROSS: '130.00',
  });

  it('fails the rows of a branch whose TARGET period is closed, and the submit stores none of them', async () => {
    const [jkt, bks] = [await salesPosition(t, 'JKT'), await salesPosition(t, 'BKS')];
    await setPeriod('TARGET', 'BKS', false);
    const staged = await t.post(
      contract.targets.uploadcab,
      { excelData: [sheetRow('JKT', jkt), sheetRow('BKS', bks)], orgID: 101 },
      branchAdmin,
    );
    expect(staged.statusCode, staged.body).toBe(200);
    const { success, failed } = staged.json().data as {
      success: { KODE_CABANG: string }[];
      failed: { KODE_CABANG: string; REASON: string }[];
    };
    expect(success.map((r) => r.KODE_CABANG)).toEqual(['JKT']);
    expect(failed).toEqual([expect.objectContaining({ KODE_CABANG: 'BKS', REASON: messages.periodClosed })]);
    const refused = await t.post(contract.targets.submitcab, { orgid: 101 }, branchAdmin);
    expect(refused.json().success).toBe(false);

    // A file of BKS alone is refused at submit too when the period closes after the check.
    await setPeriod('TARGET', 'BKS', true);
    const clean = await t.post(
      contract.targets.uploadcab,
      { excelData: [sheetRow('BKS', bks)], orgID: 101 },
      branchAdmin,
    );
    expect(clean.json().data.failed).toEqual([]);
    await setPeriod('TARGET', 'BKS', false);
    const late = await t.post(contract.targets.submitcab, { orgid: 101 }, branchAdmin);
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe(messages.periodClosed);
    const [stored] = await rows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM targets WHERE branch_code = 'BKS' AND role_position_code = ${bks}
          AND value_tgt_cab = 120`,
    );
    expect(stored?.n).toBe(0);
  });

  it("refuses Delete Target Cabang of a closed branch while the org's other branch is open", async () => {
    await setPeriod('TARGET', 'BKS', false);
    const body = { MonthID: 1, YearID: 2027, USER_ID: 'x', SELECTED_REASON: 'Salah input', USER_NAME: 'x' };
    const bks = await t.post(contract.targets.deletecab, { ...body, BranchCode: 'BKS' }, branchHead);
    expect(bks.statusCode).toBe(422);
    expect(bks.json().message).toBe(messages.periodClosed);
  });
});

describe('assignments', () => {
  it("refuses an entry for a position of a closed branch, and takes the open branch's", async () => {
    await setPeriod('NEW MAPPING SALES ASSIGNMENT', 'BKS', false);
    const row = (customerId: string, position: string) => ({
      customerId,
      customerName: 'x',
      bisnis: 'alkes',
      typeDesc: 'proyek',
      position,
      addSalesmanPosition: 'NA',
      startDate: firstDayOfMonth(),
      endDate: OPEN_END_DATE,
      userIdUpdate: 'x',
    });
    const bks = await t.post(
      contract.salesAssignment.insert,
      [row((await freeCustomer(t, 'BKS', 0)).id, await salesPosition(t, 'BKS'))],
      branchAdmin,
    );
    expect(bks.json().success).toBe(false);
    expect(bks.json().message).toContain(messages.periodClosed);
    const jkt = await t.post(
      contract.salesAssignment.insert,
      [row((await freeCustomer(t, 'JKT', 0)).id, await salesPosition(t, 'JKT'))],
      branchAdmin,
    );
    expect(jkt.json()).toMatchObject({ success: true });
  });
});

describe('sales rep mapping', () => {
  it("holds head office to the period of the rep's branch (Bandung's is closed in the demo)", async () => {
    const [rep] = await rows<{ id: string; position: string }>(
      t.database.db,
      sql`SELECT m.employee_id AS id, m.position_code AS position FROM salesrep_mappings m
          JOIN salesreps s ON s.employee_id = m.employee_id
          WHERE s.branch_code = 'BDG' AND m.end_date = ${OPEN_END_DATE} LIMIT 1`,
    );
    if (!rep) throw new Error('no BDG rep');
    const res = await t.post(
      contract.salesrepMapping.cutoff,
      { SALESREPEMPLOYEEID: rep.id, SALESREPPOSITIONCODE: rep.position, ENDDATE: '2030-12-31' },
      ho,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(messages.periodClosed);
  });
});

describe('call plans', () => {
  it.each([
    ['FIXED CALL PLAN', 'fixed_call_plans', 'validation', 'uploadfixedcall'],
    ['MASTER CALL PLAN', 'master_call_plans', 'validationmastercall', 'uploadmastercall'],
  ] as const)(
    "%s: a closed branch's rows fail the check, and a submit checked before it closed is refused",
    async (type, table, check, submit) => {
      const [jkt, bks] = [await plannedPosition(table, 'JKT'), await plannedPosition(table, 'BKS')];
      const stored = table === 'fixed_call_plans' ? storedFixedCall : storedMasterCall;
      const rowsOf = async () => [
        { ...(await stored(jkt.position)), orgID: 101, userID: 'branch.admin' },
        { ...(await stored(bks.position)), orgID: 101, userID: 'branch.admin' },
      ];
      await setPeriod(type, 'BKS', false);
      const checked = (
        await t.post(contract.callManagement[check], { excelData: await rowsOf(), orgID: 101 }, branchAdmin)
      ).json().data as {
        success: { BRANCH_CODE: string }[];
        failed: { BRANCH_CODE: string; REASON: string }[];
      };
      expect(checked.success.map((r) => r.BRANCH_CODE)).toEqual(['JKT']);
      expect(checked.failed).toEqual([
        expect.objectContaining({ BRANCH_CODE: 'BKS', REASON: messages.periodClosed }),
      ]);

      await setPeriod(type, 'BKS', true);
      const clean = (
        await t.post(contract.callManagement[check], { excelData: await rowsOf(), orgID: 101 }, branchAdmin)
      ).json().data as { success: { ROW: number }[]; failed: unknown[]; batchId: number };
      expect(clean.failed).toEqual([]);
      await setPeriod(type, 'BKS', false);
      const sent = clean.success.map((r) => ({ ...r, batchId: clean.batchId }));
      const body =
        submit === 'uploadfixedcall' ? { dtItemsSuccess: sent, orgID: 101, batchId: clean.batchId } : sent;
      const late = await t.post(contract.callManagement[submit], body, branchAdmin);
      expect(late.statusCode, late.body).toBe(422);
      // A file of two branches names the closed one.
      expect(late.json().message).toBe(messages.periodClosedFor(['BKS']));
    },
  );
});
