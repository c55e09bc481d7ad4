/** Helpers the structure API tests share; the demo app they run on is server/test/demo-app.ts. */
import { rows, sql } from '../../db/client';
import { t } from '../../test/demo-app';

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
