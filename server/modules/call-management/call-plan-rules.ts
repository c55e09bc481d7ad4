/**
 * The rules every uploaded call plan row meets (spec part 2 sections 5 and 9, issue 13), checked
 * set-wise over the staged batch (server/platform/import). Each broken rule is a REASON the user can
 * act on; a row keeps the first it breaks.
 *
 * Both plans name a month (YEAR_ID, PERIODE) and who visits whom: a branch of the uploader's scope,
 * a position of that branch whose employee type is TYPE_SALESMAN, and an active customer of that
 * branch. The fixed call plan adds a weekday and week that must hold a working day of the calendar;
 * the master call plan adds a contact, whose phone number keeps its leading zero, and, per weekday,
 * the weeks of the visits.
 *
 * Every lookup is an index probe (roles and customers by their unique code) or a small table read
 * once and hashed (branches, the calendar), so 50,000 rows check in one pass of a few seconds.
 * Numbers are compared as text: a cast could fail on a row another rule of the same pass refuses.
 */

import { type Column, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  DAY_NAMES_ID,
  MASTER_CALL_DAY_COLUMNS,
  phoneNumberReason,
  WEEK_MAX,
} from '../../../common/call-plans';
import {
  FIXED_CALL_COLUMNS,
  type FixedCallColumn,
  type fixedCallSent,
  MASTER_CALL_COLUMNS,
  MASTER_CALL_REQUIRED,
  type MasterCallColumn,
  type masterCallSent,
} from '../../../common/contract/call-management';
import { messages } from '../../../common/messages';
import { branches, callCalendar, customers, roles } from '../../db/schema';
import { tableAs } from '../../db/typed-sql';
import {
  type BranchScope,
  branchInScope,
  col,
  inReference,
  monthNumber,
  oneOf,
  type RowRule,
  required,
  rowRule,
  selectableYear,
  uniqueInBatch,
  wholeNumberText,
} from '../../platform/import';

/** The staged column holding a row's key, as the commit's RETURNING writes it (see planKeySql). */
export const PLAN_KEY = 'PLAN_KEY';

/** The key of a stored fixed call row, in the unique index's order. */
export const FIXED_CALL_KEY = [
  'YEAR_ID',
  'PERIODE',
  'POSITION_DESC',
  'CUSTOMERID_REF',
  'DAYS',
  'WEEK',
] as const;
/** The key of a stored master call row. */
export const MASTER_CALL_KEY = ['YEAR_ID', 'PERIODE', 'POSITION_DESC', 'CUSTOMERID_REF'] as const;

export type StagedFixedCall = Record<FixedCallColumn | typeof PLAN_KEY, string>;
export type StagedMasterCall = Record<MasterCallColumn | typeof PLAN_KEY, string>;

/** Codes are compared as the reference tables write them: trimmed and in upper case. */
const CODE_COLUMNS: ReadonlySet<string> = new Set([
  'BRANCH_CODE',
  'POSITION_DESC',
  'TYPE_SALESMAN',
  'CUSTOMERID_REF',
  'DAYS',
]);
const NUMBER_COLUMNS: ReadonlySet<string> = new Set(['YEAR_ID', 'PERIODE', 'FREQUENCY', 'WEEK']);
const DAY_COLUMNS: ReadonlySet<string> = new Set(MASTER_CALL_DAY_COLUMNS);

/**
 * A master call day cell: the weeks of the visits, '3, 1' or '1,3,3' staged as '1,3'. A cell that
 * is not a list of weeks 1 to WEEK_MAX stays as written, for the rule to refuse it.
 */
export function weeksText(text: string): string {
  if (text === '') return '';
  const weeks = text.split(',').map((part) => {
    const n = wholeNumberText(part.trim());
    return /^\d{1,3}$/.test(n) ? Number(n) : Number.NaN;
  });
  if (weeks.some((w) => !(w >= 1 && w <= WEEK_MAX))) return text;
  return [...new Set(weeks)].sort((a, b) => a - b).join(',');
}

function stagedCell(column: string, value: string): string {
  const text = value.trim();
  if (CODE_COLUMNS.has(column)) return text.toUpperCase();
  if (NUMBER_COLUMNS.has(column)) return wholeNumberText(text);
  if (DAY_COLUMNS.has(column)) return weeksText(text);
  return text;
}

function staged<C extends string>(
  columns: readonly C[],
  key: readonly C[],
  cells: Record<C, string>,
): Record<C | typeof PLAN_KEY, string> {
  const row = {} as Record<C | typeof PLAN_KEY, string>;
  for (const c of columns) row[c] = stagedCell(c, cells[c]);
  row[PLAN_KEY] = key.map((c) => row[c]).join('|');
  return row;
}

type FixedCallInput = z.output<typeof fixedCallSent>;
type MasterCallInput = z.output<typeof masterCallSent>;

/** The sheet columns of a row the screen sent (MonthID is sent as 0 and means nothing). */
function identityCells(row: FixedCallInput | MasterCallInput) {
  return {
    YEAR_ID: row.YearID,
    PERIODE: row.Periode,
    BRANCH_CODE: row.BranchCode,
    POSITION_DESC: row.PositionCode,
    TYPE_SALESMAN: row.TypeSalesman,
    CUSTOMERID_REF: row.CustomerIDRef,
    CUSTOMER_NAME: row.CustomerName,
  };
}

export function stagedFixedCall(row: FixedCallInput): StagedFixedCall {
  return staged(FIXED_CALL_COLUMNS, FIXED_CALL_KEY, {
    ...identityCells(row),
    DAYS: row.Days,
    FREQUENCY: row.Frequency,
    WEEK: row.Week,
  });
}

