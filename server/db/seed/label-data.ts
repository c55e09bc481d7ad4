/**
 * Demo label prints, so both print screens show every state: about 40% of the customers served
 * today got a label months ago, one in eight of those a second one since (a reprint), and one in
 * ten of the printed customers has been renamed since its label was printed, so its row asks for a
 * reprint (ShouldReprint).
 */
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../client';
import type { Random } from './random';

const PRINTED = 0.4;
const REPRINTED = 0.125;
const RENAMED = 0.1;
const INSERT_CHUNK = 5000;
/** The demo users who print for their orgs; head office prints for the others. */
const PRINTED_BY: Record<number, string> = { 101: 'branch.admin', 102: 'bdg.admin' };

interface PrintSeed {
  customer_id: string;
  customer_id_ref: string;
  customer_name: string;
  org_id: number;
  branch_code: string;
  position_code: string;
  reprint: boolean;
  printed_by: string;
  printed_at: string;
}

export async function seedLabelPrints(db: Db, random: Random): Promise<void> {
  const served = await rows<{
    id: string;
    ref: string;
    name: string;
    org: number;
    branch: string;
    position: string;
  }>(
    db,
    sql`SELECT DISTINCT ON (a.customer_id) a.customer_id AS id, c.customer_id_ref AS ref,
          c.customer_name AS name, c.org_id AS org, c.branch_code AS branch, a.position_code AS position
        FROM sales_assignments a JOIN customers c ON c.customer_id = a.customer_id
        WHERE current_date BETWEEN a.start_date AND a.end_date
        ORDER BY a.customer_id, a.assignment_map_id`,
  );
  const now = Date.now();
  const daysAgo = (days: number) => new Date(now - days * 86_400_000 - random.int(0, 8 * 3600) * 1000);
  const prints: PrintSeed[] = [];
  for (const c of served) {
    if (random.next() >= PRINTED) continue;
    const renamed = random.next() < RENAMED;
    const words = c.name.split(' ');
    // The name the label printed: the customer's former name when it has been renamed since.
    const printedName = renamed && words.length > 2 ? words.slice(0, -1).join(' ') : c.name;
    const base = {
      customer_id: c.id,
      customer_id_ref: c.ref,
      customer_name: renamed && words.length <= 2 ? `${c.name} LAMA` : printedName,
      org_id: c.org,
      branch_code: c.branch,
      position_code: c.position,
      printed_by: PRINTED_BY[c.org] ?? 'ho.admin',
    };
    const first = daysAgo(random.int(60, 300));
    prints.push({ ...base, reprint: false, printed_at: first.toISOString() });
    if (random.next() < REPRINTED) {
      prints.push({ ...base, reprint: true, printed_at: daysAgo(random.int(5, 55)).toISOString() });
    }
  }
  for (let at = 0; at < prints.length; at += INSERT_CHUNK) {
    await rows(
      db,
      sql`INSERT INTO label_prints (customer_id, customer_id_ref, customer_name, org_id, branch_code,
            position_code, reprint, via, layout, printed_by, printed_at)
          SELECT x.customer_id, x.customer_id_ref, x.customer_name, x.org_id, x.branch_code, x.position_code,
            x.reprint, 'ZPL', '49x20', x.printed_by, x.printed_at
          FROM jsonb_to_recordset(${JSON.stringify(prints.slice(at, at + INSERT_CHUNK))}::jsonb) AS x(
            customer_id text, customer_id_ref text, customer_name text, org_id int, branch_code text,
            position_code text, reprint boolean, printed_by text, printed_at timestamptz)
          ORDER BY x.printed_at`,
    );
  }
}
