/**
 * API tests of the validated assignment upload: each row REASON, the two reasons that refuse the
 * whole file, a check that stores nothing, a submit that lands whole, and a second or concurrent
 * submit of the same rows that adds nothing.
 */
import { describe, expect, it } from 'vitest';
import { contract } from '../../../common/contract';
import type {
  AssignmentUploadResult,
  AssignmentUploadRow,
  AssignmentValidation,
  ValidatedRow,
} from '../../../common/contract/sales-assignment';
import { firstDayOfMonth } from '../../../common/dates';
import { messages } from '../../../common/messages';
import { notMatching } from '../../../common/test-lists';
import { rows, sql } from '../../db/client';
import { branchAdmin, branchHead, ho, setUpDemoApp, t } from '../../test/demo-app';
import { freeCustomer, salesPosition } from '../../test/demo-rows';

setUpDemoApp();

/** The first day of the current month as the template writes it, MM/DD/YYYY. */
const iso = firstDayOfMonth();
const sheetStart = `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

const sheetRow = (
  ref: string,
  position: string,
  over: Partial<AssignmentUploadRow> = {},
): AssignmentUploadRow => ({
  CUSTOMERIDREF: ref,
  CUSTOMERNAME: 'name as typed',
  BISNIS: 'ALKES',
  TYPEDESC: 'PROYEK',
  POSITIONCODE: position,
  ADDSALESMANPOSITION: '',
  STARTDATE: sheetStart,
  IS_VALID: '',
  ASSIGNMENTUSERIDUPDATE: 'ignored',
  ...over,
});

/** A checked row as the screen sends it back on Submit: the check's fields, START_DATE as written. */
const sentAgain = (r: ValidatedRow): AssignmentUploadRow => ({
  CUSTOMERIDREF: r.CUSTOMER_ID_REF,
  CUSTOMERNAME: r.CUSTOMER_NAME,
  BISNIS: r.BISNIS,
  TYPEDESC: r.TYPE_DESC,
  POSITIONCODE: r.POSITION,
  ADDSALESMANPOSITION: r.ADD_SALESMAN_POSITION,
  STARTDATE: r.START_DATE,
  IS_VALID: r.IS_VALID,
  ASSIGNMENTUSERIDUPDATE: 'branch.admin',
});

const count = async () => {
  const [found] = await rows<{ n: number }>(
    t.database.db,
    sql`SELECT count(*)::int AS n FROM sales_assignments`,
  );
  return found?.n ?? 0;
};

const validate = async (excelData: AssignmentUploadRow[], token = ho, orgID = 81) => {
  const res = await t.post(contract.salesAssignment.validation, { excelData, orgID }, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as AssignmentValidation;
};

describe('validation', () => {
  it('answers the rows that would land and each failed row with its REASON, storing nothing', async () => {
    const jkt = await salesPosition(t, 'JKT');
    const other = await salesPosition(t, 'JKT', 1);
    const good = await freeCustomer(t, 'JKT', 0);
    const bks = await freeCustomer(t, 'BKS', 0);
    const [stored] = await rows<{ ref: string; position: string; bisnis: string; type: string }>(
      t.database.db,
      sql`SELECT customer_id_ref AS ref, position_code AS position, bisnis, type_desc AS type FROM sales_assignments
          WHERE branch_code = 'JKT' AND end_date = '4001-12-31' ORDER BY assignment_map_id LIMIT 1`,
    );
    const s = stored as { ref: string; position: string; bisnis: string; type: string };
    const before = await count();
    const sheet = [
      sheetRow(good.ref, jkt, { ADDSALESMANPOSITION: other }),
      sheetRow('JKT-999999', jkt),
      sheetRow(good.ref, jkt, { BISNIS: 'NOPE' }),
      sheetRow(good.ref, jkt, { TYPEDESC: 'TENDER' }),
      sheetRow(good.ref, 'NO-SUCH-POS'),
      sheetRow(bks.ref, jkt),
      sheetRow(good.ref, jkt, { STARTDATE: '01/01/2020' }),
      sheetRow(good.ref, jkt, { TYPEDESC: 'REGULAR', ADDSALESMANPOSITION: 'NO-SUCH-POS' }),
      sheetRow(good.ref, jkt),
      sheetRow(s.ref, s.position, { BISNIS: s.bisnis, TYPEDESC: s.type }),
      sheetRow('', jkt),
    ];
    const answer = await validate(sheet);
    expect(answer.FILE_REASON).toBeNull();
    expect(answer.success.map((r) => r.ROW)).toEqual([2]);
    const [ok] = answer.success;
    expect(ok).toMatchObject({
      CUSTOMER_ID_REF: good.ref,
      IS_VALID: 'Y',
      REASON: '',
      START_DATE: sheetStart,
      PRIORITY: 1,
    });
    expect(ok?.CHANNEL).not.toBe('');
    expect(answer.failed.map((r) => [r.ROW, r.REASON])).toEqual([
      [3, messages.reasonUnknownCustomer],
      [4, messages.reasonUnknownBisnis],
      [5, messages.reasonUnknownTypeDesc],
      [6, messages.reasonUnknownPosition],
      [7, messages.reasonCustomerOtherOrg],
      [8, messages.reasonStartInClosedMonth(iso)],
      [9, messages.reasonUnknownAddSalesman],
      [10, messages.reasonAssignmentTwice],
      [11, messages.reasonAssignmentExists],
      [12, messages.reasonRequired('CUSTOMER_ID_REF')],
    ]);
    expect(notMatching(answer.failed, (r) => r.IS_VALID === 'N')).toEqual([]);
    expect(await count()).toBe(before);
  });

  it("refuses the whole file with 'Start Date tidak sesuai.' when a date is not MM/DD/YYYY", async () => {
    const jkt = await salesPosition(t, 'JKT');
    const good = await freeCustomer(t, 'JKT', 0);
    const answer = await validate([
      sheetRow(good.ref, jkt),
      sheetRow(good.ref, jkt, { STARTDATE: '31/12/2026' }),
    ]);
    expect(answer.FILE_REASON).toBe(messages.startDateMismatch);
    expect(answer.success).toEqual([]);
    expect(answer.failed.map((r) => [r.ROW, r.REASON])).toEqual([[3, messages.startDateMismatch]]);
  });

  it("refuses the whole file with 'Branch/Position tidak sesuai.' when a position is not the uploader's", async () => {
    const bdg = await salesPosition(t, 'BDG');
    const jkt = await salesPosition(t, 'JKT');
    const bdgCustomer = await freeCustomer(t, 'BDG', 0);
    const jktCustomer = await freeCustomer(t, 'JKT', 0);
    const sheet = [sheetRow(jktCustomer.ref, jkt), sheetRow(bdgCustomer.ref, bdg)];
    const answer = await validate(sheet, branchAdmin, 101);
    expect(answer.FILE_REASON).toBe(messages.branchPositionMismatch);
    expect(answer.failed.map((r) => r.ROW)).toEqual([3]);
    // Head office uploading for org 101 is held to it too; for every org it is not.
    expect((await validate(sheet, ho, 101)).FILE_REASON).toBe(messages.branchPositionMismatch);
    expect((await validate(sheet, ho, 81)).FILE_REASON).toBeNull();
    // A branch head: another branch of the same org is foreign.
    expect((await validate([sheetRow(jktCustomer.ref, jkt)], branchHead, 101)).FILE_REASON).toBe(
      messages.branchPositionMismatch,
    );
  });

  it('reads a row of unstorable text as a failed row, not a failed call', async () => {
    const jkt = await salesPosition(t, 'JKT');
    const answer = await validate([sheetRow('JKT-\u0000001', jkt)]);
    expect(answer.failed).toHaveLength(1);
    expect(answer.failed[0]?.REASON).toBe(messages.reasonUnstorableText('CUSTOMER_ID_REF'));
  });

  it('fails only the row of a NUL or lone surrogate in any column, on the check and on the upload', async () => {
    const jkt = await salesPosition(t, 'JKT');
    const good = await freeCustomer(t, 'JKT', 0);
    const columns = Object.keys(sheetRow(good.ref, jkt)) as (keyof AssignmentUploadRow)[];
    for (const column of columns) {
      for (const bad of ['\u0000', '\ud800']) {
        // IS_VALID holds one character: the bad one alone.
        const broken = sheetRow(good.ref, jkt, { [column]: column === 'IS_VALID' ? bad : `JKT${bad}1` });
        for (const path of ['validation', 'upload'] as const) {
          const res = await t.post(
            contract.salesAssignment[path],
            { excelData: [broken], orgID: 101 },
            branchAdmin,
          );
          expect(res.statusCode, `${path} ${column} ${res.body.slice(0, 200)}`).toBe(200);
          const data = res.json().data as { failed: { REASON: string }[]; FILE_REASON?: string };
          // Columns the screen sends but the server does not read (IS_VALID, the user) only answer.
          if (column === 'IS_VALID' || column === 'ASSIGNMENTUSERIDUPDATE') continue;
          // A start date that is no date refuses the file by the spec's rule, naming the row.
          const reason = column === 'STARTDATE' ? messages.startDateMismatch : /tidak dapat disimpan/;
          expect(data.failed[0]?.REASON, `${path} ${column}`).toMatch(reason);
        }
      }
    }
  });
});

describe('upload', () => {
  it('stores the good rows in one go, and a second submit of the same rows adds nothing', async () => {
    const jkt = await salesPosition(t, 'JKT');
    const customers = await Promise.all([0, 1, 2].map((n) => freeCustomer(t, 'JKT', n)));
    const sheet = customers.map((c) => sheetRow(c.ref, jkt));
    const before = await count();
    const res = await t.post(contract.salesAssignment.upload, { excelData: sheet, orgID: 101 }, branchAdmin);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as AssignmentUploadResult;
    expect(data.success).toEqual([{ RESULT: messages.assignmentsUploaded(3), COUNT: 3 }]);
    expect(data.failed).toEqual([]);
    expect(await count()).toBe(before + 3);
    const landed = await rows<{ end_date: string; user_id_update: string }>(
      t.database.db,
      sql`SELECT end_date::text, user_id_update FROM sales_assignments
          WHERE customer_id_ref IN (${customers[0]?.ref}, ${customers[1]?.ref}, ${customers[2]?.ref})`,
    );
    expect(
      notMatching(landed, (r) => r.end_date === '4001-12-31' && r.user_id_update === 'branch.admin'),
    ).toEqual([]);

    const again = (
      await t.post(contract.salesAssignment.upload, { excelData: sheet, orgID: 101 }, branchAdmin)
    ).json().data as AssignmentUploadResult;
    expect(again.success[0]?.COUNT).toBe(0);
    expect(again.failed.map((r) => r.REASON)).toEqual(Array(3).fill(messages.reasonAssignmentExists));
    expect(await count()).toBe(before + 3);
  });

  it('submits the rows its check kept, checking again only what changed since', async () => {
    const jkt = await salesPosition(t, 'JKT');
    const customers = await Promise.all([0, 1, 2].map((n) => freeCustomer(t, 'JKT', n)));
    const sheet = [...customers.map((c) => sheetRow(c.ref, jkt)), sheetRow('JKT-999999', jkt)];
    const checked = await validate(sheet, branchAdmin, 101);
    expect(checked.success.map((r) => r.ROW)).toEqual([2, 3, 4]);
    // Head office maps the second customer meanwhile: the kept rows are checked again at submit.
    const meanwhile = (
      await t.post(contract.salesAssignment.upload, { excelData: [sheet[1]], orgID: 81 }, ho)
    ).json().data as AssignmentUploadResult;
    expect(meanwhile.success[0]?.COUNT).toBe(1);
    const before = await count();
    const res = await t.post(
      contract.salesAssignment.upload,
      { excelData: checked.success.map(sentAgain), orgID: 101 },
      branchAdmin,
    );
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as AssignmentUploadResult;
    expect(data.success[0]?.COUNT).toBe(2);
    // ROW numbers the rows sent, as before: the second row sent is row 3.
    expect(data.failed.map((r) => [r.ROW, r.CUSTOMER_ID_REF, r.REASON])).toEqual([
      [3, customers[1]?.ref, messages.reasonAssignmentExists],
    ]);
    expect(await count()).toBe(before + 2);
    // Submitted: the same rows again are checked anew, and are all mapped now.
    const again = (
      await t.post(
        contract.salesAssignment.upload,
        { excelData: checked.success.map(sentAgain), orgID: 101 },
        branchAdmin,
      )
    ).json().data as AssignmentUploadResult;
    expect(again.success[0]?.COUNT).toBe(0);
    expect(await count()).toBe(before + 2);
  });

  it('lands two submits at once of the rows one check kept once', async () => {
    const jkt = await salesPosition(t, 'JKT');
    const customers = await Promise.all([0, 1].map((n) => freeCustomer(t, 'JKT', n)));
    const checked = await validate(
      customers.map((c) => sheetRow(c.ref, jkt)),
      branchAdmin,
      101,
    );
    const before = await count();
    const sent = { excelData: checked.success.map(sentAgain), orgID: 101 };
    const answers = await Promise.all([
      t.post(contract.salesAssignment.upload, sent, branchAdmin),
      t.post(contract.salesAssignment.upload, sent, branchAdmin),
    ]);
    const landed = answers.map((r) =>
      r.statusCode === 200 ? (r.json().data as AssignmentUploadResult).success[0]?.COUNT : r.json().message,
    );
    expect(landed).toContain(2);
    expect(landed.filter((n) => n === 2)).toHaveLength(1);
    expect(await count()).toBe(before + 2);
  });

  it('lands concurrent submits of the same rows once', async () => {
    const jkt = await salesPosition(t, 'JKT');
    const customers = await Promise.all([0, 1].map((n) => freeCustomer(t, 'JKT', n)));
    const sheet = customers.map((c) => sheetRow(c.ref, jkt));
    const before = await count();
    const answers = await Promise.all([
      t.post(contract.salesAssignment.upload, { excelData: sheet, orgID: 81 }, ho),
      t.post(contract.salesAssignment.upload, { excelData: sheet, orgID: 101 }, branchAdmin),
    ]);
    const landed = answers.map((r) => (r.json().data as AssignmentUploadResult).success[0]?.COUNT);
    expect(landed.sort()).toEqual([0, 2]);
    expect(await count()).toBe(before + 2);
  });

  it("lets a branch head upload rows of its own branch, and refuses a file naming another's", async () => {
    const bks = await salesPosition(t, 'BKS');
    const customers = await Promise.all([0, 1].map((n) => freeCustomer(t, 'BKS', n)));
    const sheet = customers.map((c) => sheetRow(c.ref, bks));
    const before = await count();
    const res = await t.post(contract.salesAssignment.upload, { excelData: sheet, orgID: 101 }, branchHead);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as AssignmentUploadResult;
    expect(data.success).toEqual([{ RESULT: messages.assignmentsUploaded(2), COUNT: 2 }]);
    expect(data.failed).toEqual([]);
    expect(await count()).toBe(before + 2);

    const jkt = await salesPosition(t, 'JKT');
    const jktCustomer = await freeCustomer(t, 'JKT', 0);
    const bksCustomer = await freeCustomer(t, 'BKS', 0);
    const mixed = [sheetRow(bksCustomer.ref, bks), sheetRow(jktCustomer.ref, jkt)];
    const refused = (
      await t.post(contract.salesAssignment.upload, { excelData: mixed, orgID: 101 }, branchHead)
    ).json().data;
    expect(refused.FILE_REASON).toBe(messages.branchPositionMismatch);
    expect(refused.failed.map((r: { ROW: number }) => r.ROW)).toEqual([3]);
    expect(await count()).toBe(before + 2);
  });

  it('stores nothing from a refused file and refuses an empty submit', async () => {
    const bdg = await salesPosition(t, 'BDG');
    const customer = await freeCustomer(t, 'BDG', 0);
    const before = await count();
    const res = await t.post(
      contract.salesAssignment.upload,
      { excelData: [sheetRow(customer.ref, bdg)], orgID: 101 },
      branchAdmin,
    );
    expect(res.json().data.FILE_REASON).toBe(messages.branchPositionMismatch);
    expect(await count()).toBe(before);
    expect(
      (await t.post(contract.salesAssignment.upload, { excelData: [], orgID: 101 }, branchAdmin)).json()
        .message,
    ).toBe(messages.uploadFileFirst);
  });
});
