/**
 * Demo data of the organisation structure: employee types and titles, additional types of every
 * branch, and 150 roles per scale unit spread over the branches (supervisors with e-mails, CSOs,
 * salesmen, merchandisers, collectors). Deterministic for a given random seed.
 */
import { OPEN_END_DATE } from '../../../common/constants';
import { type Db, rows, sql } from '../client';
import { additionalTypes, employeeTitles, employeeTypes } from '../schema';
import { DEMO_BRANCHES } from './platform-data';
import type { Random } from './random';

const SINCE = '2020-01-01';

export const DEMO_TYPES = [
  { code: 'SALESMAN', description: 'Salesman' },
  { code: 'SUP', description: 'Supervisor Sales' },
  { code: 'SUPERVISOR', description: 'Supervisor Area' },
  { code: 'CSO', description: 'Customer Service Officer' },
  { code: 'MERCHANDISER', description: 'Merchandiser' },
  { code: 'COLLECTOR', description: 'Collector' },
];

/** Titles per type; RETAIL ended, so the title list shows an INACTIVE status too. */
export const DEMO_TITLES: { code: string; description: string; typeCode: string; endDate?: string }[] = [
  { code: 'TO', description: 'Taking Order', typeCode: 'SALESMAN' },
  { code: 'CANVAS', description: 'Canvasser', typeCode: 'SALESMAN' },
  { code: 'MOTORIST', description: 'Motorist', typeCode: 'SALESMAN' },
  { code: 'RETAIL', description: 'Retail Salesman', typeCode: 'SALESMAN', endDate: '2024-12-31' },
  { code: 'SPV-TO', description: 'Supervisor Taking Order', typeCode: 'SUP' },
  { code: 'SPV-CANVAS', description: 'Supervisor Canvas', typeCode: 'SUP' },
  { code: 'SPV-AREA', description: 'Supervisor Area', typeCode: 'SUPERVISOR' },
  { code: 'CSO-ADMIN', description: 'CSO Administrasi', typeCode: 'CSO' },
  { code: 'CSO-SENIOR', description: 'CSO Senior', typeCode: 'CSO' },
  { code: 'MD-GT', description: 'Merchandiser General Trade', typeCode: 'MERCHANDISER' },
  { code: 'MD-MT', description: 'Merchandiser Modern Trade', typeCode: 'MERCHANDISER' },
  { code: 'COL-REG', description: 'Collector Reguler', typeCode: 'COLLECTOR' },
];

export const DEMO_ADDITIONAL_TYPES = [
  { code: 'KEY ACCOUNT', description: 'Key Account' },
  { code: 'MODERN TRADE', description: 'Modern Trade' },
  { code: 'HORECA', description: 'Hotel, Restoran dan Kafe' },
];

/** Share of a branch's roles per type and the position code part; SALESMAN takes the rest. */
const MIX = [
  { type: 'SUP', part: 'SPV', share: 0.1, email: 'spv' },
  { type: 'SUPERVISOR', part: 'SPVA', share: 0.04, email: 'spva' },
  { type: 'CSO', part: 'CSO', share: 0.08 },
  { type: 'MERCHANDISER', part: 'MD', share: 0.12 },
  { type: 'COLLECTOR', part: 'COL', share: 0.1 },
] as const;

const ROLES_PER_SCALE = 150;
const INSERT_CHUNK = 20_000;

