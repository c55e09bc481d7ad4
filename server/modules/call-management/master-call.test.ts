/**
 * API tests of the master call plan: each row REASON of /validationmastercall and the day cells
 * normalised, a PIC_TELP that lost its leading zero refused, naming it, the demo plan's template
 * sent back clean, the period and the scope, a submit of the clean rows chosen to replace the whole
 * month of the positions in the file, and of those only (audited), a second or concurrent submit
 * that adds nothing, mismatched rows refused, and the overview's filters (the overview itself is
 * tested in call-plan-overviews.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { masterCallSentOf } from '../../../common/call-plan-sent';
import { contract } from '../../../common/contract';
import type {
  FilterData,
  MasterCallChecked,
  MasterCallRow,
  MasterCallSent,
} from '../../../common/contract/call-management';
import { messages } from '../../../common/messages';
import { rows, sql } from '../../db/client';
import { masterCallPlans } from '../../db/schema';
import { branchAdmin, branchHead, ho, setUpDemoApp, t } from '../../test/demo-app';
import {
  countOf,
  customerOf,
  dataOf,
  plannedPosition,
  reasonsOf,
  storedMasterCall,
  storedPlanCount,
  thisMonth,
  whilePeriodClosed,
} from './call-plan-test-fixtures';

setUpDemoApp();

type Checked = { success: MasterCallChecked[]; failed: MasterCallChecked[]; batchId: number };

/** A template row as the upload screen sends it back. */
const sentOf = (r: MasterCallRow) => masterCallSentOf(r, { orgID: 101, userID: 'branch.admin' });

const storedRow = storedMasterCall;

const validate = (excelData: MasterCallSent[], token: string, orgID = 101) =>
  dataOf<Checked>(contract.callManagement.validationmastercall, { excelData, orgID }, token);

const storedCount = (position?: string) => storedPlanCount(masterCallPlans, position);

const noDays = { Monday: '', Tuesday: '', Wednesday: '', Thursday: '', Friday: '', Saturday: '' };

describe('validationmastercall', () => {
  it("refuses a submit with nothing staged: 'Please Upload CSV File First !'", async () => {
    // (Before any test of this file has staged a batch for the branch head.)
    const res = await t.post(contract.callManagement.uploadmastercall, [], branchHead);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(messages.uploadFileFirst);
  });

  it('answers each broken rule with its REASON, normalises the weeks, and stores nothing', async () => {
    const jkt = await plannedPosition(masterCallPlans, 'JKT');
    const bks = await plannedPosition(masterCallPlans, 'BKS');
    const bdg = await plannedPosition(masterCallPlans, 'BDG');
    const base = await storedRow(jkt.position, jkt.customers[0]);
    const other = await storedRow(jkt.position, jkt.customers[1]);
    const before = await storedCount();
    const answer = await validate(
      [
        {
          ...base,
          ...noDays,
          BranchCode: 'jkt',
          PositionCode: String(base.PositionCode).toLowerCase(),
          Periode: `0${base.Periode}`,
          Monday: ' 3, 1,1 ',
          Thursday: 2,
        },
        // Contact and notes may be left empty.
        { ...other, PicName: '', PicTelp: '', Notes: '' },
        { ...base, CustomerName: '' },
        { ...base, YearID: 1999 },
        { ...base, Periode: 13 },
        { ...base, BranchCode: 'XXX' },
        await storedRow(bdg.position),
        { ...base, PositionCode: bks.position },
        { ...base, TypeSalesman: 'COLLECTOR' },
        { ...base, CustomerIDRef: await customerOf('BKS') },
        { ...base, Monday: '1,5' },
        { ...base, Tuesday: 'ganjil' },
        { ...base, ...noDays },
        { ...base, PicName: 'A'.repeat(101) },
        { ...base, PicTelp: '0'.repeat(31) },
        { ...base, Notes: 'N'.repeat(501) },
        base,
      ],
      ho,
    );
    expect(answer.success.map((r) => r.ROW)).toEqual([2, 3]);
    expect(answer.success[0]).toMatchObject({
      BRANCH_CODE: 'JKT',
      POSITION_DESC: jkt.position,
      PERIODE: String(base.Periode),
      MONDAY: '1,3',
      TUESDAY: '',
      THURSDAY: '2',
      IS_VALID: 'Y',
      REASON: '',
    });
    expect(reasonsOf(answer)).toEqual([
      [4, messages.reasonRequired('CUSTOMER_NAME')],
      [5, messages.reasonYear],
      [6, messages.reasonCallPeriode],
      [7, messages.reasonCallUnknownBranch],
      [8, messages.reasonCallForeignBranch],
      [9, messages.reasonCallUnknownPosition],
      [10, messages.reasonCallTypeSalesman],
      [11, messages.reasonCallUnknownCustomer],
      [12, messages.reasonWeek],
      [13, messages.reasonWeek],
      [14, messages.reasonMasterCallNoDay],
      [15, messages.reasonCallTooLong('PIC_NAME', 100)],
      [16, messages.reasonCallTooLong('PIC_TELP', 30)],
      [17, messages.reasonCallTooLong('NOTES', 500)],
      [18, messages.reasonMasterCallTwice],
    ]);
    expect(await storedCount()).toBe(before);
    const refused = await t.post(contract.callManagement.uploadmastercall, answer.success, ho);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(messages.uploadHasFailedRows);
    expect(await storedCount()).toBe(before);
  });

  it("passes the demo plan: the org's template sent back is clean; scope as the fixed call's", async () => {
    const template = await dataOf<MasterCallRow[]>(
      contract.callManagement.downloadtemplatemastercall,
      { orgID: 101 },
      branchAdmin,
    );
    const { year, periode } = thisMonth();
    expect(template.length).toBeGreaterThan(10);
    expect(new Set(template.map((r) => `${r.YEAR_ID}-${r.PERIODE}`))).toEqual(
      new Set([`${year}-${periode}`]),
    );
    expect(new Set(template.map((r) => r.BRANCH_CODE))).toEqual(new Set(['BKS', 'JKT']));
    const answer = await validate(template.map(sentOf), branchAdmin);
    expect(answer.failed).toEqual([]);
    expect(answer.success).toHaveLength(template.length);

    const bdg = await storedRow((await plannedPosition(masterCallPlans, 'BDG')).position);
    const jkt = await storedRow((await plannedPosition(masterCallPlans, 'JKT')).position);
    expect(reasonsOf(await validate([bdg], branchAdmin, 102))).toEqual([
      [2, messages.reasonCallForeignBranch],
    ]);
    expect(reasonsOf(await validate([jkt], branchHead))).toEqual([[2, messages.reasonCallForeignBranch]]);
  });

  it("refuses validation and upload with 'Periode sudah ditutup.' while the period is closed", async () => {
    const row = await storedRow((await plannedPosition(masterCallPlans, 'JKT')).position);
    await whilePeriodClosed('MASTER CALL PLAN', 101, async () => {
      for (const [path, body] of [
        ['validationmastercall', { excelData: [row], orgID: 101 }],
        ['uploadmastercall', []],
      ] as const) {
        const res = await t.post(contract.callManagement[path], body, branchAdmin);
        expect(res.statusCode, path).toBe(422);
        expect(res.json().message).toBe(messages.periodClosed);
      }
    });
  });
});

