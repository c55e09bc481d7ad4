/** Tables of the organisation structure: employee types, titles, additional types and roles. */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { CODE_MAX_LENGTH } from '../../../common/contract/codes';
import { branches } from './platform';

/**
 * The length limit of a code kind (common/contract/codes.ts) as a check of its column, so the
 * database holds the same limit as the forms and the uploads, whatever writes the row.
 */
const codeLength = (name: string, column: AnyPgColumn, max: number) =>
  check(name, sql`char_length(${column}) <= ${sql.raw(String(max))}`);

export const employeeTypes = pgTable(
  'employee_types',
  {
    employeeTypeId: serial('employee_type_id').primaryKey(),
    code: text('code').notNull().unique(),
    description: text('description').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    userIdUpdate: text('user_id_update'),
    lastUpdate: timestamp('last_update', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [codeLength('employee_types_code_length', t.code, CODE_MAX_LENGTH.type)],
);

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
  (t) => [
    uniqueIndex('employee_titles_code_type_idx').on(t.code, t.typeCode),
    codeLength('employee_titles_code_length', t.code, CODE_MAX_LENGTH.title),
  ],
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
    // The overview's orders: its default order (position code) within an org or a branch, so a
    // page of a scoped list reads its rows from an index instead of sorting the selection.
    index('roles_org_position_idx').on(t.orgId, t.rolePositionCode),
    index('roles_branch_position_idx').on(t.branchCode, t.rolePositionCode),
    index('roles_branch_type_idx').on(t.branchCode, t.employeeTypeCode),
    index('roles_search_trgm_idx').using('gin', sql`${roleSearchText(t)} gin_trgm_ops`),
    codeLength('roles_position_code_length', t.rolePositionCode, CODE_MAX_LENGTH.position),
  ],
);

/**
 * The text the role overview's search looks in: the role's codes joined by a newline, which a
 * search never holds, so a match never spans two columns. A trigram index on it serves
 * `ILIKE '%…%'`; queries must use this same expression for PostgreSQL to use the index.
 */
export function roleSearchText(t: {
  rolePositionCode: AnyPgColumn;
  employeeTypeCode: AnyPgColumn;
  employeeTitleCode: AnyPgColumn;
  branchCode: AnyPgColumn;
  roleSupCode: AnyPgColumn;
  csoCode: AnyPgColumn;
}) {
  return sql`(${t.rolePositionCode} || E'\\n' || ${t.employeeTypeCode} || E'\\n' || coalesce(${t.employeeTitleCode}, '') || E'\\n' || ${t.branchCode} || E'\\n' || ${t.roleSupCode} || E'\\n' || ${t.csoCode})`;
}
