import fs from 'node:fs';
import path from 'node:path';
import {
  CALL_PLAN_MAX_ROWS,
  FIXED_CALL_COLUMNS,
  type FixedCallChecked,
} from '../common/contract/call-management';
import { FIXED_CALL_TEMPLATE } from '../common/excel-templates';
import { type Db, rows, sql } from '../server/db/client';
import {
  fixedCallPageQueries,
  masterCallPageQueries,
} from '../server/modules/call-management/call-plan-overviews';
import type { Scope } from '../server/platform/scope';
import { fixedCallSentRows } from '../web/features/call-management/call-plan-rows';
import { callApi, dataOf, loadPost, login } from './api';
import type { BenchDatabase } from './databases';
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

const UPLOAD_LIMIT_MS = 240_000;
const VISITS_PER_PAIR = 4;

function thisMonth(): { year: number; month: number } {
  const d = new Date();
  return { year: d.getFullYear(), month: d.getMonth() + 1 };
}

interface Pair {
  branch: string;
  position: string;
  type: string;
  ref: string;
  name: string;
}

/** This month's plan of `total` rows: the first customer pairs of SALESMAN positions, four visits each. */
async function uploadSheet(db: BenchDatabase, total: number): Promise<(string | number)[][]> {
  const { year, month } = thisMonth();
  const database = await db.open();
  try {
    // Weekdays with a working day in each of the four call weeks: every row of the file passes.
    const days = await rows<{ day: string }>(
      database.db,
      sql`SELECT day_name AS day FROM call_calendar
          WHERE year_id = ${year} AND month_id = ${month} AND NOT is_days_off
          GROUP BY day_name HAVING count(DISTINCT week_call) = 4 ORDER BY day_name`,
    );
    const pairs = await rows<Pair>(
      database.db,
      sql`SELECT DISTINCT a.branch_code AS branch, a.position_code AS position, r.employee_type_code AS type,
            c.customer_id_ref AS ref, c.customer_name AS name
          FROM sales_assignments a
          JOIN roles r ON r.role_position_code = a.position_code AND r.employee_type_code = 'SALESMAN'
          JOIN customers c ON c.customer_id_ref = a.customer_id_ref AND c.active AND c.branch_code = r.branch_code
          WHERE a.start_date <= current_date AND a.end_date >= current_date
          ORDER BY 2, 4 LIMIT ${total / VISITS_PER_PAIR}`,
    );
    if (days.length === 0 || pairs.length * VISITS_PER_PAIR < total)
      throw new Error(`only ${pairs.length} pairs and ${days.length} weekdays for the fixed call upload`);
    const aoa: (string | number)[][] = [[...FIXED_CALL_COLUMNS]];
    pairs.forEach((p, i) => {
      const day = days[i % days.length]?.day ?? 'SENIN';
      for (let week = 1; week <= VISITS_PER_PAIR; week++)
        aoa.push([year, month, p.branch, p.position, p.type, p.ref, p.name, day, VISITS_PER_PAIR, week]);
    });
    return aoa;
  } finally {
    await database.close();
  }
}

/** The file of the upload; .xlsx too, which the screen takes since its template downloads so. */
export async function fixedCallUploadFile(
  db: BenchDatabase,
  total = UPLOAD_ROWS,
  bookType: 'xls' | 'xlsx' = 'xls',
): Promise<string> {
  return cachedXls('fixed-call-upload', await uploadSheet(db, total), bookType);
}

/** The rows the upload screen sends for the file. */
function screenRows(data: Buffer) {
  const records = screenRecords(data, FIXED_CALL_TEMPLATE, CALL_PLAN_MAX_ROWS);
  return fixedCallSentRows(records, { orgID: 81, userID: 'ho.admin' }).rows;
}

/** Floor 2: the same rows into fixed_call_plans with one INSERT … SELECT FROM jsonb, rolled back. */
export async function benchFixedCallBareInsert(
  db: BenchDatabase,
  file: string,
  column: string,
  report: Report,
) {
  const sent = screenRows(fs.readFileSync(file));
  const database = await db.open();
  try {
    const { ms: insertMs, landed } = await timedRolledBackInsert(
      database.db,
      sql`WITH landed AS (
            INSERT INTO fixed_call_plans (year_id, periode, org_id, branch_code, position_code, type_salesman,
              customer_id_ref, day_name, frequency, week, user_id_update)
            SELECT x."YearID"::int, x."Periode"::int, b.org_id, b.branch_code, x."PositionCode", x."TypeSalesman",
              x."CustomerIDRef", x."Days", x."Frequency"::int, x."Week"::int, 'bench'
            FROM jsonb_to_recordset(${JSON.stringify(sent)}::jsonb) AS x("YearID" text, "Periode" text,
              "BranchCode" text, "PositionCode" text, "TypeSalesman" text, "CustomerIDRef" text, "Days" text,
              "Frequency" text, "Week" text)
            JOIN branches b ON b.branch_code = x."BranchCode"
            ON CONFLICT DO NOTHING
            RETURNING 1)
          SELECT count(*)::int AS n FROM landed`,
    );
    report.set(
      'fixed call upload: bare INSERT … SELECT FROM jsonb, same rows (floor 2)',
      column,
      sec(insertMs),
      `${count(landed)} of ${count(sent.length)} rows new (the rest are this month's plan already), rolled back`,
    );
    return insertMs;
  } finally {
    await database.close();
  }
}

