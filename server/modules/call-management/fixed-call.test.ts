/**
 * API tests of the fixed call plan: each row REASON of /validation, the demo plan's template sent
 * back clean, the period and the scope, a submit chosen to replace the whole month of the
 * positions in the file, and of those only (the replaced rows kept in the audit log), a second or concurrent submit that adds
 * nothing, refused submits that store nothing. The overview is tested in call-plan-overviews.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { fixedCallSentOf } from '../../../common/call-plan-sent';
import { contract } from '../../../common/contract';
import type { FixedCallChecked, FixedCallRow, FixedCallSent } from '../../../common/contract/call-management';
import { messages } from '../../../common/messages';
import { notMatching } from '../../../common/test-lists';
import { rows, sql } from '../../db/client';
import { fixedCallPlans } from '../../db/schema';
import { branchAdmin, branchHead, ho, setUpDemoApp, t } from '../../test/demo-app';
import {
  countOf,
  customerOf,
  dataOf,
  plannedPosition,
  reasonsOf,
  storedFixedCall,
  storedPlanCount,
  thisMonth,
  whilePeriodClosed,
} from './call-plan-test-fixtures';

setUpDemoApp();

type Checked = { success: FixedCallChecked[]; failed: FixedCallChecked[]; batchId: number };

/** A template row as the upload screen sends it back. */
const sentOf = (r: FixedCallRow) => fixedCallSentOf(r, { orgID: 101, userID: 'branch.admin' });

const storedRow = storedFixedCall;

const validate = (excelData: FixedCallSent[], token: string, orgID = 101) =>
  dataOf<Checked>(contract.callManagement.validation, { excelData, orgID }, token);

const storedCount = (position?: string) => storedPlanCount(fixedCallPlans, position);

