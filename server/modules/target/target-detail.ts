/**
 * The target rows of a month in the caller's scope: every target (Summary Target branch, By
 * Position; Approval Target Cabang's detail; the branch template pre-filled with head office's
 * recommendation), the sums per product line (By Lini) and per position (the approval summary).
 */
import { and, type SQL, sql } from 'drizzle-orm';
import type { TargetLiniRow, TargetRow, TargetStatus } from '../../../common/contract/target';
import type { Db } from '../../db/client';
import { jsonObjectOf, readJsonBatch } from '../../platform/list';
import type { Scope } from '../../platform/scope';
import { branchMonthStatus, type TargetMonth, targetMonthWhere } from './summary';

export interface TargetSelection extends TargetMonth {
  /** One status; undefined: every status. */
  status?: TargetStatus;
}

function selectionWhere(scope: Scope, s: TargetSelection): SQL | undefined {
  return and(targetMonthWhere(scope, s), s.status === undefined ? undefined : sql`t.status = ${s.status}`);
}

const targetFields = {
  TARGET_ID: sql`t.target_id`,
  TGT_MONTH_ID: sql`t.tgt_month_id`,
  TGT_YEAR_ID: sql`t.tgt_year_id`,
  BRANCH_CODE: sql`t.branch_code`,
  BISNIS: sql`t.bisnis`,
  LINI_ID: sql`t.lini_id`,
  PRODUCT_SUB_LINE: sql`t.product_sub_line`,
  OUTLET_CHANNEL_GROUP: sql`t.outlet_channel_group`,
  ROLE_POSITION_CODE: sql`t.role_position_code`,
  TERITORY_GEO_GROUP: sql`t.teritory_geo_group`,
  VALUE_TGT_HO: sql`t.value_tgt_ho`,
  VALUE_TGT_CAB: sql`t.value_tgt_cab`,
  VALUE_TGT_GROSS: sql`t.value_tgt_gross`,
  STATUS: sql`t.status`,
  REJECT_REASON: sql`t.reject_reason`,
};

/** Every target of the selection, by branch, position and product. */
export function targetRows(db: Db, scope: Scope, s: TargetSelection): Promise<TargetRow[]> {
  return readJsonBatch<TargetRow>(
    db,
    sql`SELECT ${jsonObjectOf(targetFields)} AS j FROM targets t
      WHERE ${selectionWhere(scope, s)}
      ORDER BY t.branch_code, t.role_position_code, t.bisnis, t.lini_id, t.product_sub_line,
        t.outlet_channel_group, t.teritory_geo_group`,
  );
}

/** The sums per branch and product line (By Lini); GAB is the spec's name for the gap. */
export function liniRows(db: Db, scope: Scope, s: TargetSelection): Promise<TargetLiniRow[]> {
  const fields = {
    TGT_YEAR_ID: sql`x.year`,
    TGT_MONTH_ID: sql`x.month`,
    BRANCH_CODE: sql`x.branch_code`,
    BISNIS: sql`x.bisnis`,
    LINI_ID: sql`x.lini_id`,
    SumTargetHO: sql`x.ho`,
    SumTargetCabang: sql`x.cab`,
    GAB: sql`x.cab - x.ho`,
    STATUS: sql`x.status`,
  };
  return readJsonBatch<TargetLiniRow>(
    db,
    sql`SELECT ${jsonObjectOf(fields)} AS j FROM (
        SELECT t.tgt_year_id AS year, t.tgt_month_id AS month, t.branch_code, t.bisnis, t.lini_id,
          sum(t.value_tgt_ho) AS ho, sum(coalesce(t.value_tgt_cab, 0)) AS cab, ${branchMonthStatus} AS status
        FROM targets t WHERE ${selectionWhere(scope, s)}
        GROUP BY t.tgt_year_id, t.tgt_month_id, t.branch_code, t.bisnis, t.lini_id
      ) x
      ORDER BY x.branch_code, x.bisnis, x.lini_id`,
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
        SELECT t.role_position_code AS position, sum(t.value_tgt_ho) AS ho, sum(coalesce(t.value_tgt_cab, 0)) AS cab
        FROM targets t WHERE ${selectionWhere(scope, s)}
        GROUP BY t.role_position_code
      ) x
      ORDER BY x.position`,
  );
}
