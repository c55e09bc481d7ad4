import fs from 'node:fs';
import {
  ASSIGNMENT_UPLOAD_MAX_ROWS,
  type AssignmentRow,
  type AssignmentUploadResult,
  type AssignmentUploadRow,
  type AssignmentValidation,
} from '../common/contract/sales-assignment';
import { PAGE_NUMBER_MAX_ROWS } from '../common/contract/shared-schemas';
import { NOT_SALES_FORCE_TYPE_CODES } from '../common/contract/structure';
import { firstDayOfMonth } from '../common/dates';
import { ASSIGNMENT_UPLOAD_TEMPLATE } from '../common/excel-templates';
import { type Db, rows, sql } from '../server/db/client';
import { unmappedPage } from '../server/modules/location/unmapped';
import {
  ASSIGNMENT_EXPORT_COLUMNS,
  assignmentPageQueries,
} from '../server/modules/sales-assignment/assignment-list';
import { ASSIGNMENT_ORDER, selectAssignments } from '../server/modules/sales-assignment/queries';
import { AnswerStore } from '../server/platform/data-version';
import type { Scope } from '../server/platform/scope';
import { uploadRowOf } from '../web/features/sales-assignment/upload-rows';
import { isoToUsDate } from '../web/features/sales-assignment/upload-template';
import { callApi, dataOf, loadPost, login } from './api';
import type { BenchDatabase } from './databases';
import type { ExportSubject } from './list-export';
import { type LoadResult, sequential, timed } from './load';
import { count, ms, type Report, ratio, sec } from './report';
import type { ServerProcess } from './server-process';
import {
  cachedXls,
  reportUpload,
  screenRecords,
  sheetjsRowCount,
  timedRolledBackInsert,
  UPLOAD_ROWS,
} from './upload-file';

const USERS = 20;
const SECONDS = 5;
export const BASE = '/mapping-sales-assignment';
/** Head office's overview body: its own org (81) asks for every branch. */
export const ALL = { positionCode: 0, orgID: 81, search: '', pageSize: 100 };
const HEAD_OFFICE: Scope = { kind: 'all' };
const UPLOAD_LIMIT_MS = 240_000;

/** 'Overview Mapping Sales Assignment.xlsx' of every assignment (head office, all positions). */
export const ASSIGNMENT_EXPORT: ExportSubject<AssignmentRow> = {
  path: `${BASE}/export`,
  body: { positionCode: 0, orgID: 81, search: '' },
  sheetName: 'Overview Mapping Assignment',
  columns: ASSIGNMENT_EXPORT_COLUMNS,
  order: ASSIGNMENT_ORDER,
  read: (db, plan) => selectAssignments(db, undefined, plan),
};

interface ListRequest {
  name: string;
  path: string;
  user: 'ho.admin' | 'branch.admin';
  body: Record<string, unknown>;
  /** The same work run directly: the floor. */
  direct: (db: Db) => Promise<unknown>;
}

export interface AssignmentLoads {
  requests: ListRequest[];
  armada: Map<string, LoadResult>;
  total: number;
}

/**
 * The requests, the deep page's cursor taken from the page at 90% of the list (asked by number
 * once), or from the deepest page a page number reaches (PAGE_NUMBER_MAX_ROWS) when that lies deeper.
 */
async function listRequests(
  server: ServerProcess,
  token: string,
): Promise<{ requests: ListRequest[]; total: number }> {
  type Page = { total: number | null; endCursor: string | null };
  const first = dataOf<Page>(await callApi(server, 'POST', `${BASE}/select`, ALL, token), 'select');
  const total = first.total ?? 0;
  const deep = Math.min(Math.floor((total * 0.9) / 100), PAGE_NUMBER_MAX_ROWS / 100 - 1);
  const before = dataOf<Page>(
    await callApi(server, 'POST', `${BASE}/select`, { ...ALL, page: deep, count: false }, token),
    'select',
  );
  const page = (body: Record<string, unknown>) => ({ ...ALL, count: false, ...body });
  const direct = (body: Record<string, unknown>, scope: Scope) => (db: Db) =>
    assignmentPageQueries(
      { positionCode: '0', orgId: undefined, search: '', page: 0, pageSize: 100, count: false, ...body },
      db,
      scope,
    );
  const branch: Scope = { kind: 'org', orgId: 101 };
  return {
    total,
    requests: [
      {
        name: 'head office, first page',
        path: 'select',
        user: 'ho.admin',
        body: page({}),
        direct: direct({}, HEAD_OFFICE),
      },
      {
        name: `head office, deep page (${count(deep + 2)} of ${count(Math.ceil(total / 100))})`,
        path: 'select',
        user: 'ho.admin',
        body: page({ after: before.endCursor }),
        direct: direct({ after: before.endCursor ?? undefined }, HEAD_OFFICE),
      },
      {
        name: 'head office, first page + count (Load List)',
        path: 'select',
        user: 'ho.admin',
        body: page({ count: true }),
        direct: direct({ count: true }, HEAD_OFFICE),
      },
      {
        name: 'branch (org 101), first page + count',
        path: 'select',
        user: 'branch.admin',
        body: page({ count: true }),
        direct: direct({ count: true }, branch),
      },
      {
        name: 'Unmapping Sales, head office, every branch: first page + count',
        path: 'overviewUnmapSales',
        user: 'ho.admin',
        body: { orgID: 0 },
        // The floor computes every time: a store that keeps no answer.
        direct: (db) =>
          unmappedPage(
            db,
            HEAD_OFFICE,
            { page: 0, pageSize: 100, search: '', count: true },
            new AnswerStore({ entries: 0, chars: 0 }),
          ),
      },
    ],
  };
}

