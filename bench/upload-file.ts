/**
 * The .xls file the role upload bench sends: 50,000 valid rows of the upload template, new unique
 * positions over every branch of the demo data, each with its branch's supervisor and CSO.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { read, utils } from '@e965/xlsx';
import { type SQL, TransactionRollbackError } from 'drizzle-orm';
import { CSO_TYPE_CODE, ROLE_UPLOAD_COLUMNS, SUPERVISOR_TYPE_CODES } from '../common/contract/structure';
import type { ExcelTemplate } from '../common/excel-templates';
import { type Db, rows, sql } from '../server/db/client';
import { parseSheet, type SheetRecord } from '../web/components/import-screen/parse-sheet';
import type { BenchDatabase } from './databases';
import { timed } from './load';
import { count, type Report, ratio, sec } from './report';
import { ROOT } from './server-process';

export const UPLOAD_ROWS = 50_000;
/** Upload files are slow to write: kept here under a hash of their rows. */
export const UPLOAD_CACHE = path.join(ROOT, 'bench/results/cache');

interface BranchReference {
  org_id: number;
  branch_code: string;
  sup: string;
  sup_email: string | null;
  cso: string;
}

/** Branches of the seeded demo data with one supervisor and one CSO each, and the titles of the plain types. */
async function reference(db: Db) {
  const supervisorTypes = sql.join(
    SUPERVISOR_TYPE_CODES.map((t) => sql`${t}`),
    sql`, `,
  );
  const branches = await rows<BranchReference>(
    db,
    sql`SELECT b.org_id, b.branch_code,
          (SELECT role_position_code FROM roles r WHERE r.branch_code = b.branch_code
             AND r.employee_type_code IN (${supervisorTypes}) ORDER BY role_position_code LIMIT 1) AS sup,
          (SELECT supervisor_email FROM roles r WHERE r.branch_code = b.branch_code
             AND r.employee_type_code IN (${supervisorTypes}) ORDER BY role_position_code LIMIT 1) AS sup_email,
          (SELECT role_position_code FROM roles r WHERE r.branch_code = b.branch_code
             AND r.employee_type_code = ${CSO_TYPE_CODE} ORDER BY role_position_code LIMIT 1) AS cso
        FROM branches b ORDER BY b.branch_code`,
  );
  const titles = await rows<{ type_code: string; code: string }>(
    db,
    sql`SELECT type_code, code FROM employee_titles
        WHERE end_date >= current_date AND type_code NOT IN (${supervisorTypes}, ${CSO_TYPE_CODE})
        ORDER BY type_code, code`,
  );
  const addTypes = await rows<{ branch_code: string; code: string }>(
    db,
    sql`SELECT branch_code, code FROM additional_types ORDER BY branch_code, code`,
  );
  return { branches: branches.filter((b) => b.sup && b.cso), titles, addTypes };
}

/** 50,000 valid rows of the upload template: unique new positions over every branch with roles. */
function uploadSheet(ref: Awaited<ReturnType<typeof reference>>): string[][] {
  if (ref.branches.length === 0 || ref.titles.length === 0) {
    throw new Error(
      'the demo data has no branch with a supervisor and a CSO, or no title: cannot build the upload',
    );
  }
  const aoa: string[][] = [[...ROLE_UPLOAD_COLUMNS]];
  for (let i = 0; i < UPLOAD_ROWS; i++) {
    const b = ref.branches[i % ref.branches.length] as BranchReference;
    const t = ref.titles[i % ref.titles.length] as { type_code: string; code: string };
    const adds = ref.addTypes.filter((a) => a.branch_code === b.branch_code);
    const add = i % 4 === 0 && adds.length > 0 ? (adds[i % adds.length]?.code ?? 'NA') : 'NA';
    aoa.push([
      `${b.branch_code}-UPL-${String(i + 1).padStart(6, '0')}`,
      t.type_code,
      t.code,
      String(b.org_id),
      b.branch_code,
      b.cso,
      b.sup,
      b.sup_email ?? '',
      'N',
      add,
      '2026-01-01',
      '4001-12-31',
    ]);
  }
  return aoa;
}

/**
 * The .xls file of the upload, built from the demo data of `db` (seeded at scale 1). Writing BIFF8
 * with SheetJS is slow, so the file is kept in bench/results/cache under a hash of its rows.
 */
export async function uploadFile(db: BenchDatabase): Promise<string> {
  const database = await db.open();
  let aoa: string[][];
  try {
    aoa = uploadSheet(await reference(database.db));
  } finally {
    await database.close();
  }
  return cachedXls('role-upload', aoa);
}

/** The most data rows a legacy .xls holds (BIFF8: 65,536 rows, the header one of them). */
export const XLS_MAX_DATA_ROWS = 65_535;

