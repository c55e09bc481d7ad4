/**
 * The columns every record a rep does at a customer starts with (a visit, a display check, a survey
 * answer set): its client id, the position it was done under with that position's org and branch
 * today (the customer's when the position is no longer held), the rep, and the customer, names
 * included as they were at the time, as the rows the overviews already show are kept.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { FieldRep } from '../../platform/field-rep';
import type { Good } from './record-batch';
import type { HeldPosition } from './record-scope';

export interface RecordHeader {
  client_id: string;
  org_id: number;
  branch_code: string;
  position_code: string;
  employee_id: string;
  employee_name: string;
  customer_id: string;
  customer_name: string;
}

export function recordHeader(
  rep: FieldRep,
  held: ReadonlyMap<string, HeldPosition>,
  { clientId, customer: c, positionCode }: Pick<Good<unknown>, 'clientId' | 'customer' | 'positionCode'>,
): RecordHeader {
  const p = held.get(positionCode);
  return {
    client_id: clientId,
    org_id: p?.orgId ?? c.orgId,
    branch_code: p?.branchCode ?? c.branchCode,
    position_code: positionCode,
    employee_id: rep.employeeId,
    employee_name: p?.employeeName ?? '',
    customer_id: c.customerId,
    customer_name: c.customerName,
  };
}

/** The header's columns, for an INSERT's column list and its SELECT from the payload's x. */
export const HEADER_COLUMNS: SQL = sql.raw(
  'client_id, org_id, branch_code, position_code, employee_id, employee_name, customer_id, customer_name',
);
export const HEADER_VALUES: SQL = sql.raw(
  'x.client_id, x.org_id, x.branch_code, x.position_code, x.employee_id, x.employee_name, x.customer_id, x.customer_name',
);
/** The header's part of a jsonb_to_recordset column definition. */
export const HEADER_TYPES: SQL = sql.raw(
  'client_id text, org_id int, branch_code text, position_code text, employee_id text, employee_name text, customer_id text, customer_name text',
);