/** Every request under 20 users on the running server. */
export async function benchAssignmentLoads(
  server: ServerProcess,
  column: string,
  report: Report,
): Promise<AssignmentLoads> {
  const tokens = {
    'ho.admin': await login(server, 'ho.admin'),
    'branch.admin': await login(server, 'branch.admin'),
  };
  const { requests, total } = await listRequests(server, tokens['ho.admin']);
  const armada = new Map<string, LoadResult>();
  for (const r of requests) {
    const result = await loadPost(`${r.name}`, `${server.url}/api${BASE}/${r.path}`, r.body, tokens[r.user], {
      connections: USERS,
      seconds: SECONDS,
    });
    armada.set(r.name, result);
    report.set(
      `assignments, ${USERS} users: ${r.name.replace(/ \(.*\)$/, '')}: p50 / p99`,
      column,
      `${ms(result.p50)} / ${ms(result.p99)}`,
      `${r.name}; ${count(result.rps)} req/s; ${count(total)} assignments; goal p99 < 100 ms on PostgreSQL`,
    );
  }
  return { requests, armada, total };
}

/** The floors: each request's own queries run directly in the bench process, the server stopped. */
export async function benchAssignmentFloors(
  db: BenchDatabase,
  loads: AssignmentLoads,
  report: Report,
): Promise<void> {
  const database = await db.open();
  try {
    for (const r of loads.requests) {
      const t = await sequential(30, () => r.direct(database.db), 3);
      const ours = loads.armada.get(r.name) as LoadResult;
      report.set(
        `assignments floor (same queries, direct): ${r.name.replace(/ \(.*\)$/, '')}: p50 / p99`,
        db.label,
        `${ms(t.p50)} / ${ms(t.p99)}`,
        `one at a time; Armada's p50 under ${USERS} users / this p50: ${ratio(ours.p50 / t.p50)}`,
      );
    }
  } finally {
    await database.close();
  }
}

/** 50,000 new valid rows over the big data: each customer in each business and type, a position of its branch. */
async function uploadSheet(db: Db): Promise<string[][]> {
  const start = firstDayOfMonth();
  const notSalesForce = sql.join(
    NOT_SALES_FORCE_TYPE_CODES.map((c) => sql`${c}`),
    sql`, `,
  );
  const positions = await rows<{ branch_code: string; code: string }>(
    db,
    sql`SELECT branch_code, role_position_code AS code FROM roles
        WHERE employee_type_code NOT IN (${notSalesForce}) AND role_start_date <= ${start}::date
          AND role_end_date = '4001-12-31'
        ORDER BY branch_code, role_position_code`,
  );
  const byBranch = new Map<string, string[]>();
  for (const p of positions) byBranch.set(p.branch_code, [...(byBranch.get(p.branch_code) ?? []), p.code]);
  const customers = await rows<{ ref: string; name: string; branch_code: string }>(
    db,
    sql`SELECT customer_id_ref AS ref, customer_name AS name, branch_code FROM customers WHERE active
        ORDER BY customer_id LIMIT ${UPLOAD_ROWS}`,
  );
  const types = await rows<{ bisnis: string; type: string }>(
    db,
    sql`SELECT bisnis_code AS bisnis, type_desc AS type FROM business_type_descs ORDER BY 1, 2`,
  );
  const taken = new Set(
    (
      await rows<{ key: string }>(
        db,
        sql`SELECT customer_id_ref || '|' || bisnis || '|' || type_desc || '|' || position_code AS key
            FROM sales_assignments WHERE end_date >= ${start}::date`,
      )
    ).map((r) => r.key),
  );
  const aoa: string[][] = [[...ASSIGNMENT_UPLOAD_TEMPLATE.columns]];
  const sheetDate = isoToUsDate(start);
  for (let round = 0; aoa.length <= UPLOAD_ROWS && round < types.length; round++) {
    for (const [i, c] of customers.entries()) {
      if (aoa.length > UPLOAD_ROWS) break;
      const branch = byBranch.get(c.branch_code) ?? [];
      const t = types[(i + round) % types.length] as { bisnis: string; type: string };
      const position = branch[(i * 7 + round) % branch.length];
      if (!position || taken.has(`${c.ref}|${t.bisnis}|${t.type}|${position}`)) continue;
      taken.add(`${c.ref}|${t.bisnis}|${t.type}|${position}`);
      aoa.push([c.ref, c.name, t.bisnis, t.type, position, 'NA', sheetDate]);
    }
  }
  if (aoa.length <= UPLOAD_ROWS) throw new Error(`only ${aoa.length - 1} new assignments for the upload`);
  return aoa;
}

