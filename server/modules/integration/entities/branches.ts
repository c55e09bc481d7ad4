/**
 * Branches and their organisations (branches: BRANCH_CODE, ORG_ID, BRANCH_DESC). A branch that
 * already holds users, roles, customers or employees is never moved to another organisation: every
 * one of those rows carries its org, and scope is read from it. The ERP gives such a branch a new
 * code instead; the row is refused with that reason.
 */
import { sql } from 'drizzle-orm';
import { messages } from '../../../../common/messages';
import { rows } from '../../../db/client';
import { branches } from '../../../db/schema';
import { bare } from '../../../db/typed-sql';
import { type Loader, rejectedOf } from '../loader';
import { staged, upsertChanged } from '../upsert';

const m = messages.integration;
const src = (json: string) =>
  staged(json, [
    ['BRANCH_CODE', 'text'],
    ['ORG_ID', 'int'],
    ['BRANCH_DESC', 'text'],
  ]);

export const branchLoader: Loader = {
  async checkHeld(db, json) {
    const moved = await rows<{ row_no: number; key: string; from_org: number; to_org: number }>(
      db,
      sql`SELECT s.row_no, 'BRANCH_CODE ' || s."BRANCH_CODE" AS key, b.org_id AS from_org, s."ORG_ID" AS to_org
          FROM ${src(json)} JOIN branches b ON b.branch_code = s."BRANCH_CODE"
          WHERE b.org_id <> s."ORG_ID" AND (
            EXISTS (SELECT 1 FROM users u WHERE u.branch_code = b.branch_code)
            OR EXISTS (SELECT 1 FROM roles r WHERE r.branch_code = b.branch_code)
            OR EXISTS (SELECT 1 FROM customers c WHERE c.branch_code = b.branch_code)
            OR EXISTS (SELECT 1 FROM salesreps e WHERE e.branch_code = b.branch_code))
          ORDER BY s.row_no`,
    );
    return rejectedOf(moved, (r) => m.branchOrgMoved(r.key.slice(12), r.from_org, r.to_org));
  },
  async write(db, json, who) {
    const counts = await upsertChanged(
      db,
      {
        table: branches,
        entity: 'branch',
        key: [branches.branchCode],
        columns: [branches.orgId, branches.branchDesc],
        source: sql`SELECT s."BRANCH_CODE" AS ${bare(branches.branchCode)}, s."ORG_ID" AS ${bare(branches.orgId)}, s."BRANCH_DESC" AS ${bare(branches.branchDesc)} FROM ${src(json)}`,
      },
      who,
    );
    return { ...counts, effects: [] };
  },
};
