/**
 * API tests of the sales assignments: the lookups, the overview per scope with paging, search,
 * sort and export, one assignment, row entry, edit with history, and every refusal (scope, period,
 * row rules).
 */
import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { OPEN_END_DATE } from '../../../common/constants';
import { contract } from '../../../common/contract';
import type {
  AssignmentRow,
  CustomerOption,
  PositionOption,
} from '../../../common/contract/sales-assignment';
import { dayBefore, firstDayOfMonth } from '../../../common/dates';
import { messages } from '../../../common/messages';
import { notMatching } from '../../../common/test-lists';
import { rows, sql } from '../../db/client';
import { branchAdmin, branchHead, ho, setUpDemoApp, t } from '../../test/demo-app';
import { freeCustomer, salesPosition } from '../../test/demo-rows';

setUpDemoApp();

const BASE = '/api/mapping-sales-assignment';
const get = (path: string, token: string) => t.call('GET', `${BASE}/${path}`, undefined, token);

interface Page {
  rows: AssignmentRow[];
  total: number | null;
  startCursor: string | null;
  endCursor: string | null;
}

const page = async (body: Record<string, unknown>, token: string): Promise<Page> => {
  const res = await t.post(contract.salesAssignment.select, { positionCode: 0, orgID: 81, ...body }, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Page;
};

const count = async (where: ReturnType<typeof sql>) => {
  const [found] = await rows<{ n: number }>(
    t.database.db,
    sql`SELECT count(*)::int AS n FROM sales_assignments ${where}`,
  );
  return found?.n ?? 0;
};

const thisMonth = firstDayOfMonth();

describe('lookups', () => {
  it('lists business lines and type descriptions, with who serves a customer today', async () => {
    const bisnis = (await get('listBisnis', ho)).json().data as { BISNIS: string }[];
    expect(bisnis.map((b) => b.BISNIS)).toEqual(['ALKES', 'CONSUMER', 'FARMA']);
    const all = (await get('listTypeDesc', ho)).json().data as { BISNIS: string; TYPE_DESC: string }[];
    expect(all).toHaveLength(7);

    const [served] = await rows<{ customer_id: string; position_code: string }>(
      t.database.db,
      sql`SELECT customer_id, position_code FROM sales_assignments
          WHERE bisnis = 'FARMA' AND type_desc = 'REGULAR' AND current_date BETWEEN start_date AND end_date
          ORDER BY assignment_map_id LIMIT 1`,
    );
    const types = (
      await t.post(
        contract.salesAssignment.listTypeDesc,
        { BusinessGroup: 'FARMA', customer_id: served?.customer_id },
        ho,
      )
    ).json().data as { TYPE_DESC: string; CURRENT_POSITIONS: string }[];
    expect(types.map((x) => x.TYPE_DESC)).toEqual(['KEY ACCOUNT', 'REGULAR', 'TENDER']);
    expect(types.find((x) => x.TYPE_DESC === 'REGULAR')?.CURRENT_POSITIONS).toContain(served?.position_code);
  });

  it('offers the sales positions open today in the caller scope, with their rep', async () => {
    const res = await t.post(contract.salesAssignment.listPosition, { orgID: 81 }, branchHead);
    expect(res.statusCode, res.body).toBe(200);
    const mine = res.json().data as PositionOption[];
    expect(mine.length).toBeGreaterThan(3);
    expect(new Set(mine.map((p) => p.BRANCH_CODE))).toEqual(new Set(['BKS']));
    expect(notMatching(mine, (p) => !['SUP', 'SUPERVISOR', 'CSO'].includes(p.EMPLOYEE_TYPE_CODE))).toEqual(
      [],
    );
    expect(mine.some((p) => p.SALESREP_EMPLOYEE_NAME !== null)).toBe(true);
    const org102 = (await t.post(contract.salesAssignment.listPosition, { orgID: 102 }, ho)).json()
      .data as PositionOption[];
    expect(new Set(org102.map((p) => p.ORG_ID))).toEqual(new Set([102]));
  });

  it('names the rep really holding each position today, not one rep for all', async () => {
    const held = await rows<{ code: string; name: string }>(
      t.database.db,
      sql`SELECT r.role_position_code AS code, s.employee_name AS name FROM salesrep_mappings m
          JOIN roles r ON r.role_map_id = m.role_map_id JOIN salesreps s ON s.employee_id = m.employee_id
          WHERE r.branch_code = 'BKS' AND current_date BETWEEN m.start_date AND m.end_date`,
    );
    const holderOf = new Map(held.map((h) => [h.code, h.name]));
    const bks = (await t.post(contract.salesAssignment.listPosition, { orgID: 101 }, branchHead)).json()
      .data as PositionOption[];
    expect(bks.length).toBeGreaterThan(3);
    for (const p of bks)
      expect(p.SALESREP_EMPLOYEE_NAME, p.POSITION_CODE).toBe(holderOf.get(p.POSITION_CODE) ?? null);
    const names = new Set(bks.map((p) => p.SALESREP_EMPLOYEE_NAME).filter((n) => n !== null));
    expect(names.size).toBeGreaterThan(1);
  });

  it('finds customers by reference or name within the scope, from three characters on', async () => {
    const jkt = (
      await t.post(contract.salesAssignment.listCustomer, { keyword: 'JKT-0000' }, branchAdmin)
    ).json().data as CustomerOption[];
    expect(jkt.length).toBe(50);
    expect(notMatching(jkt, (c) => c.CUSTOMER_ID_REF.startsWith('JKT-'))).toEqual([]);
    expect(
      (await t.post(contract.salesAssignment.listCustomer, { keyword: 'BDG-0000' }, branchAdmin)).json().data,
    ).toEqual([]);
    expect((await t.post(contract.salesAssignment.listCustomer, { keyword: 'JK' }, ho)).json().data).toEqual(
      [],
    );
    const byName = (
      await t.post(contract.salesAssignment.masterCustomer, { orgID: 102, keyword: 'apotek' }, ho)
    ).json().data as CustomerOption[];
    expect(byName.length).toBeGreaterThan(0);
    expect(notMatching(byName, (c) => c.ORG_ID === 102 && /apotek/i.test(c.CUSTOMER_NAME))).toEqual([]);
    const list = (await get('adjust-incentive/getCustomerList', branchHead)).json().data as {
      CUSTOMER_ID_REF: string;
    }[];
    expect(list.length).toBeGreaterThan(100);
    expect(notMatching(list, (c) => c.CUSTOMER_ID_REF.startsWith('BKS-'))).toEqual([]);
  });

  it("takes a keyword's %, _ and backslash literally", async () => {
    const found = await rows<{ id: string }>(
      t.database.db,
      sql`SELECT customer_id AS id FROM customers WHERE active AND org_id = 102 ORDER BY 1 LIMIT 1`,
    );
    const id = (found[0] as { id: string }).id;
    for (const keyword of ['%%%', '%%\\', '___', '\\%_', `${id.slice(0, -1)}_`, `%${id.slice(1)}`]) {
      for (const [call, body] of [
        ['listCustomer', { keyword }],
        ['masterCustomer', { orgID: 102, keyword }],
      ] as const) {
        const res = await t.post(contract.salesAssignment[call], body, ho);
        expect(res.statusCode, `${call} ${keyword}`).toBe(200);
        expect(res.json().data, `${call} ${keyword}`).toEqual([]);
      }
    }
    // The id itself, in any case, still finds its customer.
    const exact = (
      await t.post(contract.salesAssignment.masterCustomer, { orgID: 102, keyword: id.toLowerCase() }, ho)
    ).json().data as CustomerOption[];
    expect(exact.map((c) => c.CUSTOMER_ID)).toContain(id);
  });
});

describe('overview', () => {
  it('pages every assignment for head office, newest first, and one org or branch for branch users', async () => {
    const all = await page({}, ho);
    expect(all.total).toBe(await count(sql``));
    expect(all.rows).toHaveLength(100);
    const ids = all.rows.map((r) => r.ASSIGNMENT_MAP_ID);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));

    const next = await page({ after: all.endCursor, count: false }, ho);
    expect(next.total).toBeNull();
    expect(next.rows[0]?.ASSIGNMENT_MAP_ID).toBeLessThan(ids[ids.length - 1] as number);

    // A branch user asking for every org still sees its own.
    const org = await page({ orgID: 0 }, branchAdmin);
    expect(org.total).toBe(await count(sql`WHERE org_id = 101`));
    const branch = await page({ orgID: 102 }, branchHead);
    expect(branch.total).toBe(await count(sql`WHERE branch_code = 'BKS'`));
    expect(notMatching(branch.rows, (r) => r.BRANCH_CODE_POSITION === 'BKS')).toEqual([]);
  });

  it('filters by position, searches and sorts', async () => {
    const position = await salesPosition(t, 'JKT');
    const one = await page({ positionCode: position }, ho);
    expect(one.total).toBe(await count(sql`WHERE position_code = ${position}`));
    expect(notMatching(one.rows, (r) => r.POSITION_CODE === position)).toEqual([]);

    const found = await page({ search: 'jkt-000012' }, ho);
    expect(found.rows.length).toBeGreaterThan(0);
    expect(notMatching(found.rows, (r) => r.CUSTOMER_ID_REF.startsWith('JKT-000012'))).toEqual([]);

    const byName = await page({ sortField: 'CUSTOMER_NAME', sortDir: 'asc', pageSize: 50 }, branchAdmin);
    const names = byName.rows.map((r) => r.CUSTOMER_NAME);
    expect(names).toEqual([...names].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
    const row = byName.rows[0] as AssignmentRow;
    expect(row.STATUS).toMatch(/^(ACTIVE|INACTIVE)$/);
    expect(row.ASSIGNMENT_LAST_UPDATE).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(row.SALES_CHANNEL).not.toBe('');

    const refused = await t.post(
      contract.salesAssignment.select,
      { positionCode: 0, orgID: 81, sortField: 'SALES_CHANNEL' },
      ho,
    );
    expect(refused.statusCode).toBe(400);
  });

  it("exports the selection as 'Overview Mapping Sales Assignment.xlsx'", async () => {
    const res = await t.post(
      contract.salesAssignment.export,
      { positionCode: 0, orgID: 81, search: 'BKS-00001' },
      branchAdmin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('Overview%20Mapping%20Sales%20Assignment.xlsx');
    const book = XLSX.read(res.rawPayload);
    const sheet = book.Sheets[book.SheetNames[0] as string] as XLSX.WorkSheet;
    const data = XLSX.utils.sheet_to_json<Record<string, string | number>>(sheet);
    expect(data.length).toBe(await count(sql`WHERE customer_id_ref LIKE 'BKS-00001%'`));
    expect(Object.keys(data[0] ?? {})).toContain('ASSIGMENT_NUMBER');
  });

  it('answers one assignment as a one-element array, within the scope only', async () => {
    const [some] = (await page({ orgID: 102, pageSize: 1 }, ho)).rows;
    const res = await t.post(
      contract.salesAssignment.selectByID,
      { ASSIGNMENT_MAP_ID: some?.ASSIGNMENT_MAP_ID },
      ho,
    );
    expect(res.json().data).toEqual([some]);
    expect(
      (
        await t.post(
          contract.salesAssignment.selectByID,
          { ASSIGNMENT_MAP_ID: some?.ASSIGNMENT_MAP_ID },
          branchAdmin,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.post(contract.salesAssignment.selectByID, { ASSIGNMENT_MAP_ID: 99999999 }, ho)).statusCode,
    ).toBe(404);
  });
});

const entryRow = (customerId: string, position: string, over: Record<string, string> = {}) => ({
  customerId,
  customerName: 'as typed',
  bisnis: 'alkes',
  typeDesc: 'proyek',
  position,
  addSalesmanPosition: 'NA',
  startDate: thisMonth,
  endDate: OPEN_END_DATE,
  userIdUpdate: 'ignored',
  ...over,
});

describe('row entry', () => {
  it('adds every row in one transaction, each a new numbered assignment', async () => {
    const position = await salesPosition(t, 'JKT');
    const [a, b] = [await freeCustomer(t, 'JKT', 0), await freeCustomer(t, 'JKT', 1)];
    const before = await count(sql``);
    const res = await t.post(
      contract.salesAssignment.insert,
      [entryRow(a.id, position), entryRow(b.id, position, { typeDesc: 'REGULAR' })],
      branchAdmin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(messages.assignmentsAdded(2));
    expect(await count(sql``)).toBe(before + 2);
    const added = await rows<{
      customer_name: string;
      assigment_number: string;
      org_id: number;
      user_id_update: string;
    }>(
      t.database.db,
      sql`SELECT customer_name, assigment_number, org_id, user_id_update FROM sales_assignments
          WHERE customer_id IN (${a.id}, ${b.id}) ORDER BY customer_id`,
    );
    // The master's name, the position's org, the caller: not what the payload claimed.
    expect(added.map((x) => x.customer_name)).toEqual([a.name, b.name]);
    expect(notMatching(added, (x) => x.org_id === 101 && x.user_id_update !== 'ignored')).toEqual([]);
    expect(new Set(added.map((x) => x.assigment_number)).size).toBe(2);
    const [audited] = await rows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM audit_log WHERE entity = 'sales-assignment' AND action = 'insert'`,
    );
    expect(audited?.n).toBeGreaterThanOrEqual(2);
  });

  it("refuses an empty entry with 'Empty data...' and a bad row by its number, adding nothing", async () => {
    expect((await t.post(contract.salesAssignment.insert, [], ho)).json().message).toBe(messages.emptyData);
    const position = await salesPosition(t, 'JKT');
    const a = await freeCustomer(t, 'JKT', 2);
    const before = await count(sql``);
    const cases: [Record<string, string>, string][] = [
      [{ bisnis: 'NOPE' }, messages.reasonUnknownBisnis],
      [{ typeDesc: 'MODERN TRADE' }, messages.reasonUnknownTypeDesc],
      [{ position: 'NO-SUCH-POS' }, messages.reasonUnknownPosition],
      [{ startDate: '2020-01-01' }, messages.reasonStartInClosedMonth(thisMonth)],
      [{ endDate: dayBefore(thisMonth) }, messages.reasonEndBeforeStart],
      [{ addSalesmanPosition: position }, messages.reasonAddSalesmanSame],
      [{ addSalesmanPosition: 'NO-SUCH-POS' }, messages.reasonUnknownAddSalesman],
      [{ startDate: '2026-02-30' }, messages.reasonBadDate('START_DATE')],
    ];
    for (const [over, reason] of cases) {
      const res = await t.post(
        contract.salesAssignment.insert,
        [entryRow(a.id, position, { typeDesc: 'REGULAR' }), entryRow(a.id, position, over)],
        ho,
      );
      expect(res.statusCode, JSON.stringify(over)).toBe(422);
      expect(res.json().message).toBe(messages.rowNote(2, reason));
    }
    // A customer of another branch than the position's, and the same row twice.
    const bks = await freeCustomer(t, 'BKS', 0);
    expect(
      (await t.post(contract.salesAssignment.insert, [entryRow(bks.id, position)], ho)).json().message,
    ).toBe(messages.rowNote(1, messages.reasonCustomerOtherOrg));
    expect(
      (
        await t.post(
          contract.salesAssignment.insert,
          [entryRow(a.id, position), entryRow(a.id, position)],
          ho,
        )
      ).json().message,
    ).toBe(messages.rowNote(2, messages.reasonAssignmentTwice));
    expect(
      (await t.post(contract.salesAssignment.insert, [entryRow('CUS9999999', position)], ho)).json().message,
    ).toBe(messages.rowNote(1, messages.customerNotFound('CUS9999999')));
    expect(await count(sql``)).toBe(before);
  });

  it('keeps branch users to their own positions and refuses a mapping that overlaps one stored', async () => {
    const bdg = await salesPosition(t, 'BDG');
    const bdgCustomer = await freeCustomer(t, 'BDG', 0);
    const foreign = await t.post(
      contract.salesAssignment.insert,
      [entryRow(bdgCustomer.id, bdg)],
      branchAdmin,
    );
    expect(foreign.json().message).toBe(messages.rowNote(1, messages.branchPositionMismatch));
    const jkt = await salesPosition(t, 'JKT');
    const jktCustomer = await freeCustomer(t, 'JKT', 0);
    expect(
      (
        await t.post(
          contract.salesAssignment.insert,
          [entryRow(jktCustomer.id, jkt, { typeDesc: 'REGULAR' })],
          branchHead,
        )
      ).json().message,
    ).toBe(messages.rowNote(1, messages.branchPositionMismatch));
    const [stored] = await rows<{
      customer_id: string;
      position_code: string;
      bisnis: string;
      type_desc: string;
    }>(
      t.database.db,
      sql`SELECT customer_id, position_code, bisnis, type_desc FROM sales_assignments
          WHERE branch_code = 'JKT' AND end_date = ${OPEN_END_DATE} ORDER BY assignment_map_id LIMIT 1`,
    );
    const again = await t.post(
      contract.salesAssignment.insert,
      [
        entryRow(stored?.customer_id ?? '', stored?.position_code ?? '', {
          bisnis: stored?.bisnis ?? '',
          typeDesc: stored?.type_desc ?? '',
        }),
      ],
      ho,
    );
    expect(again.json().message).toBe(messages.rowNote(1, messages.reasonAssignmentExists));
  });

  it("refuses every write with 'Periode sudah ditutup.' while the org's period is closed", async () => {
    const position = await salesPosition(t, 'JKT');
    const a = await freeCustomer(t, 'JKT', 3);
    await t.database.db.execute(
      sql`UPDATE periods SET end_date = current_date - 1 WHERE type = 'NEW MAPPING SALES ASSIGNMENT' AND org_id = 101`,
    );
    try {
      const res = await t.post(contract.salesAssignment.insert, [entryRow(a.id, position)], branchAdmin);
      expect(res.json().message).toBe(messages.periodClosed);
      const upload = await t.post(
        contract.salesAssignment.validation,
        { excelData: [], orgID: 101 },
        branchAdmin,
      );
      expect(upload.json().message).toBe(messages.periodClosed);
    } finally {
      await t.database.db.execute(
        sql`UPDATE periods SET end_date = '4001-12-31' WHERE type = 'NEW MAPPING SALES ASSIGNMENT' AND org_id = 101`,
      );
    }
  });
});

describe('edit', () => {
  async function fresh(index: number) {
    const position = await salesPosition(t, 'JKT');
    const c = await freeCustomer(t, 'JKT', 10 + index);
    await t.post(contract.salesAssignment.insert, [entryRow(c.id, position)], ho);
    const [row] = await rows<{ id: number; number: string }>(
      t.database.db,
      sql`SELECT assignment_map_id AS id, assigment_number AS number FROM sales_assignments
          WHERE customer_id = ${c.id} AND bisnis = 'ALKES' AND type_desc = 'PROYEK'`,
    );
    return { ...(row as { id: number; number: string }), customer: c, position };
  }

  const updateBody = (x: Awaited<ReturnType<typeof fresh>>, over: Record<string, unknown> = {}) => ({
    ASSIGNMENTMAPID: x.id,
    POSITIONCODE: x.position,
    ADDSALESMANPOSITION: 'NA',
    CUSTOMERID: x.customer.id,
    CUSTOMERNAME: x.customer.name,
    BISNIS: 'ALKES',
    TYPEDESC: 'PROYEK',
    ASSIGNMENTSTARTDATE: thisMonth,
    ASSIGNMENTENDDATE: OPEN_END_DATE,
    ASSIGNMENTUSERIDUPDATE: 'ignored',
    ...over,
  });

  it("changes dates in place with 'Edit Success', audited with before and after", async () => {
    const x = await fresh(0);
    const end = '2030-06-30';
    const res = await t.post(
      contract.salesAssignment.update,
      updateBody(x, { ASSIGNMENTENDDATE: end }),
      branchAdmin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(messages.editSuccess);
    const [row] = (await t.post(contract.salesAssignment.selectByID, { ASSIGNMENT_MAP_ID: x.id }, ho)).json()
      .data as AssignmentRow[];
    expect(row?.ASSIGNMENT_END_DATE).toBe(end);
    const [audit] = await rows<{ before: { end_date: string }; after: { end_date: string } }>(
      t.database.db,
      sql`SELECT before, after FROM audit_log WHERE entity = 'sales-assignment' AND action = 'update'
          AND entity_id = ${String(x.id)} ORDER BY id DESC LIMIT 1`,
    );
    expect(audit?.before.end_date).toBe(OPEN_END_DATE);
    expect(audit?.after.end_date).toBe(end);
  });

  it('keeps who served the customer before when the position changes', async () => {
    const x = await fresh(1);
    const other = await salesPosition(t, 'JKT', 1);
    const from = '2031-01-01';
    const res = await t.post(
      contract.salesAssignment.update,
      updateBody(x, { POSITIONCODE: other, ASSIGNMENTSTARTDATE: from }),
      ho,
    );
    expect(res.statusCode, res.body).toBe(200);
    const history = await rows<{ position_code: string; start_date: string; end_date: string }>(
      t.database.db,
      sql`SELECT position_code, start_date::text, end_date::text FROM sales_assignments
          WHERE assigment_number = ${x.number} ORDER BY start_date`,
    );
    expect(history).toEqual([
      { position_code: x.position, start_date: thisMonth, end_date: '2030-12-31' },
      { position_code: other, start_date: from, end_date: OPEN_END_DATE },
    ]);
    // The new position may not start before the row it replaces.
    const back = await t.post(
      contract.salesAssignment.update,
      updateBody(x, { POSITIONCODE: other, ASSIGNMENTSTARTDATE: thisMonth }),
      ho,
    );
    expect(back.json().message).toBe(messages.startBeforeHistory(thisMonth));
  });

  it('refuses an edit out of scope, of an unknown id, or breaking a rule', async () => {
    const x = await fresh(2);
    expect((await t.post(contract.salesAssignment.update, updateBody(x), branchHead)).statusCode).toBe(403);
    expect(
      (await t.post(contract.salesAssignment.update, updateBody(x, { ASSIGNMENTMAPID: 99999999 }), ho))
        .statusCode,
    ).toBe(404);
    const bad = await t.post(
      contract.salesAssignment.update,
      updateBody(x, { ASSIGNMENTENDDATE: '2020-01-01' }),
      ho,
    );
    expect(bad.json().message).toBe(messages.reasonEndBeforeStart);
  });
});

describe('a branch head', () => {
  it('edits an assignment of its own branch and adds one, and is refused a position of another', async () => {
    // A stored assignment of the branch, only its end date changed.
    const [stored] = await rows<AssignmentRow>(
      t.database.db,
      sql`SELECT assignment_map_id AS "ASSIGNMENT_MAP_ID" FROM sales_assignments
          WHERE branch_code = 'BKS' AND add_salesman_position = 'NA' AND end_date = ${OPEN_END_DATE}
          ORDER BY assignment_map_id LIMIT 1`,
    );
    const [row] = (
      await t.post(contract.salesAssignment.selectByID, { ASSIGNMENT_MAP_ID: stored?.ASSIGNMENT_MAP_ID }, ho)
    ).json().data as AssignmentRow[];
    if (!row) throw new Error('no stored BKS assignment');
    const edit = {
      ASSIGNMENTMAPID: row.ASSIGNMENT_MAP_ID,
      POSITIONCODE: row.POSITION_CODE,
      ADDSALESMANPOSITION: row.ADD_SALESMAN_POSITION,
      CUSTOMERID: row.CUSTOMER_ID,
      CUSTOMERNAME: row.CUSTOMER_NAME,
      BISNIS: row.BISNIS,
      TYPEDESC: row.TYPE_DESC,
      ASSIGNMENTSTARTDATE: row.ASSIGNMENT_START_DATE,
      ASSIGNMENTENDDATE: '2039-12-31',
      ASSIGNMENTUSERIDUPDATE: 'ignored',
    };
    const edited = await t.post(contract.salesAssignment.update, edit, branchHead);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().message).toBe(messages.editSuccess);
    expect(
      await count(sql`WHERE assignment_map_id = ${row.ASSIGNMENT_MAP_ID} AND end_date = '2039-12-31'`),
    ).toBe(1);

    const bks = await salesPosition(t, 'BKS');
    const customer = await freeCustomer(t, 'BKS', 0);
    const added = await t.post(contract.salesAssignment.insert, [entryRow(customer.id, bks)], branchHead);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().message).toBe(messages.assignmentsAdded(1));
    expect(await count(sql`WHERE customer_id = ${customer.id} AND position_code = ${bks}`)).toBe(1);

    const jkt = await salesPosition(t, 'JKT');
    const jktCustomer = await freeCustomer(t, 'JKT', 0);
    const foreign = await t.post(
      contract.salesAssignment.insert,
      [entryRow(jktCustomer.id, jkt)],
      branchHead,
    );
    expect(foreign.json().message).toBe(messages.rowNote(1, messages.branchPositionMismatch));
    const moved = await t.post(
      contract.salesAssignment.update,
      { ...edit, POSITIONCODE: jkt, ASSIGNMENTSTARTDATE: '2031-01-01' },
      branchHead,
    );
    expect(moved.json().message).toBe(messages.branchPositionMismatch);
  });
});