describe('a PIC_TELP that lost its leading zero', () => {
  it('fails its row naming the column and the value; one starting 0, 62 or +62 is stored as sent', async () => {
    expect(messages.reasonPhoneLeadingZero('PIC_TELP', '81298765432')).toBe(
      'PIC_TELP 81298765432: nomor telepon harus diawali 0 atau 62 (format kolom sebagai Text).',
    );
    const p = await plannedPosition(masterCallPlans, 'JKT', 3);
    const [a, b, c] = await Promise.all(p.customers.slice(0, 3).map((cu) => storedRow(p.position, cu)));
    if (!a || !b || !c) throw new Error(`three customers expected of ${p.position}`);
    const clean = [
      { ...a, PicTelp: '081298765432' },
      { ...b, PicTelp: '6281298765432' },
      { ...c, PicTelp: '+6281298765432' },
    ];
    const before = await storedCount();
    const answer = await validate(
      [
        ...clean,
        // A General cell's number as the screen reads it, and as text: its leading 0 was lost.
        { ...a, PicTelp: 81298765432 },
        { ...b, PicTelp: ' 21555123 ' },
      ],
      branchAdmin,
    );
    expect(answer.success.map((r) => [r.ROW, r.PIC_TELP])).toEqual([
      [2, '081298765432'],
      [3, '6281298765432'],
      [4, '+6281298765432'],
    ]);
    expect(reasonsOf(answer)).toEqual([
      [5, messages.reasonPhoneLeadingZero('PIC_TELP', '81298765432')],
      [6, messages.reasonPhoneLeadingZero('PIC_TELP', '21555123')],
    ]);
    const refused = await t.post(contract.callManagement.uploadmastercall, answer.success, branchAdmin);
    expect(refused.json().message).toBe(messages.uploadHasFailedRows);
    expect(await storedCount()).toBe(before);

    // The file corrected: its numbers are stored as sent, the leading 0 kept.
    const corrected = await validate(clean, branchAdmin);
    expect(corrected.failed).toEqual([]);
    const saved = await t.post(
      contract.callManagement.uploadmastercall,
      corrected.success.map((r) => ({ ...r, batchId: corrected.batchId })),
      branchAdmin,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const stored = await rows<{ customer: string; telp: string }>(
      t.database.db,
      sql`SELECT customer_id_ref AS customer, pic_telp AS telp FROM master_call_plans
          WHERE position_code = ${p.position} AND customer_id_ref IN (${a.CustomerIDRef}, ${b.CustomerIDRef}, ${c.CustomerIDRef})
          ORDER BY customer_id_ref`,
    );
    expect(stored.map((r) => r.telp)).toEqual(['081298765432', '6281298765432', '+6281298765432']);
  });
});

describe('uploadmastercall', () => {
  it('replaces, when chosen, the whole month of the positions in the file only, audited, and a second submit adds nothing', async () => {
    const p1 = await plannedPosition(masterCallPlans, 'BKS', 1);
    const p2 = await plannedPosition(masterCallPlans, 'BKS', 2);
    const [n1, n2, all] = [
      await storedCount(p1.position),
      await storedCount(p2.position),
      await storedCount(),
    ];
    const row = await storedRow(p1.position, p1.customers[2]);
    const checked = await validate([{ ...row, ...noDays, Friday: '4,2', PicName: 'IBU BARU' }], branchAdmin);
    expect(checked.failed).toEqual([]);

    const wholeMonth = { batchId: checked.batchId, replaceWholeMonth: true };
    const res = await t.post(
      contract.callManagement.uploadmastercall,
      checked.success.map((r) => ({ ...r, ...wholeMonth })),
      branchAdmin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      data: { landed: 1, replaced: n1, wholeMonth: true },
      message: messages.callPlanSavedWholeMonth(1, n1, 1),
    });
    expect(await storedCount(p1.position)).toBe(1);
    expect(await storedCount(p2.position)).toBe(n2);
    expect(await storedCount()).toBe(all - n1 + 1);
    const audits = (action: string, side: 'before' | 'after') =>
      countOf(
        sql`SELECT count(*)::int AS n FROM audit_log WHERE entity = 'master-call-plan' AND action = ${action}
            AND ${sql.identifier(side)} ->> 'position_code' = ${p1.position}`,
      );
    expect(await audits('upload:replaced', 'before')).toBe(n1);
    expect(await audits('upload', 'after')).toBe(1);
    const [saved] = await rows<{ pic: string; friday: string; monday: string; by: string }>(
      t.database.db,
      sql`SELECT pic_name AS pic, friday, monday, user_id_update AS by FROM master_call_plans
          WHERE position_code = ${p1.position}`,
    );
    expect(saved).toEqual({ pic: 'IBU BARU', friday: '2,4', monday: '', by: 'branch.admin' });

    const again = await t.post(contract.callManagement.uploadmastercall, checked.success, branchAdmin);
    expect(again.json().message).toBe(messages.uploadFileFirst);
    expect(await storedCount()).toBe(all - n1 + 1);
  });

  it('lands one of two submits at once, and refuses rows that are not the checked clean rows', async () => {
    const p = await plannedPosition(masterCallPlans, 'JKT', 2);
    const all = await storedCount();
    const n = await storedCount(p.position);
    const checked = await validate(
      [await storedRow(p.position, p.customers[0]), await storedRow(p.position, p.customers[1])],
      branchAdmin,
    );
    const [one, two] = checked.success as [MasterCallChecked, MasterCallChecked];
    for (const sent of [[one], [one, { ...two, ROW: 40 }]]) {
      const res = await t.post(contract.callManagement.uploadmastercall, sent, branchAdmin);
      expect(res.json().message).toBe(messages.uploadRowsMismatch);
    }
    expect(await storedCount()).toBe(all);

    const answers = await Promise.all([
      t.post(contract.callManagement.uploadmastercall, checked.success, branchAdmin),
      t.post(contract.callManagement.uploadmastercall, checked.success, branchAdmin),
    ]);
    expect(answers.filter((a) => a.statusCode === 200).map((a) => a.json().data.landed)).toEqual([2]);
    expect(answers.find((a) => a.statusCode !== 200)?.json().message).toBe(messages.uploadFileFirst);
    // The two rows sent replaced themselves.
    expect(await storedCount(p.position)).toBe(n);
  });
});

describe('prepareFilterOverviewMasterCall', () => {
  it('answers the filters of prepareFilter (the overview is tested in call-plan-overviews.test.ts)', async () => {
    const filters = await dataOf<FilterData>(
      contract.callManagement.prepareFilterOverviewMasterCall,
      { orgID: 101 },
      branchAdmin,
    );
    expect(filters).toEqual(
      await dataOf<FilterData>(contract.callManagement.prepareFilter, { orgID: 101 }, branchAdmin),
    );
  });
});
