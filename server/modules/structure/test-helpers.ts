/**
 * Setup the structure API tests share. A test file calls `setUpDemoApp()` once at its top: before
 * its tests the real server starts on a database of the file's own and the three demo users log
 * in; after them the server closes. `t`, `ho`, `branchAdmin` and `branchHead` are live bindings:
 * they hold the app and the users' session tokens while the tests run.
 */
import { afterAll, beforeAll } from 'vitest';
import { rows, sql } from '../../db/client';
import { startTestApp, type TestApp } from '../../test/harness';

export let t: TestApp;
/** ho.admin: head office (org 81), every branch. */
export let ho: string;
/** branch.admin: org 101 (branches JKT and BKS). */
export let branchAdmin: string;
/** branch.head: KEPALA CABANG of BKS (org 101). */
export let branchHead: string;

export function setUpDemoApp(): void {
  beforeAll(async () => {
    t = await startTestApp();
    [ho, branchAdmin, branchHead] = await Promise.all([
      t.login('ho.admin'),
      t.login('branch.admin'),
      t.login('branch.head'),
    ]);
  });
  afterAll(() => t.close());
}

/** A structure call (its path below /api/structure/) with the session of `token`. */
export const get = (path: string, token: string) => t.call('GET', `/api/structure/${path}`, undefined, token);
export const post = (path: string, body: unknown, token: string) =>
  t.call('POST', `/api/structure/${path}`, body, token);

/**
 * A JKT salesman the demo data accepts, in the fields the role insert and the role upload name
 * alike (the spec's payload names); each test adds the position code, org and its own changes.
 */
export const jktSalesman = {
  typeCode: 'SALESMAN',
  titleCode: 'TO',
  branchCode: 'JKT',
  CSOCode: 'JKT-CSO-001',
  supCode: 'JKT-SPV-001',
  emailSup: 'spv.jkt1@armada.co.id',
  secondaryPosition: 'N',
  roleAddType: 'NA',
  startDate: '2026-01-01',
  endDate: '4001-12-31',
  userIdUpdate: 'ho.admin',
};

/** The stored role of a position code (ids, org and dates cast alike on both drivers), or undefined. */
export async function storedRole(code: string) {
  const [found] = await rows<Record<string, string | number | null>>(
    t.database.db,
    sql`SELECT role_position_code, employee_type_id::int, employee_type_code, employee_title_id::int,
          employee_title_code, org_id::int, branch_code, role_sup_code, supervisor_email, cso_code,
          role_add_type_code, is_colector, secondary_position, role_start_date::text, role_end_date::text,
          user_id_update
        FROM roles WHERE role_position_code = ${code}`,
  );
  return found;
}
