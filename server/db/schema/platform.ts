/** Tables of the platform: branches, users, menus, sessions, periods, audit, import staging. */

import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { SessionUser } from '../../../common/contract/auth';

export const branches = pgTable(
  'branches',
  {
    branchCode: text('branch_code').primaryKey(),
    orgId: integer('org_id').notNull(),
    branchDesc: text('branch_desc').notNull(),
  },
  (t) => [index('branches_org_idx').on(t.orgId)],
);

export const users = pgTable(
  'users',
  {
    userId: text('user_id').primaryKey(),
    passwordHash: text('password_hash').notNull(),
    userName: text('user_name').notNull(),
    positionCode: text('position_code').notNull(),
    orgId: integer('org_id').notNull(),
    branchCode: text('branch_code')
      .notNull()
      .references(() => branches.branchCode),
    /** e.g. KEPALA CABANG; null for ordinary staff. */
    accessType: text('access_type'),
    active: boolean('active').notNull().default(true),
    /** A one-time password: every call but the change of password is refused until it is changed. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The sales rep (salesreps.employee_id) this user is: the field app signs the user in as that
     * rep. Null for back-office staff. No foreign key: salesreps is declared after users and an
     * employee is never deleted (it is deactivated), and the field sign-in checks the link each call.
     */
    employeeId: text('employee_id'),
  },
  (t) => [
    // One user per rep: the field app's rep is one login.
    uniqueIndex('users_employee_idx').on(t.employeeId),
  ],
);

/** A named set of menu screens (its menu_grants rows), editable by head office. */
export const accessProfiles = pgTable('access_profiles', {
  profile: text('profile').primaryKey(),
  profileDesc: text('profile_desc').notNull(),
});

/** The access profiles a user holds: the user's menu is the union of their screens. */
export const userProfiles = pgTable(
  'user_profiles',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.userId),
    profile: text('profile')
      .notNull()
      .references(() => accessProfiles.profile),
  },
  (t) => [primaryKey({ columns: [t.userId, t.profile] }), index('user_profiles_profile_idx').on(t.profile)],
);

export const menuItems = pgTable('menu_items', {
  menuListId: integer('menu_list_id').primaryKey(),
  parentId: integer('parent_id'),
  menuListDesc: text('menu_list_desc').notNull(),
  url: text('url'),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Which access profile, or which single user, sees which menu item. */
export const menuGrants = pgTable(
  'menu_grants',
  {
    id: serial('id').primaryKey(),
    profile: text('profile').references(() => accessProfiles.profile),
    userId: text('user_id').references(() => users.userId),
    menuListId: integer('menu_list_id')
      .notNull()
      .references(() => menuItems.menuListId),
  },
  (t) => [index('menu_grants_profile_idx').on(t.profile), index('menu_grants_user_idx').on(t.userId)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the token: a leaked table does not leak usable tokens. */
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.userId),
    /** The screens the user's menu opens, fixed at login (screenKey of each menu URL). */
    screens: jsonb('screens').$type<string[]>().notNull(),
    /**
     * The user as at login (SessionUser), so that resolving a session reads this row alone. A change
     * of the user's org, branch, access type or active flag ends the user's sessions (a trigger,
     * migration 0003). Null on sessions older than the column: they resolve to nothing.
     */
    user: jsonb('user').$type<SessionUser>(),
    /** Opened with a one-time password: it may only change the password (or log out). */
    passwordChangeOnly: boolean('password_change_only').notNull().default(false),
    /**
     * Set on a field app session (the rep's employee id at sign-in): such a session opens only the
     * field app's 'field-rep' calls, and a back-office session (null) never opens them.
     */
    fieldEmployeeId: text('field_employee_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    username: text('username').notNull(),
    ip: text('ip').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_user_idx').on(t.username, t.at),
    index('login_failures_ip_idx').on(t.ip, t.at),
  ],
);

export const periods = pgTable(
  'periods',
  {
    periodId: serial('period_id').primaryKey(),
    type: text('type').notNull(),
    orgId: integer('org_id').notNull(),
    branchCode: text('branch_code').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    quartal: text('quartal'),
    userIdUpdate: text('user_id_update'),
    lastUpdate: timestamp('last_update', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('periods_type_org_idx').on(t.type, t.orgId)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: text('user_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
  },
  (t) => [index('audit_entity_idx').on(t.entity, t.entityId), index('audit_at_idx').on(t.at)],
);

/** One staged upload per user and module; a new upload replaces the previous one. */
export const importBatches = pgTable(
  'import_batches',
  {
    batchId: bigserial('batch_id', { mode: 'number' }).primaryKey(),
    userId: text('user_id').notNull(),
    module: text('module').notNull(),
    orgId: integer('org_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The data versions (and the date) of the tables the check's rules read, as they were when the
     * check ran: a submit re-checks the batch only when they differ (platform/import/checked-upload).
     */
    checkedVersions: text('checked_versions'),
  },
  (t) => [uniqueIndex('import_batches_user_module_idx').on(t.userId, t.module)],
);

/** The staged rows of a batch: the sheet row as sent, and the first reason it failed, if any. */
export const importRows = pgTable(
  'import_rows',
  {
    batchId: bigint('batch_id', { mode: 'number' })
      .notNull()
      .references(() => importBatches.batchId, { onDelete: 'cascade' }),
    rowNo: integer('row_no').notNull(),
    data: jsonb('data').$type<Record<string, string>>().notNull(),
    reason: text('reason'),
  },
  (t) => [uniqueIndex('import_rows_pk').on(t.batchId, t.rowNo)],
);

/**
 * The export each user has running, one row per user, shared by every server process on one
 * PostgreSQL (server/platform/list/export-slots.ts). `holder` names the process; it refreshes
 * `alive_at` while the export runs, so the slot of a process that died is taken over once
 * `alive_at` is older than the bound there.
 */
export const exportSlots = pgTable('export_slots', {
  userId: text('user_id').primaryKey(),
  holder: text('holder').notNull(),
  takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
  aliveAt: timestamp('alive_at', { withTimezone: true }).notNull().defaultNow(),
});
