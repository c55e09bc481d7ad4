/** Tables of the organisation structure: employee types, titles, additional types and roles. */
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { branches } from './platform';

export const employeeTypes = pgTable('employee_types', {
  employeeTypeId: serial('employee_type_id').primaryKey(),
  code: text('code').notNull().unique(),
  description: text('description').notNull(),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }).notNull(),
  userIdUpdate: text('user_id_update'),
  lastUpdate: timestamp('last_update', { withTimezone: true }).notNull().defaultNow(),
});

export const employeeTitles = pgTable(
  'employee_titles',
  {
    employeeTitleId: serial('employee_title_id').primaryKey(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    typeCode: text('type_code')
      .notNull()
      .references(() => employeeTypes.code, { onUpdate: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    userIdUpdate: text('user_id_update'),
    lastUpdate: timestamp('last_update', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('employee_titles_code_type_idx').on(t.code, t.typeCode)],
);

/** Additional types a role of a branch may carry (selectAdditionalType). */
export const additionalTypes = pgTable(
  'additional_types',
  {
    branchCode: text('branch_code')
      .notNull()
      .references(() => branches.branchCode),
    code: text('code').notNull(),
    description: text('description').notNull(),
  },
  (t) => [uniqueIndex('additional_types_pk').on(t.branchCode, t.code)],
);

export const roles = pgTable(
  'roles',
  {
    roleMapId: serial('role_map_id').primaryKey(),
    /** A position exists once; its history is kept in the audit log. */
    rolePositionCode: text('role_position_code').notNull().unique(),
    employeeTypeId: integer('employee_type_id').notNull(),
    employeeTypeCode: text('employee_type_code').notNull(),
    employeeTitleId: integer('employee_title_id'),
    employeeTitleCode: text('employee_title_code'),
    orgId: integer('org_id').notNull(),
    branchCode: text('branch_code')
      .notNull()
      .references(() => branches.branchCode),
    roleSupCode: text('role_sup_code').notNull().default('NA'),
    supervisorEmail: text('supervisor_email'),
    csoCode: text('cso_code').notNull().default('NA'),
    roleAddTypeCode: text('role_add_type_code').notNull().default('NA'),
    isColector: text('is_colector').notNull().default('N'),
    secondaryPosition: text('secondary_position').notNull().default('N'),
    roleStartDate: date('role_start_date', { mode: 'string' }).notNull(),
    roleEndDate: date('role_end_date', { mode: 'string' }).notNull(),
    userIdUpdate: text('user_id_update'),
    lastUpdate: timestamp('last_update', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('roles_org_branch_idx').on(t.orgId, t.branchCode),
    index('roles_branch_type_idx').on(t.branchCode, t.employeeTypeCode),
  ],
);