/** The upload's .xls, built from the big data while the server is stopped; cached under a hash of its rows. */
export async function assignmentUploadFile(db: BenchDatabase): Promise<string> {
  const database = await db.open();
  let aoa: string[][];
  try {
    aoa = await uploadSheet(database.db);
  } finally {
    await database.close();
  }
  return cachedXls('assignment-upload', aoa);
}

/** The rows as the upload screen sends them: its own parser and row mapping. */
function screenRows(data: Buffer): AssignmentUploadRow[] {
  const records = screenRecords(data, ASSIGNMENT_UPLOAD_TEMPLATE, ASSIGNMENT_UPLOAD_MAX_ROWS);
  return records.map((r) => uploadRowOf(r, 'ho.admin'));
}

/**
 * Floor 2: the same rows into sales_assignments with one INSERT … SELECT FROM jsonb (customer and
 * position looked up as any insert must), in a transaction rolled back so the upload then adds them.
 */
export async function benchAssignmentBareInsert(
  db: BenchDatabase,
  file: string,
  column: string,
  report: Report,
) {
  const uploadRows = screenRows(fs.readFileSync(file));
  const database = await db.open();
  try {
    const start = firstDayOfMonth();
    const { ms: insertMs, landed } = await timedRolledBackInsert(
      database.db,
      sql`WITH landed AS (
                  INSERT INTO sales_assignments (assigment_number, customer_id, customer_id_ref, customer_name,
                    bisnis, type_desc, position_code, add_salesman_position, org_id, branch_code, start_date,
                    end_date, user_id_update)
                  SELECT 'MSA' || lpad(nextval('sales_assignment_number_seq')::text, 8, '0'), c.customer_id,
                    c.customer_id_ref, c.customer_name, x."BISNIS", x."TYPEDESC", x."POSITIONCODE", 'NA', ro.org_id,
                    ro.branch_code, ${start}::date, '4001-12-31', 'bench'
                  FROM jsonb_to_recordset(${JSON.stringify(uploadRows)}::jsonb) AS x("CUSTOMERIDREF" text,
                    "BISNIS" text, "TYPEDESC" text, "POSITIONCODE" text)
                  JOIN customers c ON c.customer_id_ref = x."CUSTOMERIDREF"
                  JOIN roles ro ON ro.role_position_code = x."POSITIONCODE"
                  RETURNING 1)
                SELECT count(*)::int AS n FROM landed`,
    );
    if (landed !== uploadRows.length)
      throw new Error(`bare insert landed ${landed} of ${uploadRows.length} rows`);
    report.set(
      'assignment upload: bare INSERT … SELECT FROM jsonb, same rows (floor 2)',
      column,
      sec(insertMs),
      `${count(landed)} rows into 300,000, rolled back`,
    );
    return insertMs;
  } finally {
    await database.close();
  }
}

/** The upload end to end on the running server: SheetJS floor, screen parse, /validation, /upload. */
export async function benchAssignmentUpload(
  server: ServerProcess,
  file: string,
  floorMs: number,
  column: string,
  report: Report,
): Promise<void> {
  const data = fs.readFileSync(file);
  const sheetjs = await timed(async () => sheetjsRowCount(data));
  const client = await timed(async () => screenRows(data));
  const token = await login(server, 'ho.admin');
  const body = { excelData: client.value, orgID: 81 };
  const check = await timed(async () =>
    dataOf<AssignmentValidation>(
      await callApi(server, 'POST', `${BASE}/validation`, body, token, UPLOAD_LIMIT_MS),
      'validation',
    ),
  );
  if (check.value.success.length !== UPLOAD_ROWS) {
    const reasons = [...new Set(check.value.failed.map((f) => f.REASON))].slice(0, 5).join('; ');
    throw new Error(`validation passed ${check.value.success.length} of ${UPLOAD_ROWS} rows: ${reasons}`);
  }
  const submit = await timed(async () =>
    dataOf<AssignmentUploadResult>(
      await callApi(server, 'POST', `${BASE}/upload`, body, token, UPLOAD_LIMIT_MS),
      'upload',
    ),
  );
  const landed = submit.value.success[0]?.COUNT ?? 0;
  if (landed !== UPLOAD_ROWS) throw new Error(`upload landed ${landed} of ${UPLOAD_ROWS} rows`);
  reportUpload(report, column, {
    rows: UPLOAD_ROWS,
    name: 'assignment upload',
    fileBytes: data.length,
    sheetjsMs: sheetjs.ms,
    parseMs: client.ms,
    check: {
      call: 'POST /validation (check; the batch is kept)',
      ms: check.ms,
      note: `${count(UPLOAD_ROWS)} rows pass`,
    },
    commit: {
      call: 'POST /upload (the kept batch: compare + commit)',
      ms: submit.ms,
      note: `${count(landed)} landed`,
    },
    floorMs,
  });
  report.set(
    'assignment upload ratio POST /upload / bare insert',
    column,
    ratio(submit.ms / floorMs),
    'goal ≤ 3x',
  );
}
