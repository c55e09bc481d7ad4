/**
 * Structure rows: the role upload of 50,000 rows end to end next to its floors (SheetJS's own parse
 * of the file, and one bare INSERT ... SELECT FROM jsonb of the same rows), and the role overview at
 * 300,000 roles next to the same SQL run directly, plus the export of every branch.
 */

import fs from 'node:fs';
import { contract } from '../common/contract';
import { ROLE_UPLOAD_MAX_ROWS, type RoleUploadRow } from '../common/contract/structure';
import { ROLE_UPLOAD_TEMPLATE } from '../common/excel-templates';
import { loadConfig } from '../server/config';
import { rows, sql } from '../server/db/client';
import { seed } from '../server/db/seed/index';
import { allImplementations } from '../server/modules/index';
import { LocalStorage } from '../server/platform/storage';
import { roleUploadRowOf } from '../web/features/structure/role-upload-rows';
import { callApi, dataOf, login } from './api';
import {
  benchCallPlanOverviewFloors,
  benchCallPlanOverviewLoads,
  benchFixedCallBareInsert,
  benchFixedCallUpload,
  type CallPlanOverviewLoads,
  fixedCallUploadFile,
} from './call-plans';
import {
  benchFieldEvidenceFloors,
  benchFieldEvidenceLoads,
  busiest,
  type FieldEvidenceLoads,
  REALIZATION_EXPORT,
} from './crc-and-realization';
import type { BenchDatabase } from './databases';
import { benchListExport, exportFromMemory, ROLE_EXPORT } from './list-export';
import { timed } from './load';
import { benchLocationFloors, benchLocationLoads, benchLocationPage, type LocationLoads } from './location';
import { count, type Report, ratio, sec } from './report';
import { benchRoleOverviewFloor, benchRoleOverviewLoad, withArmada } from './role-overview';
import {
  ASSIGNMENT_EXPORT,
  type AssignmentLoads,
  assignmentUploadFile,
  benchAssignmentBareInsert,
  benchAssignmentFloors,
  benchAssignmentLoads,
  benchAssignmentUpload,
} from './sales-assignment';
import { benchSalesrepList, benchSalesrepListFloor } from './salesrep-list';
import { BENCH_STORAGE_DIR, type ServerProcess } from './server-process';
import {
  benchTargetBareInsert,
  benchTargetSummary,
  benchTargetSummaryFloor,
  benchTargetUpload,
  fillTargetYear,
  type TargetLoads,
  targetUploadFile,
} from './targets';
import { screenRecords, sheetjsRowCount, UPLOAD_ROWS } from './upload-file';

export const SCALE = 2000;
/** 30,000 roles: the export's memory must be the same there as at 300,000. */
const SMALL_EXPORT_SCALE = 200;
/** The upload gets this long; a slower one is reported as not finished (the bench must end). */
const UPLOAD_LIMIT_MS = 120_000;

/** True when the structure module implements the calls these rows time. */
export function structureImplemented(): boolean {
  const wanted = [
    contract.structure.roleUpload,
    contract.structure.selectRole,
    contract.structure.exportRole,
  ];
  const defs = new Set(allImplementations(loadConfig({})).map((i) => i.def));
  return wanted.every((d) => defs.has(d));
}

