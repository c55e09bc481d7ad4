/**
 * The display checks a photo screen selects: the caller's scope, an area (branch), a position, a
 * business, Is Acrylic and the days they were made on. Shared by CRC File Viewer's table and
 * counters and Overview File CRC's cards.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { PHOTO_RANGE_MAX_DAYS } from '../../../common/contract/crc';
import type { Db } from '../../db/client';
import { crcHeaders } from '../../db/schema';
import { findBranchInScope } from '../../platform/branches';
import { checkDateRange } from '../../platform/date-rules';
import { branchAsked, type Scope, scopeFilter } from '../../platform/scope';

const h = crcHeaders;

export interface CrcSelection {
  scope: Scope;
  branchCode?: string | undefined;
  position?: string | undefined;
  bisnis?: string | undefined;
  /** Y or N; undefined for both (the counters). */
  acrylic?: 'Y' | 'N' | undefined;
  start: string;
  end: string;
}

/** The dates checked (real, in order, at most a quarter), and the branch one of the caller's scope. */
export async function checkedSelection(db: Db, s: CrcSelection): Promise<CrcSelection> {
  checkDateRange(s.start, s.end, PHOTO_RANGE_MAX_DAYS);
  const branchCode = branchAsked(s.branchCode);
  if (branchCode !== undefined) await findBranchInScope(db, s.scope, branchCode);
  return { ...s, branchCode };
}

/**
 * The WHERE of a selection over crc_headers. The days run from the start of StartDate to the end of
 * EndDate in the database's time zone, a range of DATE_CRC that its indexes read in order.
 */
export function selectionWhere(s: CrcSelection): SQL | undefined {
  return and(
    scopeFilter(s.scope, { orgId: h.orgId, branchCode: h.branchCode }),
    s.branchCode === undefined ? undefined : eq(h.branchCode, s.branchCode),
    s.position === undefined ? undefined : eq(h.positionCode, s.position),
    s.bisnis === undefined ? undefined : eq(h.productGroupCode, s.bisnis),
    s.acrylic === undefined ? undefined : eq(h.isAcrylic, s.acrylic),
    sql`${h.dateCrc} >= ${s.start}::date AND ${h.dateCrc} < ${s.end}::date + 1`,
  );
}

/** DATE_CRC as the screens show it, to the second (the column holds no fraction). */
export const shownDateCrc = sql<string>`to_char(${h.dateCrc}, 'YYYY-MM-DD HH24:MI:SS')`;

/** The fields of a check every photo screen shows. */
export const HEADER_FIELDS = {
  CRC_HEADERID: h.crcHeaderId,
  BRANCH_CODE: h.branchCode,
  POSITION_CODE: h.positionCode,
  SALESREP_EMPLOYEE_NAME: h.employeeName,
  CUSTOMER_ID: h.customerId,
  CUSTOMER_NAME: h.customerName,
  CUSTOMER_OUTLET: h.customerOutlet,
  DATE_CRC: shownDateCrc,
  DATE_PLAN: sql<string>`${h.datePlan}::text`,
  PRODUCT_GROUP_CODE: h.productGroupCode,
  SUB_LINE_DESC: h.subLineDesc,
  IS_ACRYLIC: h.isAcrylic,
};
