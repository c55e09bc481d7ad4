/**
 * Employees (the sales reps of Sales Rep Mapping), keyed by the HR system's EMPLOYEE_ID; the org is
 * the branch's. Never deleted: ACTIVE=false deactivates. An employee deactivated or moved to
 * another organisation while mapped to a position today or later keeps the mapping (its dates are a
 * decision of the branch, made in Sales Rep Mapping with the period rules there); the answer lists
 * each such employee with the positions, so the branch can end them.
 */
import { sql } from 'drizzle-orm';
import { today } from '../../../../common/dates';
import { messages } from '../../../../common/messages';
import { rows } from '../../../db/client';
import { salesreps } from '../../../db/schema';
import { bare } from '../../../db/typed-sql';
import { type Loader, rejectedOf } from '../loader';
import { staged, upsertChanged } from '../upsert';

const m = messages.integration;
const src = (json: string) =>
  staged(json, [
    ['EMPLOYEE_ID', 'text'],
    ['EMPLOYEE_NAME', 'text'],
    ['BRANCH_CODE', 'text'],
    ['POSITION_CODE_HCM', 'text'],
    ['ACTIVE', 'boolean'],
  ]);

export const employeeLoader: Loader = {
  async checkHeld(db, json) {
    const found = await rows<{ row_no: number; key: string; branch: string }>(
      db,
      sql`SELECT s.row_no, 'EMPLOYEE_ID ' || s."EMPLOYEE_ID" AS key, s."BRANCH_CODE" AS branch
          FROM ${src(json)} LEFT JOIN branches b ON b.branch_code = s."BRANCH_CODE"
          WHERE b.branch_code IS NULL ORDER BY s.row_no`,
    );
    return rejectedOf(found, (r) => m.unknownBranch(r.branch));
  },
  async write(db, json, who) {
    const day = today();
    let mapped: { row_no: number; key: string; positions: string }[] = [];
    const readMapped = async () => {
      mapped = await rows<{ row_no: number; key: string; positions: string }>(
        db,
        sql`SELECT s.row_no, 'EMPLOYEE_ID ' || e.employee_id AS key,
            string_agg(DISTINCT sm.position_code, ', ' ORDER BY sm.position_code) AS positions
          FROM ${src(json)} JOIN salesreps e ON e.employee_id = s."EMPLOYEE_ID"
          JOIN branches b ON b.branch_code = s."BRANCH_CODE"
          JOIN salesrep_mappings sm ON sm.employee_id = e.employee_id AND sm.end_date >= ${day}::date
          WHERE b.org_id <> e.org_id OR (s."ACTIVE" = false AND e.active)
          GROUP BY s.row_no, e.employee_id ORDER BY s.row_no`,
      );
    };
    const counts = await upsertChanged(
      db,
      {
        table: salesreps,
        entity: 'salesrep',
        key: [salesreps.employeeId],
        columns: [
          salesreps.employeeName,
          salesreps.orgId,
          salesreps.branchCode,
          salesreps.positionCodeHcm,
          salesreps.active,
        ],
        source: sql`SELECT s."EMPLOYEE_ID" AS ${bare(salesreps.employeeId)}, s."EMPLOYEE_NAME" AS ${bare(salesreps.employeeName)}, b.org_id AS ${bare(salesreps.orgId)},
            s."BRANCH_CODE" AS ${bare(salesreps.branchCode)}, s."POSITION_CODE_HCM" AS ${bare(salesreps.positionCodeHcm)},
            coalesce(s."ACTIVE", e.active, true) AS ${bare(salesreps.active)}
          FROM ${src(json)} JOIN branches b ON b.branch_code = s."BRANCH_CODE"
          LEFT JOIN salesreps e ON e.employee_id = s."EMPLOYEE_ID"`,
      },
      who,
      readMapped,
    );
    return {
      ...counts,
      effects: mapped.map((r) => ({ row: r.row_no, key: r.key, rule: m.employeeStillMapped(r.positions) })),
    };
  },
};