/** Parses the file as the upload screen does and sends it; answers the rows sent. */
export async function benchRoleUpload(
  server: ServerProcess,
  file: string,
  column: string,
  report: Report,
): Promise<{ rows: RoleUploadRow[]; uploadMs: number; finished: boolean }> {
  const data = fs.readFileSync(file);

  // Floor 1: SheetJS alone reading the workbook and its rows.
  const sheetjs = await timed(async () => sheetjsRowCount(data));
  if (sheetjs.value !== UPLOAD_ROWS)
    throw new Error(`SheetJS read ${sheetjs.value} rows, expected ${UPLOAD_ROWS}`);

  // The upload screen's parser (header check, text of every cell) and its row mapping.
  const client = await timed(async () => {
    return screenRecords(data, ROLE_UPLOAD_TEMPLATE, ROLE_UPLOAD_MAX_ROWS).map((r) =>
      roleUploadRowOf(r, 'ho.admin'),
    );
  });
  const uploadRows = client.value;

  const token = await login(server, 'ho.admin');
  const size = `${(data.length / 1024 / 1024).toFixed(1)} MiB .xls`;
  report.set(
    `role upload ${count(UPLOAD_ROWS)} rows: SheetJS read + sheet_to_json (floor 1)`,
    column,
    sec(sheetjs.ms),
    size,
  );
  report.set(
    'role upload: upload screen parse (parseSheet + row mapping)',
    column,
    sec(client.ms),
    'runs in the browser',
  );
  const postRow = 'role upload: POST /structure/role/upload (validate + stage + commit)';

  const started = performance.now();
  let answer: Awaited<ReturnType<typeof callApi>>;
  try {
    answer = await callApi(server, 'POST', '/structure/role/upload', uploadRows, token, UPLOAD_LIMIT_MS);
  } catch (err) {
    if (!(err instanceof DOMException && err.name === 'TimeoutError')) throw err;
    report.set(postRow, column, `> ${sec(UPLOAD_LIMIT_MS)}`, 'did not answer in time: stopped waiting');
    report.set(
      'role upload end to end (screen parse + POST)',
      column,
      `> ${sec(client.ms + UPLOAD_LIMIT_MS)}`,
    );
    return { rows: uploadRows, uploadMs: UPLOAD_LIMIT_MS, finished: false };
  }
  const uploadMs = performance.now() - started;
  const result = dataOf<{ SUCCESS: number; FAIL: number; FAILED: { REASON: string }[] }>(
    answer,
    'role upload',
  );
  if (result.SUCCESS !== UPLOAD_ROWS || result.FAIL !== 0) {
    const reasons = [...new Set(result.FAILED.map((f) => f.REASON))].slice(0, 5).join('; ');
    throw new Error(`role upload landed ${result.SUCCESS} and failed ${result.FAIL} rows: ${reasons}`);
  }
  report.set(postRow, column, sec(uploadMs), `${count(result.SUCCESS)} landed, ${result.FAIL} failed`);
  report.set('role upload end to end (screen parse + POST)', column, sec(client.ms + uploadMs));
  return { rows: uploadRows, uploadMs, finished: true };
}

/**
 * Floor 2: the same rows into the roles table of a scratch database (demo data at scale 1) with
 * one INSERT ... SELECT FROM jsonb, type and title ids looked up by code as any insert must.
 */
export async function benchBareInsert(
  scratch: BenchDatabase,
  uploadRows: RoleUploadRow[],
  upload: { uploadMs: number; finished: boolean },
  column: string,
  report: Report,
): Promise<void> {
  const database = await scratch.open();
  try {
    await seed(database.db, { scale: 1, reset: true });
    const insert = await timed(() =>
      rows<{ n: number }>(
        database.db,
        sql`WITH landed AS (
              INSERT INTO roles (role_position_code, employee_type_id, employee_type_code, employee_title_id,
                employee_title_code, org_id, branch_code, role_sup_code, supervisor_email, cso_code,
                role_add_type_code, is_colector, secondary_position, role_start_date, role_end_date, user_id_update)
              SELECT x."rolePosCode", t.employee_type_id, t.code, ti.employee_title_id, ti.code, x."orgId"::int,
                x."branchCode", x."supCode", nullif(x."emailSup", ''), x."CSOCode", x."roleAddType", 'N',
                x."secondaryPosition", x."startDate"::date, x."endDate"::date, 'bench'
              FROM jsonb_to_recordset(${JSON.stringify(uploadRows)}::jsonb) AS x("rolePosCode" text,
                "typeCode" text, "titleCode" text, "orgId" text, "branchCode" text, "CSOCode" text,
                "supCode" text, "emailSup" text, "secondaryPosition" text, "roleAddType" text,
                "startDate" text, "endDate" text)
              JOIN employee_types t ON t.code = x."typeCode"
              LEFT JOIN employee_titles ti ON ti.code = x."titleCode" AND ti.type_code = t.code
              RETURNING 1)
            SELECT count(*)::int AS n FROM landed`,
      ),
    );
    const landed = insert.value[0]?.n ?? 0;
    if (landed !== uploadRows.length)
      throw new Error(`bare insert landed ${landed} of ${uploadRows.length} rows`);
    report.set(
      'role upload: bare INSERT … SELECT FROM jsonb, same rows (floor 2)',
      column,
      sec(insert.ms),
      'scratch database, demo data at scale 1',
    );
    const uploadRatio = ratio(upload.uploadMs / insert.ms);
    report.set(
      'role upload ratio POST / bare insert',
      column,
      upload.finished ? uploadRatio : `> ${uploadRatio}`,
      'goal ≤ 3x',
    );
  } finally {
    await database.close();
  }
}

