/**
 * The assignment export reads back as the overview lists it, row for row and cell for cell, over
 * several export batches: its rows are read without joins and their customer's channel and
 * territory and their position's rep are looked up by key (platform/list ExportLookup), so these
 * tests hold the file to the list's own query, for the whole selection and for a narrow one.
 */
import * as XLSX from '@e965/xlsx';
import { beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../../common/contract';
import type { AssignmentRow } from '../../../common/contract/sales-assignment';
import { notMatching } from '../../../common/test-lists';
import { sql } from '../../db/client';
import { EXPORT_BATCH_ROWS } from '../../platform/list';
import { ho, setUpDemoApp, t } from '../../test/demo-app';
import { ASSIGNMENT_EXPORT_COLUMNS } from './assignment-list';

setUpDemoApp();

interface Page {
  rows: AssignmentRow[];
  endCursor: string | null;
}

/** Every row of the list, page after page by cursor. */
async function listed(body: Record<string, unknown>): Promise<AssignmentRow[]> {
  const all: AssignmentRow[] = [];
  let after: string | undefined;
  for (;;) {
    const res = await t.post(
      contract.salesAssignment.select,
      {
        positionCode: 0,
        orgID: 81,
        pageSize: 100,
        ...body,
        after,
      },
      ho,
    );
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data as Page;
    all.push(...page.rows);
    if (page.rows.length < 100 || page.endCursor === null) return all;
    after = page.endCursor;
  }
}

/** The file's rows as the list's cells: every value as the text a cell shows, '' for none. */
async function exported(body: Record<string, unknown>): Promise<string[][]> {
  const res = await t.post(contract.salesAssignment.export, { positionCode: 0, orgID: 81, ...body }, ho);
  expect(res.statusCode, res.body).toBe(200);
  const book = XLSX.read(res.rawPayload, { type: 'buffer', dense: true });
  const sheet = book.Sheets[book.SheetNames[0] as string] as XLSX.WorkSheet;
  const [header, ...lines] = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, defval: '' });
  expect(header).toEqual(ASSIGNMENT_EXPORT_COLUMNS.map((column) => column.header));
  return lines.map((line) => line.map((value) => String(value)));
}

const asCells = (list: AssignmentRow[]) =>
  list.map((row) => ASSIGNMENT_EXPORT_COLUMNS.map((column) => String(row[column.key] ?? '')));

beforeAll(async () => {
  // Copies of the demo assignments, so the selection spans more than two export batches.
  await t.database.db.execute(sql`
    INSERT INTO sales_assignments (assigment_number, customer_id, customer_id_ref, customer_name, bisnis,
      type_desc, position_code, add_salesman_position, org_id, branch_code, start_date, end_date)
    SELECT a.assigment_number, a.customer_id, a.customer_id_ref, a.customer_name, a.bisnis, a.type_desc,
      a.position_code, a.add_salesman_position, a.org_id, a.branch_code, a.start_date, a.end_date
    FROM sales_assignments a CROSS JOIN generate_series(1, 20)
    LIMIT ${EXPORT_BATCH_ROWS * 2 + 345}`);
});

describe('assignment export', () => {
  it('reads back as the list, row for row, over several batches, in the order asked', async () => {
    const sort = { sortField: 'CUSTOMER_NAME', sortDir: 'desc' };
    const list = await listed(sort);
    expect(list.length).toBeGreaterThan(EXPORT_BATCH_ROWS * 2);
    // The looked-up columns are in the file: some rows have a rep today, all a channel.
    expect(list.some((row) => row.SALESREP_EMPLOYEE_NAME)).toBe(true);
    expect(notMatching(list, (row) => row.SALES_CHANNEL)).toEqual([]);
    expect(await exported(sort)).toEqual(asCells(list));
  });

  it('reads back as the list for a narrow selection', async () => {
    const search = { search: 'JKT' };
    const list = await listed(search);
    expect(list.length).toBeGreaterThan(0);
    expect(await exported(search)).toEqual(asCells(list));
  });
});
