/**
 * The target rows of a month in the caller's scope: every target (Summary Target branch, By
 * Position; Approval Target Cabang's detail; the branch template pre-filled with head office's
 * recommendation), the sums per product line (By Lini) and per position (the approval summary).
 */
import { and, type SQL, sql } from 'drizzle-orm';
import type { TargetLiniRow, TargetRow, TargetStatus } from '../../../common/contract/targets';
import type { Db } from '../../db/client';
import { targets } from '../../db/schema';
import { tableAs } from '../../db/typed-sql';
import { jsonObjectOf, readJsonBatch } from '../../platform/list';
import type { Scope } from '../../platform/scope';
import { branchMonthStatus, type TargetMonth, t, targetMonthWhere } from './summary';

export interface TargetSelection extends TargetMonth {
  /** One status; undefined: every status. */
  status?: TargetStatus;
}

function selectionWhere(scope: Scope, s: TargetSelection): SQL | undefined {
  return and(targetMonthWhere(scope, s), s.status === undefined ? undefined : sql`${t.status} = ${s.status}`);
}

const targetFields = {
  TARGET_ID: t.targetId,
  TGT_MONTH_ID: t.tgtMonthId,
  TGT_YEAR_ID: t.tgtYearId,
  BRANCH_CODE: t.branchCode,
  BISNIS: t.bisnis,
  LINI_ID: t.liniId,
  PRODUCT_SUB_LINE: t.productSubLine,
  OUTLET_CHANNEL_GROUP: t.outletChannelGroup,
  ROLE_POSITION_CODE: t.rolePositionCode,
  TERITORY_GEO_GROUP: t.teritoryGeoGroup,
  VALUE_TGT_HO: t.valueTgtHo,
  VALUE_TGT_CAB: t.valueTgtCab,
  VALUE_TGT_GROSS: t.valueTgtGross,
  STATUS: t.status,
  REJECT_REASON: t.rejectReason,
};

/** Every target of the selection, by branch, position and product. */
export function targetRows(db: Db, scope: Scope, s: TargetSelection): Promise<TargetRow[]> {
  return readJsonBatch<TargetRow>(
    db,
    sql`SELECT ${jsonObjectOf(targetFields)} AS j FROM ${tableAs(targets, t)}
      WHERE ${selectionWhere(scope, s)}
      ORDER BY ${t.branchCode}, ${t.rolePositionCode}, ${t.bisnis}, ${t.liniId}, ${t.productSubLine},
        ${t.outletChannelGroup}, ${t.teritoryGeoGroup}`,
  );
}

/** The sums per branch and product line (By Lini); GAB is the spec's name for the gap. */
export function liniRows(db: Db, scope: Scope, s: TargetSelection): Promise<TargetLiniRow[]> {
  const fields = {
    TGT_YEAR_ID: sql`x.year`,
    TGT_MONTH_ID: sql`x.month`,
    BRANCH_CODE: sql`x.branch`,
    BISNIS: sql`x.bisnis`,
    LINI_ID: sql`x.lini`,
    SumTargetHO: sql`x.ho`,
    SumTargetCabang: sql`x.cab`,
    GAB: sql`x.cab - x.ho`,
    STATUS: sql`x.status`,
  };
  return readJsonBatch<TargetLiniRow>(
    db,
    sql`SELECT ${jsonObjectOf(fields)} AS j FROM (
        SELECT ${t.tgtYearId} AS year, ${t.tgtMonthId} AS month, ${t.branchCode} AS branch, ${t.bisnis} AS bisnis,
          ${t.liniId} AS lini, sum(${t.valueTgtHo}) AS ho, sum(coalesce(${t.valueTgtCab}, 0)) AS cab,
          ${branchMonthStatus} AS status
        FROM ${tableAs(targets, t)} WHERE ${selectionWhere(scope, s)}
        GROUP BY ${t.tgtYearId}, ${t.tgtMonthId}, ${t.branchCode}, ${t.bisnis}, ${t.liniId}
      ) x
      ORDER BY x.branch, x.bisnis, x.lini`,
  );
}

/** The sums per position (Approval Target Cabang's summary; the screen adds the total row). */
export function positionSums(
  db: Db,
  scope: Scope,
  s: TargetSelection,
): Promise<{ ROLE_POSITION_CODE: string; SumTargetHO: number; SumTargetCabang: number; GAP: number }[]> {
  const fields = {
    ROLE_POSITION_CODE: sql`x.position`,
    SumTargetHO: sql`x.ho`,
    SumTargetCabang: sql`x.cab`,
    GAP: sql`x.cab - x.ho`,
  };
  return readJsonBatch(
    db,
    sql`SELECT ${jsonObjectOf(fields)} AS j FROM (
        SELECT ${t.rolePositionCode} AS position, sum(${t.valueTgtHo}) AS ho,
          sum(coalesce(${t.valueTgtCab}, 0)) AS cab
        FROM ${tableAs(targets, t)} WHERE ${selectionWhere(scope, s)}
        GROUP BY ${t.rolePositionCode}
      ) x
      ORDER BY x.position`,
  );
}