export async function benchFixedCallUpload(
  server: ServerProcess,
  file: string,
  floorMs: number,
  column: string,
  report: Report,
  total = UPLOAD_ROWS,
): Promise<void> {
  const data = fs.readFileSync(file);
  const sheetjs = await timed(async () => sheetjsRowCount(data));
  const client = await timed(async () => screenRows(data));
  const token = await login(server, 'ho.admin');
  const checked = await timed(async () =>
    dataOf<{ success: FixedCallChecked[]; failed: FixedCallChecked[] }>(
      await callApi(
        server,
        'POST',
        '/call-management/validation',
        { excelData: client.value, orgID: 81 },
        token,
        UPLOAD_LIMIT_MS,
      ),
      'fixed call validation',
    ),
  );
  if (checked.value.success.length !== total) {
    const reasons = [...new Set(checked.value.failed.map((f) => f.REASON))].slice(0, 5).join('; ');
    throw new Error(`fixed call validation passed ${checked.value.success.length} of ${total}: ${reasons}`);
  }
  const submit = await timed(async () =>
    dataOf<{ landed: number; replaced: number }>(
      await callApi(
        server,
        'POST',
        '/call-management/uploadfixedcall',
        { dtItemsSuccess: checked.value.success, orgID: 81, userID: 'ho.admin' },
        token,
        UPLOAD_LIMIT_MS,
      ),
      'fixed call upload',
    ),
  );
  if (submit.value.landed !== total) throw new Error(`fixed call upload landed ${submit.value.landed}`);
  reportUpload(report, column, {
    name: 'fixed call upload',
    rows: total,
    fileBytes: data.length,
    fileType: path.extname(file),
    sheetjsMs: sheetjs.ms,
    parseMs: client.ms,
    check: {
      call: 'POST /call-management/validation (stage + check)',
      ms: checked.ms,
      note: `${count(total)} rows pass`,
    },
    commit: {
      call: 'POST /call-management/uploadfixedcall (replace + commit)',
      ms: submit.ms,
      note: `${count(submit.value.landed)} landed, ${count(submit.value.replaced)} replaced (audited)`,
    },
    floorMs,
  });
}

const USERS = 20;
const SECONDS = 5;
const HEAD_OFFICE: Scope = { kind: 'all' };

/** One overview request of head office on ALL BRANCH this month, and the same work run directly. */
interface OverviewRequest {
  name: string;
  path: string;
  body: Record<string, unknown>;
  direct(db: Db): Promise<unknown>;
}

export interface CallPlanOverviewLoads {
  requests: OverviewRequest[];
  armada: Map<string, LoadResult>;
  total: number;
}

/** The spec's body of ALL BRANCH this month; the rest of each request is the list's paging. */
function overviewRequests(): OverviewRequest[] {
  const { year, month } = thisMonth();
  const spec = { branchCode: '0', position: 'ALL', year, periode: month, orgID: 81 };
  const direct =
    (queries: typeof fixedCallPageQueries | typeof masterCallPageQueries, countToo: boolean) => (db: Db) =>
      queries({ ...spec, search: '', page: 0, pageSize: 100, count: countToo }, db, HEAD_OFFICE);
  return [
    {
      name: 'Overview Fixed Call, ALL BRANCH: first page',
      path: '/call-management/overview',
      body: { ...spec, count: false },
      direct: direct(fixedCallPageQueries, false),
    },
    {
      name: "Overview Fixed Call, ALL BRANCH: first page + count (Load List, the spec's body)",
      path: '/call-management/overview',
      body: spec,
      direct: direct(fixedCallPageQueries, true),
    },
    {
      name: "Overview Master Call, ALL BRANCH: first page + count (Load List, the spec's body)",
      path: '/call-management/overviewmastercall',
      body: spec,
      direct: direct(masterCallPageQueries, true),
    },
  ];
}

/** Each overview request under 20 head-office users on the running server (the scale-2000 seed). */
export async function benchCallPlanOverviewLoads(
  server: ServerProcess,
  column: string,
  report: Report,
): Promise<CallPlanOverviewLoads> {
  const token = await login(server, 'ho.admin');
  const requests = overviewRequests();
  const first = dataOf<{ total: number | null }>(
    await callApi(server, 'POST', requests[1]?.path ?? '', requests[1]?.body, token),
    'fixed call overview',
  );
  const total = first.total ?? 0;
  const armada = new Map<string, LoadResult>();
  for (const r of requests) {
    const result = await loadPost(`${r.name}`, `${server.url}/api${r.path}`, r.body, token, {
      connections: USERS,
      seconds: SECONDS,
    });
    armada.set(r.name, result);
    report.set(
      `call plans, ${USERS} users: ${r.name.replace(/ \(.*\)$/, '')}: p50 / p99`,
      column,
      `${ms(result.p50)} / ${ms(result.p99)}`,
      `${count(result.rps)} req/s; ${count(total)} planned visits this month; 100 rows; goal p99 < 100 ms on PostgreSQL`,
    );
  }
  return { requests, armada, total };
}

/** The floors: each request's own queries run directly in the bench process, the server stopped. */
export async function benchCallPlanOverviewFloors(
  db: BenchDatabase,
  loads: CallPlanOverviewLoads,
  report: Report,
): Promise<void> {
  const database = await db.open();
  try {
    for (const r of loads.requests) {
      const t = await sequential(30, () => r.direct(database.db), 3);
      const ours = loads.armada.get(r.name) as LoadResult;
      report.set(
        `call plans floor (same queries, direct): ${r.name.replace(/ \(.*\)$/, '')}: p50 / p99`,
        db.label,
        `${ms(t.p50)} / ${ms(t.p99)}`,
        `one at a time; Armada's p50 under ${USERS} users / this p50: ${ratio(ours.p50 / t.p50)}`,
      );
    }
  } finally {
    await database.close();
  }
}