/** The export at 30,000 roles and everything at 300,000: seed, overview under load, exports, floors. */
export async function benchRoleOverview(db: BenchDatabase, column: string, report: Report): Promise<void> {
  await seedAt(db, SMALL_EXPORT_SCALE);
  const smallFloor = await exportFromMemory(db, ROLE_EXPORT);
  await withArmada(db, async (server) => {
    const token = await login(server, 'ho.admin');
    await benchListExport(
      server,
      ROLE_EXPORT,
      token,
      `${count(smallFloor.rows)} roles`,
      column,
      report,
      smallFloor,
    );
  });

  const seeded = await seedAt(db, SCALE);
  const floor = await exportFromMemory(db, ROLE_EXPORT);
  report.set(`seed --scale ${SCALE}`, column, sec(seeded.ms), `${count(floor.rows)} roles`);
  await addSecondHeadOfficeUser(db);
  let salesrepP50 = 0;
  const assignmentFloor = await exportFromMemory(db, ASSIGNMENT_EXPORT);
  let assignments: AssignmentLoads | undefined;
  let locations: LocationLoads | undefined;
  let targets: TargetLoads | undefined;
  let callPlans: CallPlanOverviewLoads | undefined;
  let fieldEvidence: FieldEvidenceLoads | undefined;
  const realizationFloor = await exportFromMemory(db, REALIZATION_EXPORT);
  const fieldAsked = await busiest(db);
  const storedTargets = await fillTargetYear(db);
  const { armada, requests } = await withArmada(db, async (server) => {
    const measured = await benchRoleOverviewLoad(db, server, report);
    salesrepP50 = await benchSalesrepList(server, report, column);
    const token = await login(server, 'ho.admin');
    const second = await login(server, SECOND_HEAD_OFFICE_USER);
    const roles = `${count(floor.rows)} roles`;
    await benchListExport(server, ROLE_EXPORT, token, roles, column, report, floor, second);
    assignments = await benchAssignmentLoads(server, column, report);
    const label = `${count(assignmentFloor.rows)} assignments`;
    await benchListExport(server, ASSIGNMENT_EXPORT, token, label, column, report, assignmentFloor);
    locations = await benchLocationLoads(server, column, report);
    await benchLocationPage(server, column, report);
    targets = await benchTargetSummary(server, storedTargets, column, report);
    callPlans = await benchCallPlanOverviewLoads(server, column, report);
    fieldEvidence = await benchFieldEvidenceLoads(server, fieldAsked, column, report);
    const visits = `${count(realizationFloor.rows)} realization rows`;
    await benchListExport(server, REALIZATION_EXPORT, token, visits, column, report, realizationFloor);
    return measured;
  });
  await benchRoleOverviewFloor(db, requests, armada, report);
  await benchSalesrepListFloor(db, salesrepP50, report);
  if (assignments) await benchAssignmentFloors(db, assignments, report);
  if (locations) await benchLocationFloors(db, locations, report);
  if (targets) await benchTargetSummaryFloor(db, targets, report);
  if (callPlans) await benchCallPlanOverviewFloors(db, callPlans, report);
  if (fieldEvidence) await benchFieldEvidenceFloors(db, fieldEvidence, report);
  const targetFile = await targetUploadFile(db);
  const targetFloorMs = await benchTargetBareInsert(db, targetFile, column, report);
  await withArmada(db, (server) => benchTargetUpload(server, targetFile, targetFloorMs, column, report));
  const callFile = await fixedCallUploadFile(db);
  const callFloorMs = await benchFixedCallBareInsert(db, callFile, column, report);
  await withArmada(db, (server) => benchFixedCallUpload(server, callFile, callFloorMs, column, report));
  // The upload last: it adds 50,000 assignments to the data the rows above read.
  const file = await assignmentUploadFile(db);
  const bareMs = await benchAssignmentBareInsert(db, file, column, report);
  await withArmada(db, (server) => benchAssignmentUpload(server, file, bareMs, column, report));
}

/**
 * A second head-office user, a copy of ho.admin: two exports at once are two users' exports, since
 * one user gets one export at a time.
 */
const SECOND_HEAD_OFFICE_USER = 'ho.admin2';

async function addSecondHeadOfficeUser(db: BenchDatabase): Promise<void> {
  const database = await db.open();
  try {
    await database.db.execute(
      sql`INSERT INTO users (user_id, password_hash, user_name, position_code, org_id, branch_code,
            access_type, profile, active)
          SELECT ${SECOND_HEAD_OFFICE_USER}, password_hash, user_name, position_code, org_id, branch_code,
            access_type, profile, active
          FROM users WHERE user_id = 'ho.admin'
          ON CONFLICT (user_id) DO NOTHING`,
    );
  } finally {
    await database.close();
  }
}

/** Seeds `db` afresh at `scale`: the seed's milliseconds. */
export async function seedAt(db: BenchDatabase, scale: number) {
  const database = await db.open();
  try {
    // The demo photos into the servers' folder, so that photos and thumbnails are served.
    const storage = new LocalStorage(BENCH_STORAGE_DIR);
    return await timed(() => seed(database.db, { scale, reset: true, storage }));
  } finally {
    await database.close();
  }
}