interface RoleSeed {
  role_position_code: string;
  employee_type_code: string;
  employee_title_code: string | null;
  org_id: number;
  branch_code: string;
  role_sup_code: string;
  supervisor_email: string | null;
  cso_code: string;
  role_add_type_code: string;
  is_colector: 'Y' | 'N';
  secondary_position: 'Y' | 'N';
  role_start_date: string;
  role_end_date: string;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

function startDate(random: Random): string {
  return `${random.int(2021, 2025)}-${pad(random.int(1, 12), 2)}-01`;
}

/** The roles of one branch: supervisors and CSOs first, so the others can point at them. */
function branchRoles(
  random: Random,
  branch: { orgId: number; branchCode: string },
  count: number,
  width: number,
): RoleSeed[] {
  const titlesOf = (type: string) =>
    DEMO_TITLES.filter((t) => t.typeCode === type && !t.endDate).map((t) => t.code);
  const lower = branch.branchCode.toLowerCase();
  const made: RoleSeed[] = [];
  const base = (type: string, part: string, n: number): RoleSeed => ({
    role_position_code: `${branch.branchCode}-${part}-${pad(n, width)}`,
    employee_type_code: type,
    employee_title_code: random.pick(titlesOf(type)),
    org_id: branch.orgId,
    branch_code: branch.branchCode,
    role_sup_code: 'NA',
    supervisor_email: null,
    cso_code: 'NA',
    role_add_type_code: 'NA',
    is_colector: 'N',
    secondary_position: 'N',
    role_start_date: startDate(random),
    role_end_date: OPEN_END_DATE,
  });

  const counts = MIX.map((m) => Math.max(1, Math.round(count * m.share)));
  const salesmen = Math.max(1, count - counts.reduce((a, b) => a + b, 0));
  const supervisors: RoleSeed[] = [];
  const csos: RoleSeed[] = [];
  MIX.forEach((m, i) => {
    for (let n = 1; n <= (counts[i] as number); n++) {
      const role = base(m.type, m.part, n);
      if ('email' in m) {
        role.supervisor_email = `${m.email}.${lower}${n}@armada.co.id`;
        supervisors.push(role);
      } else if (m.type === 'CSO') {
        csos.push(role);
      } else {
        made.push(role);
      }
    }
  });
  for (let n = 1; n <= salesmen; n++) made.push(base('SALESMAN', 'SLS', n));

  const sups = supervisors.filter((s) => s.employee_type_code === 'SUP');
  made.forEach((role, i) => {
    const sup = sups[i % sups.length] as RoleSeed;
    role.role_sup_code = sup.role_position_code;
    role.supervisor_email = sup.supervisor_email;
    role.cso_code = random.pick(csos).role_position_code;
    if (role.employee_type_code === 'COLLECTOR') role.is_colector = 'Y';
    if (role.employee_type_code === 'SALESMAN') {
      if (random.next() < 0.1) role.is_colector = 'Y';
      if (random.next() < 0.12) role.secondary_position = 'Y';
      else if (random.next() < 0.3) role.role_add_type_code = random.pick(DEMO_ADDITIONAL_TYPES).code;
    }
    // A few positions have been closed.
    if (random.next() < 0.04) {
      const started = Number(role.role_start_date.slice(0, 4));
      role.role_end_date = `${Math.min(started + 1, 2025)}-12-31`;
    }
  });
  return [...supervisors, ...csos, ...made];
}

export async function seedStructure(db: Db, random: Random, scale: number): Promise<void> {
  await db
    .insert(employeeTypes)
    .values(
      DEMO_TYPES.map((t) => ({ ...t, startDate: SINCE, endDate: OPEN_END_DATE, userIdUpdate: 'seed' })),
    );
  await db.insert(employeeTitles).values(
    DEMO_TITLES.map((t) => ({
      code: t.code,
      description: t.description,
      typeCode: t.typeCode,
      startDate: SINCE,
      endDate: t.endDate ?? OPEN_END_DATE,
      userIdUpdate: 'seed',
    })),
  );

  const salesBranches = DEMO_BRANCHES.filter((b) => b.branchCode !== 'HO');
  await db
    .insert(additionalTypes)
    .values(
      salesBranches.flatMap((b) => DEMO_ADDITIONAL_TYPES.map((a) => ({ branchCode: b.branchCode, ...a }))),
    );

  const total = ROLES_PER_SCALE * scale;
  const perBranch = Math.floor(total / salesBranches.length);
  const width = Math.max(3, String(perBranch).length);
  const all = salesBranches.flatMap((b, i) =>
    branchRoles(random, b, perBranch + (i < total % salesBranches.length ? 1 : 0), width),
  );
  for (let at = 0; at < all.length; at += INSERT_CHUNK) {
    await insertRoles(db, all.slice(at, at + INSERT_CHUNK));
  }
}

/** One statement per chunk: the rows travel as one jsonb parameter; ids come from the codes. */
async function insertRoles(db: Db, chunk: RoleSeed[]): Promise<void> {
  await rows(
    db,
    sql`INSERT INTO roles (role_position_code, employee_type_id, employee_type_code, employee_title_id,
          employee_title_code, org_id, branch_code, role_sup_code, supervisor_email, cso_code,
          role_add_type_code, is_colector, secondary_position, role_start_date, role_end_date, user_id_update)
        SELECT x.role_position_code, t.employee_type_id, x.employee_type_code, ti.employee_title_id,
          x.employee_title_code, x.org_id, x.branch_code, x.role_sup_code, x.supervisor_email, x.cso_code,
          x.role_add_type_code, x.is_colector, x.secondary_position, x.role_start_date, x.role_end_date, 'seed'
        FROM jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) AS x(
          role_position_code text, employee_type_code text, employee_title_code text, org_id int,
          branch_code text, role_sup_code text, supervisor_email text, cso_code text,
          role_add_type_code text, is_colector text, secondary_position text, role_start_date date,
          role_end_date date)
        JOIN employee_types t ON t.code = x.employee_type_code
        LEFT JOIN employee_titles ti ON ti.code = x.employee_title_code AND ti.type_code = x.employee_type_code`,
  );
}
