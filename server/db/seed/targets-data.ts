/**
 * Demo targets for the last three months and the current one, for every sales branch, so every
 * target screen shows real rows:
 * - each sales position of a branch (at most 50 at big scales) has three target keys (business
 *   line, product line, sub-line, channel group, territory geo group) with head office's
 *   recommendation;
 * - the two oldest months are approved, with the branch's own target beside head office's;
 * - last month most branches are approved, every third one still NEW (awaiting the branch head),
 *   and Semarang's was rejected by head office with a reason;
 * - this month holds head office's recommendation only, except Jakarta and Bekasi, whose branch
 *   targets are submitted and NEW.
 * Also the reasons a branch target can be deleted for.
 */

import { sql } from 'drizzle-orm';
import { NOT_SALES_FORCE_TYPE_CODES } from '../../../common/contract/structure';
import { type Db, rows } from '../client';
import { TARGET_DELETE_REASONS } from '../reference-lists';
import type { Random } from './random';
import { DEMO_CHANNEL_GROUPS, DEMO_GEO_GROUPS, DEMO_PRODUCT_LINES, subLineCode } from './reference-data';

const POSITIONS_PER_BRANCH = 50;
const KEYS_PER_POSITION = 3;
const INSERT_CHUNK = 4000;
export const REJECTED_BRANCH = 'SMG';
export const SUBMITTED_THIS_MONTH = ['JKT', 'BKS'];
export const DELETE_REASONS = TARGET_DELETE_REASONS;

const KEYS = DEMO_PRODUCT_LINES.flatMap((l) =>
  l.subLines.map((name) => ({ bisnis: l.bisnisCode, lini: l.liniId, subLine: subLineCode(l.liniId, name) })),
);

interface TargetSeed {
  year: number;
  month: number;
  org_id: number;
  branch_code: string;
  bisnis: string;
  lini_id: string;
  product_sub_line: string;
  channel_group: string;
  position: string;
  geo_group: string;
  ho: string;
  cab: string | null;
  gross: string | null;
  status: 'NEW' | 'APPROVE' | 'REJECT';
  reject_reason: string | null;
  approved_by: string | null;
}

/** The year and month `back` months before today's. */
function monthsBack(today: Date, back: number): { year: number; month: number } {
  const d = new Date(today.getFullYear(), today.getMonth() - back, 1);
  return { year: d.getFullYear(), month: d.getMonth() + 1 };
}

/** Rupiah with two decimals, as numeric(18,2) takes them. */
const rupiah = (n: number) => (Math.round(n * 100) / 100).toFixed(2);

export async function seedTargets(db: Db, random: Random): Promise<void> {
  const notSalesForce = sql.join(
    NOT_SALES_FORCE_TYPE_CODES.map((c) => sql`${c}`),
    sql`, `,
  );
  const positions = await rows<{ code: string; org: number; branch: string }>(
    db,
    sql`SELECT code, org, branch FROM (
          SELECT role_position_code AS code, org_id AS org, branch_code AS branch,
            row_number() OVER (PARTITION BY branch_code ORDER BY role_position_code) AS n
          FROM roles
          WHERE employee_type_code NOT IN (${notSalesForce}) AND role_end_date >= current_date
            AND branch_code IN (SELECT DISTINCT branch_code FROM customers)
        ) p WHERE n <= ${POSITIONS_PER_BRANCH} ORDER BY branch, code`,
  );
  const today = new Date();
  const made: TargetSeed[] = [];
  const branchesSeen = [...new Set(positions.map((p) => p.branch))];
  for (let back = 3; back >= 0; back--) {
    const { year, month } = monthsBack(today, back);
    for (const [b, branch] of branchesSeen.entries()) {
      // The state of the branch-month, as the file's comment tells.
      let state: 'HO' | 'NEW' | 'APPROVE' | 'REJECT' = 'APPROVE';
      if (back === 1 && branch === REJECTED_BRANCH) state = 'REJECT';
      else if (back === 1 && b % 3 === 0) state = 'NEW';
      else if (back === 0) state = SUBMITTED_THIS_MONTH.includes(branch) ? 'NEW' : 'HO';
      for (const p of positions.filter((x) => x.branch === branch)) {
        const start = random.int(0, KEYS.length - 1);
        for (let k = 0; k < KEYS_PER_POSITION; k++) {
          const key = KEYS[(start + k * 5) % KEYS.length] as (typeof KEYS)[number];
          const ho = random.int(50, 600) * 1_000_000 + random.int(0, 99) * 10_000;
          const cab = state === 'HO' ? null : ho * (0.9 + random.next() * 0.25);
          made.push({
            year,
            month,
            org_id: p.org,
            branch_code: branch,
            bisnis: key.bisnis,
            lini_id: key.lini,
            product_sub_line: key.subLine,
            channel_group: random.pick(DEMO_CHANNEL_GROUPS).channelGroup,
            position: p.code,
            geo_group: random.pick(DEMO_GEO_GROUPS).geoGroup,
            ho: rupiah(ho),
            cab: cab === null ? null : rupiah(Math.round(cab / 1000) * 1000),
            gross: cab === null ? null : rupiah(Math.round((cab * 1.11) / 1000) * 1000),
            status: state === 'HO' ? 'NEW' : state,
            reject_reason: state === 'REJECT' ? 'Target cabang di bawah rekomendasi head office.' : null,
            approved_by: state === 'APPROVE' ? 'ho.admin' : null,
          });
        }
      }
    }
  }
  for (let at = 0; at < made.length; at += INSERT_CHUNK) {
    await rows(
      db,
      sql`INSERT INTO targets (tgt_year_id, tgt_month_id, org_id, branch_code, bisnis, lini_id, product_sub_line,
            outlet_channel_group, role_position_code, teritory_geo_group, value_tgt_ho, value_tgt_cab,
            value_tgt_gross, status, reject_reason, user_id_update, approved_by, approved_at)
          SELECT x.year, x.month, x.org_id, x.branch_code, x.bisnis, x.lini_id, x.product_sub_line, x.channel_group,
            x.position, x.geo_group, x.ho, x.cab, x.gross, x.status, x.reject_reason, 'seed', x.approved_by,
            CASE WHEN x.approved_by IS NULL THEN NULL ELSE now() END
          FROM jsonb_to_recordset(${JSON.stringify(made.slice(at, at + INSERT_CHUNK))}::jsonb) AS x(
            year int, month int, org_id int, branch_code text, bisnis text, lini_id text, product_sub_line text,
            channel_group text, position text, geo_group text, ho numeric, cab numeric, gross numeric,
            status text, reject_reason text, approved_by text)
          ON CONFLICT DO NOTHING`,
    );
  }
}
