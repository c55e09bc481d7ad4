/**
 * The sales territories of each branch (sales_territories: TERRITORY_CODE, TERRITORY_NAME,
 * BRANCH_CODE), which customers name and View Mapping Assignment shows. A territory that customers
 * name is never moved to another branch: those customers would sit in a territory outside their
 * branch. The ERP gives it a new code instead; the row is refused with that reason.
 */
import { sql } from 'drizzle-orm';
import { messages } from '../../../../common/messages';
import { rows } from '../../../db/client';
import { salesTerritories } from '../../../db/schema';
import { bare } from '../../../db/typed-sql';
import { type Loader, rejectedOf } from '../loader';
import { staged, upsertChanged } from '../upsert';

const m = messages.integration;
const src = (json: string) =>
  staged(json, [
    ['TERRITORY_CODE', 'text'],
    ['TERRITORY_NAME', 'text'],
    ['BRANCH_CODE', 'text'],
  ]);

export const territoryLoader: Loader = {
  async checkHeld(db, json) {
    const found = await rows<{
      row_no: number;
      key: string;
      kind: string;
      code: string;
      branch: string;
      to_branch: string;
    }>(
      db,
      sql`SELECT * FROM (
            SELECT s.row_no, 'TERRITORY_CODE ' || s."TERRITORY_CODE" AS key, s."TERRITORY_CODE" AS code,
              CASE WHEN b.branch_code IS NULL THEN 'branch'
                   WHEN t.branch_code <> s."BRANCH_CODE"
                     AND EXISTS (SELECT 1 FROM customers c WHERE c.territory_code = t.territory_code) THEN 'moved' END AS kind,
              t.branch_code AS branch,
              s."BRANCH_CODE" AS to_branch
            FROM ${src(json)}
            LEFT JOIN branches b ON b.branch_code = s."BRANCH_CODE"
            LEFT JOIN sales_territories t ON t.territory_code = s."TERRITORY_CODE"
          ) c WHERE kind IS NOT NULL ORDER BY row_no`,
    );
    return rejectedOf(found, (r) =>
      r.kind === 'branch' ? m.unknownBranch(r.to_branch) : m.territoryMoved(r.code, r.branch, r.to_branch),
    );
  },
  async write(db, json, who) {
    const counts = await upsertChanged(
      db,
      {
        table: salesTerritories,
        entity: 'sales_territory',
        key: [salesTerritories.territoryCode],
        columns: [salesTerritories.territoryName, salesTerritories.branchCode],
        source: sql`SELECT s."TERRITORY_CODE" AS ${bare(salesTerritories.territoryCode)}, s."TERRITORY_NAME" AS ${bare(salesTerritories.territoryName)}, s."BRANCH_CODE" AS ${bare(salesTerritories.branchCode)} FROM ${src(json)}`,
      },
      who,
    );
    return { ...counts, effects: [] };
  },
};