/**
 * The .xls (or .xlsx) of the rows (header first), kept in UPLOAD_CACHE under a hash of them:
 * writing BIFF8 with SheetJS is slow, so a file is written once and reused while its rows stay the same.
 */
export function cachedXls(
  name: string,
  aoa: readonly (readonly (string | number)[])[],
  bookType: 'xls' | 'xlsx' = 'xls',
): string {
  const json = JSON.stringify(aoa);
  const file = path.join(
    UPLOAD_CACHE,
    `${name}-${createHash('sha256').update(json).digest('hex').slice(0, 16)}.${bookType}`,
  );
  if (!fs.existsSync(file)) writeXls(json, file);
  return file;
}

/** The records the upload screen reads from the file with its own parser; throws where it refuses. */
export function screenRecords<C extends string>(data: Buffer, template: ExcelTemplate<C>, maxRows: number) {
  const parsed = parseSheet(data, template, maxRows);
  if (!parsed.ok) throw new Error(`the upload screen's parser refused the file: ${parsed.message}`);
  return parsed.records as SheetRecord<C>[];
}

/** Writes rows (JSON of arrays, header first) as .xls at `file`, in a child process (see write-xls.mjs). */
export function writeXls(json: string, file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const input = path.join(os.tmpdir(), `armada-bench-rows-${process.pid}.json`);
  fs.writeFileSync(input, json);
  try {
    const rowCount = (JSON.parse(json) as unknown[]).length - 1;
    process.stderr.write(
      `writing ${rowCount} rows as ${path.extname(file)} with SheetJS (slow, cached afterwards)...\n`,
    );
    const result = spawnSync(process.execPath, [path.join(ROOT, 'bench/write-xls.mjs'), input, file], {
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error('writing the .xls upload file failed');
  } finally {
    fs.rmSync(input, { force: true });
  }
}

/** Floor 1 of every upload: SheetJS alone reading the workbook and its rows; answers the data rows. */
export function sheetjsRowCount(data: Buffer): number {
  const book = read(data, { type: 'buffer', dense: true });
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  return sheet ? utils.sheet_to_json<string[]>(sheet, { header: 1 }).length - 1 : 0;
}

/**
 * Floor 2 of every upload: a bare INSERT … SELECT that answers `count(*)::int AS n` of the rows it
 * landed, timed in a transaction rolled back afterwards, so the upload then adds the same rows.
 */
export async function timedRolledBackInsert(db: Db, insert: SQL): Promise<{ ms: number; landed: number }> {
  let landed = 0;
  const { ms } = await timed(() =>
    db
      .transaction(async (tx) => {
        const [n] = await rows<{ n: number }>(tx, insert);
        landed = n?.n ?? 0;
        tx.rollback();
      })
      .catch((err: unknown) => {
        // drizzle's rollback ends the transaction by throwing: the one expected way out.
        if (!(err instanceof TransactionRollbackError)) throw err;
      }),
  );
  return { ms, landed };
}

/** One timed upload of a file's rows through the screen's parse, the check call and the commit call. */
export interface UploadRun {
  /** The rows' name: 'target upload'. */
  name: string;
  /** How many rows the file holds (UPLOAD_ROWS, or a call's limit). */
  rows: number;
  fileBytes: number;
  /** The file's extension, '.xls' unless said. */
  fileType?: string;
  /** Floor 1: SheetJS alone. */
  sheetjsMs: number;
  /** The upload screen's parse and row mapping (runs in the browser). */
  parseMs: number;
  check: { call: string; ms: number; note: string };
  commit: { call: string; ms: number; note: string };
  /** Floor 2: the bare INSERT of the same rows. */
  floorMs: number;
}

/** The five rows every upload reports, the last against the goal of at most 3x the two floors. */
export function reportUpload(report: Report, column: string, run: UploadRun): void {
  const total = run.parseMs + run.check.ms + run.commit.ms;
  report.set(
    `${run.name} ${count(run.rows)} rows: SheetJS read + sheet_to_json (floor 1)`,
    column,
    sec(run.sheetjsMs),
    `${(run.fileBytes / 1024 / 1024).toFixed(1)} MiB ${run.fileType ?? '.xls'}`,
  );
  report.set(`${run.name}: upload screen parse`, column, sec(run.parseMs), 'runs in the browser');
  report.set(`${run.name}: ${run.check.call}`, column, sec(run.check.ms), run.check.note);
  report.set(`${run.name}: ${run.commit.call}`, column, sec(run.commit.ms), run.commit.note);
  report.set(
    `${run.name} end to end / (floor 1 + floor 2)`,
    column,
    `${sec(total)}, ${ratio(total / (run.sheetjsMs + run.floorMs))}`,
    'goal ≤ 3x',
  );
}
