/** Helpers the structure API tests share; the demo app they run on is server/test/demo-app.ts. */
import { rows, sql } from '../../db/client';
import { roles } from '../../db/schema';
import { t } from '../../test/demo-app';

/** A structure GET (its path below /api/structure/) with the session of `token`; POSTs go through `t.post`. */
export const get = (path: string, token: string) => t.call('GET', `/api/structure/${path}`, undefined, token);

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
    sql`SELECT ${roles.rolePositionCode}, ${roles.employeeTypeId}::int, ${roles.employeeTypeCode},
          ${roles.employeeTitleId}::int, ${roles.employeeTitleCode}, ${roles.orgId}::int, ${roles.branchCode},
          ${roles.roleSupCode}, ${roles.supervisorEmail}, ${roles.csoCode}, ${roles.roleAddTypeCode},
          ${roles.isColector}, ${roles.secondaryPosition}, ${roles.roleStartDate}::text, ${roles.roleEndDate}::text,
          ${roles.userIdUpdate}
        FROM ${roles} WHERE ${roles.rolePositionCode} = ${code}`,
  );
  return found;
}