export function stagedMasterCall(row: MasterCallInput): StagedMasterCall {
  return staged(MASTER_CALL_COLUMNS, MASTER_CALL_KEY, {
    ...identityCells(row),
    PIC_NAME: row.PicName,
    PIC_TELP: row.PicTelp,
    MONDAY: row.Monday,
    TUESDAY: row.Tuesday,
    WEDNESDAY: row.Wednesday,
    THURSDAY: row.Thursday,
    FRIDAY: row.Friday,
    SATURDAY: row.Saturday,
    NOTES: row.Notes,
  });
}

/** The key of a stored row, as the staged PLAN_KEY writes it: its key columns (of the alias p). */
export function planKeySql(columns: readonly Column[]): SQL {
  return sql`concat_ws('|', ${sql.join([...columns], sql`, `)})`;
}

/** Whose plans the uploader may write: its scope, and the org head office uploads for. */
export type CallRuleOptions = BranchScope;

/** YEAR_ID a year of the screens' selects, PERIODE a month. */
function monthRules(): RowRule[] {
  return [selectableYear('YEAR_ID', messages.reasonYear), monthNumber('PERIODE', messages.reasonCallPeriode)];
}

/** The branch, in the uploader's scope; a position of it of TYPE_SALESMAN; an active customer of it. */
function holderRules(options: CallRuleOptions): RowRule[] {
  return [
    inReference(
      'BRANCH_CODE',
      { table: branches, column: branches.branchCode, lookup: 'hash' },
      messages.reasonCallUnknownBranch,
    ),
    ...branchInScope('BRANCH_CODE', options, messages.reasonCallForeignBranch),
    inReference(
      'POSITION_DESC',
      { table: roles, column: roles.rolePositionCode, same: { BRANCH_CODE: roles.branchCode } },
      messages.reasonCallUnknownPosition,
    ),
    inReference(
      'TYPE_SALESMAN',
      { table: roles, column: roles.employeeTypeCode, same: { POSITION_DESC: roles.rolePositionCode } },
      messages.reasonCallTypeSalesman,
    ),
    inReference(
      'CUSTOMERID_REF',
      {
        table: customers,
        column: customers.customerIdRef,
        same: { BRANCH_CODE: customers.branchCode },
        where: sql`${customers.active}`,
      },
      messages.reasonCallUnknownCustomer,
    ),
  ];
}

const c = alias(callCalendar, 'c');

/** A (weekday, week) of the month with a working day in the calendar; the calendar is read once. */
const onWorkingDay = rowRule(
  messages.reasonCallNoWorkingDay,
  () => sql`((${col('YEAR_ID')}, ${col('PERIODE')}, ${col('DAYS')}, ${col('WEEK')}) IN (
    SELECT ${c.yearId}::text, ${c.monthId}::text, ${c.dayName}, ${c.weekCall}::text
    FROM ${tableAs(callCalendar, c)} WHERE NOT ${c.isDaysOff})) IS NOT TRUE`,
);

export function fixedCallRules(options: CallRuleOptions): RowRule[] {
  return [
    ...FIXED_CALL_COLUMNS.map((c) => required(c)),
    ...monthRules(),
    oneOf('DAYS', DAY_NAMES_ID, messages.reasonDayName),
    rowRule(messages.reasonWeek, () => sql`${col('WEEK')} !~ ${`^[1-${WEEK_MAX}]$`}`),
    // At most nine digits: the frequency is stored as an int.
    rowRule(messages.reasonCallFrequency, () => sql`${col('FREQUENCY')} !~ '^[1-9][0-9]{0,8}$'`),
    ...holderRules(options),
    onWorkingDay,
    uniqueInBatch(FIXED_CALL_KEY, messages.reasonFixedCallTwice),
  ];
}

/**
 * The reason a master call row fails before the rules, naming its value: a PIC_TELP that lost its
 * leading zero (common/call-plans.ts).
 */
export function masterCallRowReason(row: Readonly<Record<string, string>>): string {
  return phoneNumberReason('PIC_TELP', row.PIC_TELP ?? '');
}

/** The longest texts a master call row keeps. */
export const MASTER_CALL_MAX_LENGTH = { PIC_NAME: 100, PIC_TELP: 30, NOTES: 500 } as const;

export function masterCallRules(options: CallRuleOptions): RowRule[] {
  const weeks = `^([1-${WEEK_MAX}](,[1-${WEEK_MAX}])*)?$`;
  return [
    ...MASTER_CALL_REQUIRED.map((c) => required(c)),
    ...monthRules(),
    ...holderRules(options),
    rowRule(
      messages.reasonWeek,
      () =>
        sql`(${sql.join(
          MASTER_CALL_DAY_COLUMNS.map((c) => sql`${col(c)} !~ ${weeks}`),
          sql` OR `,
        )})`,
    ),
    rowRule(
      messages.reasonMasterCallNoDay,
      () =>
        sql`${sql.join(
          MASTER_CALL_DAY_COLUMNS.map((c) => sql`${col(c)} = ''`),
          sql` AND `,
        )}`,
    ),
    ...Object.entries(MASTER_CALL_MAX_LENGTH).map(([c, max]) =>
      rowRule(messages.reasonCallTooLong(c, max), () => sql`char_length(${col(c)}) > ${max}`),
    ),
    uniqueInBatch(MASTER_CALL_KEY, messages.reasonMasterCallTwice),
  ];
}
