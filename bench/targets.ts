import fs from 'node:fs';
import {
  TARGET_HO_COLUMNS,
  TARGET_UPLOAD_MAX_ROWS,
  type TargetSheetRow,
  type TargetStaging,
} from '../common/contract/targets';
import { TARGET_HO_TEMPLATE } from '../common/excel-templates';
import { type Db, rows, sql } from '../server/db/client';
import { summaryRows } from '../server/modules/targets/summary';
import { sheetRowsOf } from '../web/features/targets/target-upload-rows';
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

const USERS = 20;
const SECONDS = 5;
const UPLOAD_LIMIT_MS = 240_000;

function monthsFrom(offset: number): { year: number; month: number } {
  const d = new Date();
  const m = new Date(d.getFullYear(), d.getMonth() + offset, 1);
  return { year: m.getFullYear(), month: m.getMonth() + 1 };
}

/**
 * A year of targets: the months the seed left empty, from twelve months back, get the seed's rows of
 * the oldest seeded month again; answers the rows the table holds.
 */
export async function fillTargetYear(db: BenchDatabase): Promise<number> {
  const database = await db.open();
  try {
    const source = monthsFrom(-3);
    for (let back = 4; back <= 12; back++) {
      const m = monthsFrom(-back);
      await database.db.execute(
        sql`INSERT INTO targets (tgt_year_id, tgt_month_id, org_id, branch_code, bisnis, lini_id, product_sub_line,
              outlet_channel_group, role_position_code, teritory_geo_group, value_tgt_ho, value_tgt_cab,
              value_tgt_gross, status, user_id_update, approved_by, approved_at)
            SELECT ${m.year}, ${m.month}, org_id, branch_code, bisnis, lini_id, product_sub_line, outlet_channel_group,
              role_position_code, teritory_geo_group, value_tgt_ho, value_tgt_cab, value_tgt_gross, status, 'bench',
              approved_by, approved_at
            FROM targets WHERE tgt_year_id = ${source.year} AND tgt_month_id = ${source.month}
            ON CONFLICT DO NOTHING`,
      );
    }
    await database.db.execute(sql`ANALYZE targets`);
    const [n] = await rows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM targets`);
    return n?.n ?? 0;
  } finally {
    await database.close();
  }
}

export interface TargetLoads {
  armada: LoadResult;
  month: { year: number; month: number };
}

/** Summary Target of last month, every branch, as head office, 20 users at once. */
export async function benchTargetSummary(
  server: ServerProcess,
  stored: number,
  column: string,
  report: Report,
): Promise<TargetLoads> {
  const token = await login(server, 'ho.admin');
  const month = monthsFrom(-1);
  const body = { MonthID: month.month, YearID: month.year, BranchCode: '0' };
  const first = dataOf<{ DetailTarget: unknown[] }>(
    await callApi(server, 'POST', '/target/overview', body, token),
    'target overview',
  );
  const armada = await loadPost(`target overview`, `${server.url}/api/target/overview`, body, token, {
    connections: USERS,
    seconds: SECONDS,
  });
  report.set(
    `Summary Target, ${USERS} users: head office, every branch: p50 / p99`,
    column,
    `${ms(armada.p50)} / ${ms(armada.p99)}`,
    `${count(first.DetailTarget.length)} branch-months of ${count(stored)} targets (a year); ${count(armada.rps)} req/s; goal p99 < 100 ms on PostgreSQL`,
  );
  return { armada, month };
}

export async function benchTargetSummaryFloor(db: BenchDatabase, loads: TargetLoads, report: Report) {
  const database = await db.open();
  try {
    const t = await sequential(30, () => summaryRows(database.db, { kind: 'all' }, loads.month), 3);
    report.set(
      'Summary Target floor (same query, direct): p50 / p99',
      db.label,
      `${ms(t.p50)} / ${ms(t.p99)}`,
      `one at a time; Armada's p50 under ${USERS} users / this p50: ${ratio(loads.armada.p50 / t.p50)}`,
    );
  } finally {
    await database.close();
  }
}

/** `total` new target keys of the month after next: positions of every branch × sub-lines × groups. */
async function uploadSheet(db: Db, total: number): Promise<(string | number)[][]> {
  const m = monthsFrom(2);
  const positions = await rows<{ branch: string; code: string }>(
    db,
    sql`SELECT branch_code AS branch, role_position_code AS code FROM roles
        WHERE branch_code IN (SELECT DISTINCT branch_code FROM customers) ORDER BY role_position_code`,
  );
  const lines = await rows<{ bisnis: string; lini: string; sub: string }>(
    db,
    sql`SELECT l.bisnis_code AS bisnis, l.lini_id AS lini, s.sub_line_code AS sub
        FROM product_sub_lines s JOIN product_lines l ON l.lini_id = s.lini_id ORDER BY 3`,
  );
  const groups = await rows<{ g: string }>(db, sql`SELECT channel_group AS g FROM channel_groups ORDER BY 1`);
  const aoa: (string | number)[][] = [[...TARGET_HO_COLUMNS]];
  for (const p of positions) {
    for (const l of lines) {
      if (aoa.length > total) return aoa;
      const g = groups[aoa.length % groups.length]?.g ?? 'GENERAL TRADE';
      aoa.push([
        m.year,
        m.month,
        p.branch,
        l.bisnis,
        l.lini,
        l.sub,
        g,
        p.code,
        'URBAN',
        1_000_000 + aoa.length,
        0,
      ]);
    }
  }
  if (aoa.length <= total) throw new Error(`only ${aoa.length - 1} target keys for the upload`);
  return aoa;
}

