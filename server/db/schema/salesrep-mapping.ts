/**
 * Sales reps and their mappings to positions (spec part 1 sections 3, 4, 7). A rep comes from the
 * HR system (employee id, name, HCM position code); each mapping is one stint of the rep on one
 * role, with its dates. Mappings are history: a cut-off ends a stint, a new mapping adds one, and
 * nothing is overwritten. On any date a rep holds at most one position and a position one rep
 * (server/modules/salesrep-mapping/mapping-rules.ts).
 */
import { boolean, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { branches } from './platform';
import { roles } from './structure';

export const salesreps = pgTable(
  'salesreps',
  {
    /** SALESREP_EMPLOYEEID: the HR system's employee number. */
    employeeId: text('employee_id').primaryKey(),
    employeeName: text('employee_name').notNull(),
    /** The org and branch the rep is employed in: the scope of the rep list. */
    orgId: integer('org_id').notNull(),
    branchCode: text('branch_code')
      .notNull()
      .references(() => branches.branchCode),
    /** POSITION_CODE_HCM: the rep's position in the HR system. */
    positionCodeHcm: text('position_code_hcm'),
    /** False once the HR system reports the employee gone (never deleted: mappings name them). */
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    index('salesreps_org_branch_idx').on(t.orgId, t.branchCode),
    // The list's default order (name, then employee number): head office's pages of every rep are
    // read in it, instead of sorting every rep for each page.
    index('salesreps_name_idx').on(t.employeeName, t.employeeId),
  ],
);

export const salesrepMappings = pgTable(
  'salesrep_mappings',
  {
    salesrepMapId: serial('salesrep_map_id').primaryKey(),
    employeeId: text('employee_id')
      .notNull()
      .references(() => salesreps.employeeId),
    roleMapId: integer('role_map_id')
      .notNull()
      .references(() => roles.roleMapId),
    /** The role's codes as they were at the mapping: history keeps what was true then. */
    positionCode: text('position_code').notNull(),
    orgId: integer('org_id').notNull(),
    branchCode: text('branch_code').notNull(),
    employeeTypeId: integer('employee_type_id').notNull(),
    employeeTypeCode: text('employee_type_code').notNull(),
    employeeTitleId: integer('employee_title_id'),
    employeeTitleCode: text('employee_title_code'),
    supervisor: text('supervisor').notNull().default('NA'),
    cso: text('cso').notNull().default('NA'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    userIdUpdate: text('user_id_update'),
    lastUpdate: timestamp('last_update', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A rep's history, newest first, and the overlap checks of a rep and of a position.
    index('salesrep_mappings_employee_idx').on(t.employeeId, t.startDate),
    index('salesrep_mappings_role_idx').on(t.roleMapId, t.startDate),
  ],
);