describe('validation', () => {
  it("refuses a submit with nothing staged: 'Please Upload CSV File First !'", async () => {
    const res = await t.post(
      contract.callManagement.uploadfixedcall,
      { dtItemsSuccess: [], orgID: 101 },
      branchHead,
    );
    // (Before any test of this file has staged a batch for the branch head.)
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(messages.uploadFileFirst);
  });

  it('answers each broken rule with its REASON, normalises what it may, and stores nothing', async () => {
    const jkt = await plannedPosition(fixedCallPlans, 'JKT');
    const bks = await plannedPosition(fixedCallPlans, 'BKS');
    const bdg = await plannedPosition(fixedCallPlans, 'BDG');
    const base = await storedRow(jkt.position);
    const before = await storedCount();
    const answer = await validate(
      [
        // Written as a sheet may write it: lower case, padded, Excel's '2.0'.
        {
          ...base,
          BranchCode: ' jkt ',
          PositionCode: String(base.PositionCode).toLowerCase(),
          Periode: `0${base.Periode}`,
          Days: String(base.Days).toLowerCase(),
          Week: `${base.Week}.0`,
        },
        { ...base, CustomerName: '' },
        { ...base, YearID: 1999 },
        { ...base, Periode: 13 },
        { ...base, Days: 'MONDAY' },
        { ...base, Week: 5 },
        { ...base, Week: 'satu' },
        { ...base, Frequency: 0 },
        { ...base, Frequency: '1.5' },
        { ...base, BranchCode: 'XXX' },
        { ...(await storedRow(bdg.position)) },
        { ...base, PositionCode: bks.position },
        { ...base, TypeSalesman: 'COLLECTOR' },
        { ...base, CustomerIDRef: await customerOf('BKS') },
        { ...base, Days: 'MINGGU' },
        base,
      ],
      ho,
    );
    expect(answer.success.map((r) => r.ROW)).toEqual([2]);
    expect(answer.success[0]).toMatchObject({
      BRANCH_CODE: 'JKT',
      POSITION_DESC: jkt.position,
      PERIODE: String(base.Periode),
      DAYS: base.Days,
      WEEK: String(base.Week),
      IS_VALID: 'Y',
      REASON: '',
    });
    expect(reasonsOf(answer)).toEqual([
      [3, messages.reasonRequired('CUSTOMER_NAME')],
      [4, messages.reasonYear],
      [5, messages.reasonCallPeriode],
      [6, messages.reasonDayName],
      [7, messages.reasonWeek],
      [8, messages.reasonWeek],
      [9, messages.reasonCallFrequency],
      [10, messages.reasonCallFrequency],
      [11, messages.reasonCallUnknownBranch],
      // Head office uploads for org 101: Bandung is another org's.
      [12, messages.reasonCallForeignBranch],
      [13, messages.reasonCallUnknownPosition],
      [14, messages.reasonCallTypeSalesman],
      [15, messages.reasonCallUnknownCustomer],
      [16, messages.reasonCallNoWorkingDay],
      [17, messages.reasonFixedCallTwice],
    ]);
    expect(notMatching(answer.failed, (r) => r.IS_VALID === 'N')).toEqual([]);
    expect(await storedCount()).toBe(before);
    // A batch with failed rows is not submitted.
    const refused = await t.post(
      contract.callManagement.uploadfixedcall,
      { dtItemsSuccess: answer.success, orgID: 101 },
      ho,
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(messages.uploadHasFailedRows);
    expect(await storedCount()).toBe(before);
  });

  it("passes the demo plan: the org's template sent back is clean", async () => {
    const template = await dataOf<FixedCallRow[]>(
      contract.callManagement.downloadtemplatefc,
      { orgID: 101 },
      branchAdmin,
    );
    const { year, periode } = thisMonth();
    expect(template.length).toBeGreaterThan(10);
    expect(new Set(template.map((r) => `${r.YEAR_ID}-${r.PERIODE}`))).toEqual(
      new Set([`${year}-${periode}`]),
    );
    expect(new Set(template.map((r) => r.BRANCH_CODE))).toEqual(new Set(['BKS', 'JKT']));
    expect(notMatching(template, (r) => r.CUSTOMER_NAME !== '' && r.LAST_UPDATE !== '')).toEqual([]);
    const answer = await validate(template.map(sentOf), branchAdmin);
    expect(answer.failed).toEqual([]);
    expect(answer.success).toHaveLength(template.length);
    // A branch head's template is its own branch's.
    const head = await dataOf<FixedCallRow[]>(
      contract.callManagement.downloadtemplatefc,
      { orgID: 101 },
      branchHead,
    );
    expect(new Set(head.map((r) => r.BRANCH_CODE))).toEqual(new Set(['BKS']));
  });

  it("keeps branch staff to their own org's branches, and a branch head to its branch", async () => {
    const bdg = await storedRow((await plannedPosition(fixedCallPlans, 'BDG')).position);
    const jkt = await storedRow((await plannedPosition(fixedCallPlans, 'JKT')).position);
    const bks = await storedRow((await plannedPosition(fixedCallPlans, 'BKS')).position);
    // Whatever org branch staff ask for, their scope is their own org.
    const admin = await validate([bdg, jkt], branchAdmin, 102);
    expect(reasonsOf(admin)).toEqual([[2, messages.reasonCallForeignBranch]]);
    const head = await validate([jkt, bks], branchHead);
    expect(reasonsOf(head)).toEqual([[2, messages.reasonCallForeignBranch]]);
  });

  it("refuses validation and upload with 'Periode sudah ditutup.' while the period is closed", async () => {
    const row = await storedRow((await plannedPosition(fixedCallPlans, 'JKT')).position);
    await whilePeriodClosed('FIXED CALL PLAN', 101, async () => {
      for (const [path, body] of [
        ['validation', { excelData: [row], orgID: 101 }],
        ['uploadfixedcall', { dtItemsSuccess: [], orgID: 101, userID: 'branch.admin' }],
      ] as const) {
        const res = await t.post(contract.callManagement[path], body, branchAdmin);
        expect(res.statusCode, path).toBe(422);
        expect(res.json().message).toBe(messages.periodClosed);
      }
    });
  });
});

describe('uploadfixedcall', () => {
  it('replaces, when chosen, the whole month of the positions in the file only, audited, and a second submit adds nothing', async () => {
    const p1 = await plannedPosition(fixedCallPlans, 'JKT', 1);
    const p2 = await plannedPosition(fixedCallPlans, 'JKT', 2);
    const [n1, n2, all] = [
      await storedCount(p1.position),
      await storedCount(p2.position),
      await storedCount(),
    ];
    const first = await storedRow(p1.position, p1.customers[0]);
    const second = await storedRow(p1.position, p1.customers[1]);
    const checked = await validate([first, { ...second, Frequency: 3 }], branchAdmin);
    expect(checked.failed).toEqual([]);
    const audits = (action: string, side: 'before' | 'after') =>
      countOf(
        sql`SELECT count(*)::int AS n FROM audit_log WHERE entity = 'fixed-call-plan' AND action = ${action}
            AND ${sql.identifier(side)} ->> 'position_code' = ${p1.position}`,
      );

    const res = await t.post(
      contract.callManagement.uploadfixedcall,
      {
        dtItemsSuccess: checked.success,
        orgID: 101,
        userID: 'branch.admin',
        batchId: checked.batchId,
        replaceWholeMonth: true,
      },
      branchAdmin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      data: { landed: 2, replaced: n1, wholeMonth: true },
      message: messages.callPlanSavedWholeMonth(2, n1, 1),
    });
    expect(await storedCount(p1.position)).toBe(2);
    expect(await storedCount(p2.position)).toBe(n2);
    expect(await storedCount()).toBe(all - n1 + 2);
    expect(await audits('upload:replaced', 'before')).toBe(n1);
    expect(await audits('upload', 'after')).toBe(2);
    const [saved] = await rows<{ frequency: number; by: string; org: number }>(
      t.database.db,
      sql`SELECT frequency, user_id_update AS by, org_id AS org FROM fixed_call_plans
          WHERE position_code = ${p1.position} AND customer_id_ref = ${p1.customers[1]}
            AND year_id = ${thisMonth().year} AND periode = ${thisMonth().periode}`,
    );
    expect(saved).toEqual({ frequency: 3, by: 'branch.admin', org: 101 });

    const again = await t.post(
      contract.callManagement.uploadfixedcall,
      { dtItemsSuccess: checked.success, orgID: 101 },
      branchAdmin,
    );
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(messages.uploadFileFirst);
    expect(await storedCount()).toBe(all - n1 + 2);
  });

  it('lands one of two submits at once', async () => {
    const p = await plannedPosition(fixedCallPlans, 'BKS', 1);
    const all = await storedCount();
    const checked = await validate([await storedRow(p.position)], branchAdmin);
    const body = { dtItemsSuccess: checked.success, orgID: 101 };
    const answers = await Promise.all([
      t.post(contract.callManagement.uploadfixedcall, body, branchAdmin),
      t.post(contract.callManagement.uploadfixedcall, body, branchAdmin),
    ]);
    expect(answers.filter((a) => a.statusCode === 200).map((a) => a.json().data.landed)).toEqual([1]);
    expect(answers.find((a) => a.statusCode !== 200)?.json().message).toBe(messages.uploadFileFirst);
    // The row sent replaced itself.
    expect(await storedCount()).toBe(all);
  });

  it('refuses rows that are not the checked clean rows, and stores nothing', async () => {
    const p = await plannedPosition(fixedCallPlans, 'JKT', 3);
    const all = await storedCount();
    const checked = await validate(
      [await storedRow(p.position, p.customers[0]), await storedRow(p.position, p.customers[1])],
      branchAdmin,
    );
    const [one, two] = checked.success as [FixedCallChecked, FixedCallChecked];
    for (const dtItemsSuccess of [[one], [one, { ...two, ROW: 9 }], [one, two, two]]) {
      const res = await t.post(
        contract.callManagement.uploadfixedcall,
        { dtItemsSuccess, orgID: 101 },
        branchAdmin,
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(messages.uploadRowsMismatch);
    }
    expect(await storedCount()).toBe(all);
  });
});