export async function targetUploadFile(db: BenchDatabase, total = UPLOAD_ROWS): Promise<string> {
  const database = await db.open();
  let aoa: (string | number)[][];
  try {
    aoa = await uploadSheet(database.db, total);
  } finally {
    await database.close();
  }
  return cachedXls('target-upload', aoa);
}

function screenRows(data: Buffer): TargetSheetRow[] {
  const records = screenRecords(data, TARGET_HO_TEMPLATE, TARGET_UPLOAD_MAX_ROWS);
  return sheetRowsOf(records, 'ho.admin');
}

/** Floor 2: the same rows into targets with one INSERT … SELECT FROM jsonb, rolled back. */
export async function benchTargetBareInsert(db: BenchDatabase, file: string, column: string, report: Report) {
  const sheet = screenRows(fs.readFileSync(file));
  const database = await db.open();
  try {
    const { ms: insertMs, landed } = await timedRolledBackInsert(
      database.db,
      sql`WITH landed AS (
                  INSERT INTO targets (tgt_year_id, tgt_month_id, org_id, branch_code, bisnis, lini_id,
                    product_sub_line, outlet_channel_group, role_position_code, teritory_geo_group, value_tgt_ho,
                    status, user_id_update)
                  SELECT x."YEAR_ID"::int, x."MONTH_ID"::int, b.org_id, b.branch_code, x."BISNIS", x."ITEM_SUBLINI",
                    x."SUBLINI_PRODUCT", x."CHANNEL_OUTLET_GROUP", x."SALESPERSON_POSITION", x."TERITORY_GEO_GROUP",
                    x."TARGET_REKOMENDASI_HO"::numeric, 'NEW', 'bench'
                  FROM jsonb_to_recordset(${JSON.stringify(sheet)}::jsonb) AS x("YEAR_ID" text, "MONTH_ID" text,
                    "KODE_CABANG" text, "BISNIS" text, "ITEM_SUBLINI" text, "SUBLINI_PRODUCT" text,
                    "CHANNEL_OUTLET_GROUP" text, "SALESPERSON_POSITION" text, "TERITORY_GEO_GROUP" text,
                    "TARGET_REKOMENDASI_HO" text)
                  JOIN branches b ON b.branch_code = x."KODE_CABANG"
                  RETURNING 1)
                SELECT count(*)::int AS n FROM landed`,
    );
    if (landed !== sheet.length) throw new Error(`bare insert landed ${landed} of ${sheet.length} rows`);
    report.set(
      'target upload: bare INSERT … SELECT FROM jsonb, same rows (floor 2)',
      column,
      sec(insertMs),
      `${count(landed)} rows, rolled back`,
    );
    return insertMs;
  } finally {
    await database.close();
  }
}

export async function benchTargetUpload(
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
  const staged = await timed(async () =>
    dataOf<TargetStaging>(
      await callApi(
        server,
        'POST',
        '/target/upload',
        { excelData: client.value, orgID: 81 },
        token,
        UPLOAD_LIMIT_MS,
      ),
      'target upload',
    ),
  );
  if (staged.value.success.length !== total) {
    const reasons = [...new Set(staged.value.failed.map((f) => f.REASON))].slice(0, 5).join('; ');
    throw new Error(`target upload passed ${staged.value.success.length} of ${total} rows: ${reasons}`);
  }
  const submit = await timed(async () =>
    dataOf<{ landed: number }>(
      await callApi(server, 'POST', '/target/submit', {}, token, UPLOAD_LIMIT_MS),
      'target submit',
    ),
  );
  if (submit.value.landed !== total) throw new Error(`target submit landed ${submit.value.landed} rows`);
  reportUpload(report, column, {
    name: 'target upload',
    rows: total,
    fileBytes: data.length,
    sheetjsMs: sheetjs.ms,
    parseMs: client.ms,
    check: {
      call: 'POST /target/upload (stage + check)',
      ms: staged.ms,
      note: `${count(total)} rows pass`,
    },
    commit: {
      call: 'POST /target/submit (commit)',
      ms: submit.ms,
      note: `${count(submit.value.landed)} landed`,
    },
    floorMs,
  });
}
