/**
 * The incentive screens at the scale-2000 seed, as head office uses them: the invoice lookup of
 * Adjust Incentive, the summary of the month holding the most requests, and the approval list of
 * that month, each under 20 users next to the same queries run directly in the bench process; then
 * one approval of 1,000 selected requests next to a bare UPDATE of 1,000 others.
 *
 * The seed asks about one line in a hundred (incentive-data.ts), a few hundred NEW requests in its
 * busiest month; the approvals need six sets of 1,000 (three approved, three for the floor), so the
 * bench adds NEW requests to that month before the server starts (topUpNewRequests). The loads run
 * on the month with those requests in it: the approval list then pages the NEW requests a month
 * with that many waiting shows.
 */

import { HEAD_OFFICE_ORG_ID } from '../common/constants';
import { contract } from '../common/contract';
import { type Db, rows, sql } from '../server/db/client';
import { detailPage, selectionOf, summaryPage } from '../server/modules/incentive/adjust-lists';
import { invoiceLinesOf } from '../server/modules/incentive/invoice-lookup';
import { assertBranchPeriodsOpen } from '../server/platform/periods';
import type { Scope } from '../server/platform/scope';
import { callApi, dataOf, loadPost, login } from './api';
import type { BenchDatabase } from './databases';
import { type LoadResult, median, sequential, timed } from './load';
import { count, ms, type Report, ratio } from './report';
import { SECONDS, USERS } from './role-overview';
import type { ServerProcess } from './server-process';

/**
 * Load before each measured one, not measured: a server just started compiles a route's code under
 * its first requests (the first 5 s of a lookup ran at a quarter of the rate of the next), and 20
 * users meet a server that has been running.
 */
const WARMUP_SECONDS = 2;
const HEAD_OFFICE: Scope = { kind: 'all' };
/** Who loads the screens and approves: head office, which sees every org. */
const APPROVER = 'ho.admin';
/** Requests one approval decides, as one selection of the approval screen. */
export const APPROVE_ROWS = 1000;
/** Approvals timed, each on a fresh set: the median is reported. The floor gets as many sets. */
const APPROVE_RUNS = 3;
/** Runs of each floor, one at a time, after 3 untimed ones (as the field evidence floors). */
const FLOOR_RUNS = 30;

/** The month the screens show and what the bench asks of it, read before the server starts. */
export interface IncentiveMonth {
  year: number;
  month: number;
  /** The month's requests in every state, the bench's added ones included. */
  requests: number;
  /** NEW requests the bench added to the month. */
  added: number;
  /** The invoice the lookup asks for, and its lines. */
  invoice: string;
  invoiceLines: number;
  /** Fresh NEW requests (none made by the approver): the approvals' sets, then the floor's. */
  approveSets: number[][];
  floorSets: number[][];
}

/** The month holding the most requests (the newest of equals). */
async function busiestMonth(db: Db): Promise<{ year: number; month: number }> {
  const [found] = await rows<{ year: number; month: number }>(
    db,
    sql`SELECT year_id AS year, month_id AS month FROM incentive_adjustments
        GROUP BY 1, 2 ORDER BY count(*) DESC, 1 DESC, 2 DESC LIMIT 1`,
  );
  if (!found) throw new Error('the seed made no incentive requests');
  return found;
}

/** NEW requests of the month the approver may decide (not its own), in id order. */
async function decidable(db: Db, year: number, month: number): Promise<number[]> {
  const found = await rows<{ id: number }>(
    db,
    sql`SELECT adjust_id AS id FROM incentive_adjustments
        WHERE year_id = ${year} AND month_id = ${month} AND status = 'NEW' AND user_id_update <> ${APPROVER}
        ORDER BY adjust_id`,
  );
  return found.map((r) => r.id);
}

/**
 * Adds `wanted` NEW requests to the month, each a copy of an existing request of the same branch
 * and month put on another line of the month that has none yet. From the copied request: the
 * position credited, the reason, the maker (a branch admin, never the approver) and the amount and
 * quantity, each cut to the line's own (so what moves from a position on a line stays within its
 * EXTENDED_AMOUNT and QUANTITY_INVOICED, the rule an approval checks). From the line: the invoice,
 * customer, item, date, org and branch, and the position moved from, which is the one holding the
 * line's credit (the customer's assignment in the item's business line on the invoice date), as
 * the seed and a save find it. Lines whose holder is the copied request's position credited are
 * skipped (a request moves credit between two positions), as are lines of no amount (a request
 * moves a positive one).
 */
async function topUpNewRequests(db: Db, year: number, month: number, wanted: number): Promise<number> {
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  const [added] = await rows<{ n: number }>(
    db,
    sql`WITH added AS (
          INSERT INTO incentive_adjustments (customer_id, customer_name, trx_number, inventory_item_id,
            invoice_date, year_id, month_id, product_name, product_desc, position_from, position_to, quantity,
            value_adjust, notes, status, org_id, branch_code, user_id_update, created_at)
          SELECT c.customer_id, c.customer_name, l.trx_number, l.inventory_item_id, i.trx_date,
            ${year}, ${month}, p.product_name, p.item_description, holder.position_code, copied.position_to,
            least(copied.quantity, l.quantity_invoiced), least(copied.value_adjust, l.extended_amount),
            copied.notes, 'NEW', c.org_id, c.branch_code, copied.user_id_update, now()
          FROM invoices i
          JOIN invoice_lines l ON l.trx_number = i.trx_number
          JOIN customers c ON c.customer_id = i.customer_id
          JOIN products p ON p.inventory_item_id = l.inventory_item_id
          CROSS JOIN LATERAL (SELECT a.position_code FROM sales_assignments a
            WHERE a.customer_id = c.customer_id AND a.bisnis = p.bisnis_code
              AND i.trx_date BETWEEN a.start_date AND a.end_date
            ORDER BY a.position_code LIMIT 1) holder
          -- A different request of the branch for each line (by a hash of both), not one for all.
          CROSS JOIN LATERAL (SELECT r.position_to, r.quantity, r.value_adjust, r.notes, r.user_id_update
            FROM incentive_adjustments r
            WHERE r.year_id = ${year} AND r.month_id = ${month} AND r.branch_code = c.branch_code
              AND r.user_id_update <> ${APPROVER} AND r.position_to <> holder.position_code
            ORDER BY hashtext(r.adjust_id::text || l.trx_number || l.inventory_item_id::text), r.adjust_id
            LIMIT 1) copied
          WHERE i.trx_date >= ${first}::date AND i.trx_date < ${first}::date + interval '1 month'
            AND l.extended_amount > 0
            AND NOT EXISTS (SELECT 1 FROM incentive_adjustments e
              WHERE e.trx_number = l.trx_number AND e.inventory_item_id = l.inventory_item_id)
          ORDER BY l.trx_number, l.inventory_item_id
          LIMIT ${wanted}
          RETURNING 1)
        SELECT count(*)::int AS n FROM added`,
  );
  return added?.n ?? 0;
}

/** The month's invoice with the most lines (the lowest number of equals): what the lookup answers. */
async function invoiceOfMonth(
  db: Db,
  year: number,
  month: number,
): Promise<{ invoice: string; lines: number }> {
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  const [found] = await rows<{ invoice: string; lines: number }>(
    db,
    sql`SELECT l.trx_number AS invoice, count(*)::int AS lines
        FROM invoices i JOIN invoice_lines l ON l.trx_number = i.trx_number
        WHERE i.trx_date >= ${first}::date AND i.trx_date < ${first}::date + interval '1 month'
        GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`,
  );
  if (!found) throw new Error(`no invoice in ${first}`);
  return found;
}

/**
 * Reads the month and the invoice the loads ask for, adds the NEW requests the approvals and their
 * floor need, and splits them into sets. Run before the server starts (PGlite's folder has one user
 * at a time).
 */
export async function prepareIncentiveMonth(db: BenchDatabase): Promise<IncentiveMonth> {
  const database = await db.open();
  try {
    const { year, month } = await busiestMonth(database.db);
    const wanted = APPROVE_ROWS * APPROVE_RUNS * 2;
    const before = await decidable(database.db, year, month);
    const added =
      before.length >= wanted ? 0 : await topUpNewRequests(database.db, year, month, wanted - before.length);
    // The added rows change the table's statistics; PGlite has no autovacuum to see them, and
    // PostgreSQL's might analyze in the middle of a measure: both plan on fresh ones from the start.
    await database.db.execute(sql`ANALYZE incentive_adjustments`);
    const ids = await decidable(database.db, year, month);
    if (ids.length < wanted)
      throw new Error(`${year}-${month}: ${ids.length} NEW requests, ${wanted} needed`);
    // Set k takes every (2 × runs)-th request from k: each set mixes the seed's requests and the
    // added ones alike, so the approvals and the floor decide the same kind of rows.
    const sets = Array.from({ length: APPROVE_RUNS * 2 }, (_, k) =>
      ids.filter((_id, i) => i % (APPROVE_RUNS * 2) === k).slice(0, APPROVE_ROWS),
    );
    const [total] = await rows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM incentive_adjustments WHERE year_id = ${year} AND month_id = ${month}`,
    );
    const found = await invoiceOfMonth(database.db, year, month);
    return {
      year,
      month,
      requests: total?.n ?? 0,
      added,
      invoice: found.invoice,
      invoiceLines: found.lines,
      approveSets: sets.slice(0, APPROVE_RUNS),
      floorSets: sets.slice(APPROVE_RUNS),
    };
  } finally {
    await database.close();
  }
}

/** The bodies the screens send (spec): ALL positions of every org (head office's own orgID). */
const summaryBody = (m: IncentiveMonth) => ({
  month: m.month,
  year: m.year,
  position: '',
  orgID: HEAD_OFFICE_ORG_ID,
});
const approvalBody = (m: IncentiveMonth) => ({ month: m.month, year: m.year, orgID: HEAD_OFFICE_ORG_ID });

interface IncentiveRequest {
  /** Names the request across databases (the PGlite ÷ PostgreSQL rows). */
  key: string;
  name: string;
  path: string;
  body: Record<string, unknown>;
  /** The queries the route runs, run in the bench process on the same input (the server stopped). */
  direct(db: Db): Promise<unknown>;
}

export interface IncentiveLoads {
  requests: IncentiveRequest[];
  armada: Map<string, LoadResult>;
}

interface SummaryAnswer {
  summary: { total: number | null; rows: unknown[] } | null;
  detail: { total: number | null; rows: unknown[] } | null;
}
interface PageAnswer {
  total: number | null;
  rows: unknown[];
}

async function requestsOf(
  server: ServerProcess,
  token: string,
  m: IncentiveMonth,
): Promise<IncentiveRequest[]> {
  const c = contract.incentive;
  const lookup = { invoiceNO: m.invoice };
  const lines = dataOf<unknown[]>(
    await callApi(server, 'POST', c.getInvoiceByID.path, lookup, token),
    'lookup',
  );
  if (lines.length !== m.invoiceLines)
    throw new Error(`${m.invoice}: ${lines.length} lines, ${m.invoiceLines} stored`);
  const summary = dataOf<SummaryAnswer>(
    await callApi(server, 'POST', c.selectAdjustIncentive.path, summaryBody(m), token),
    'summary',
  );
  const approval = dataOf<PageAnswer>(
    await callApi(server, 'POST', c.getMappingAdjustIncentive.path, approvalBody(m), token),
    'approval list',
  );
  if (approval.rows.length !== 100) throw new Error(`approval list: a page of ${approval.rows.length} rows`);
  const period = `${m.year}-${String(m.month).padStart(2, '0')}`;
  // The floors parse the body with the call's own schema: the same defaults (page of 100, count)
  // reach the same functions the routes call (routes.ts).
  const summaryInput = c.selectAdjustIncentive.input.parse(summaryBody(m));
  const approvalInput = c.getMappingAdjustIncentive.input.parse(approvalBody(m));
  return [
    {
      key: 'lookup',
      name: `invoice lookup (getInvoiceByID, ${m.invoice}: ${m.invoiceLines} lines)`,
      path: c.getInvoiceByID.path,
      body: lookup,
      direct: async (db) => {
        const found = await invoiceLinesOf(db, HEAD_OFFICE, m.invoice);
        if (found[0]) await assertBranchPeriodsOpen(db, 'INCENTIVE', [found[0].BRANCH_CODE]);
        return found;
      },
    },
    {
      key: 'summary',
      name: `summary (selectAdjustIncentive, ${period}: ${count(summary.summary?.total ?? 0)} positions, ${count(summary.detail?.total ?? 0)} requests; both first pages)`,
      path: c.selectAdjustIncentive.path,
      body: summaryBody(m),
      direct: async (db) => {
        const selection = selectionOf(HEAD_OFFICE, summaryInput);
        // The spec's body alone (part 'both') asks for the first page of each list, unsearched.
        const first = { ...summaryInput, search: '' };
        return [await summaryPage(db, selection, first), await detailPage(db, selection, first)];
      },
    },
    {
      key: 'approval',
      name: `approval list (getMappingAdjustIncentive, ${period}: ${approval.rows.length} of ${count(approval.total ?? 0)} NEW requests)`,
      path: c.getMappingAdjustIncentive.path,
      body: approvalBody(m),
      direct: (db) => detailPage(db, selectionOf(HEAD_OFFICE, approvalInput, 'NEW'), approvalInput),
    },
  ];
}

/** Each screen's request under 20 head-office users on the running server. */
export async function benchIncentiveLoads(
  server: ServerProcess,
  m: IncentiveMonth,
  column: string,
  report: Report,
): Promise<IncentiveLoads> {
  const token = await login(server, APPROVER);
  // requestsOf asks each once first: the kept counts are counted once, as after the first user's call.
  const requests = await requestsOf(server, token, m);
  const armada = new Map<string, LoadResult>();
  for (const r of requests) {
    const url = `${server.url}/api${r.path}`;
    await loadPost(r.name, url, r.body, token, { connections: USERS, seconds: WARMUP_SECONDS });
    const result = await loadPost(r.name, url, r.body, token, { connections: USERS, seconds: SECONDS });
    armada.set(r.key, result);
    report.set(
      `incentive, ${USERS} users: ${r.name}: p50 / p99, req/s`,
      column,
      `${ms(result.p50)} / ${ms(result.p99)}, ${count(result.rps)}`,
      `${count(result.total)} answers in ${SECONDS} s; goal p99 < 100 ms on PostgreSQL, PGlite within 3x`,
    );
  }
  return { requests, armada };
}

/** POST /adjust-incentive/approve of each approve set, one at a time: the median, in ms. */
export async function benchApprove(
  server: ServerProcess,
  m: IncentiveMonth,
  column: string,
  report: Report,
): Promise<number> {
  const token = await login(server, APPROVER);
  const times: number[] = [];
  for (const set of m.approveSets) {
    const body = set.map((id) => ({ ADJUST_ID: id }));
    const t = await timed(() => callApi(server, 'POST', contract.incentive.approve.path, body, token));
    const decided = dataOf<{ DECIDED: number }>(t.value, 'approve').DECIDED;
    if (decided !== set.length) throw new Error(`approve: ${decided} of ${set.length} decided`);
    times.push(t.ms);
  }
  const middle = median(times);
  report.set(
    `incentive: approve ${count(APPROVE_ROWS)} selected requests (one POST, one transaction): median of ${APPROVE_RUNS}`,
    column,
    `${ms(middle)} (${times.map(ms).join(', ')})`,
    `each on a fresh set of NEW requests of the month, as ${APPROVER}; the ${APPROVE_RUNS} runs in brackets`,
  );
  return middle;
}

/**
 * The floors, the server stopped: each request's queries run directly, one at a time, their counts
 * kept (the same work as the route's without HTTP, session, schema and envelope); then a bare UPDATE
 * of each floor set, the database's share of an approval.
 */
export async function benchIncentiveFloors(
  db: BenchDatabase,
  m: IncentiveMonth,
  loads: IncentiveLoads,
  approveMs: number,
  report: Report,
): Promise<void> {
  const database = await db.open();
  try {
    for (const r of loads.requests) {
      const run = r.direct;
      const kept = await sequential(FLOOR_RUNS, () => run(database.db), 3);
      const ours = loads.armada.get(r.key) as LoadResult;
      report.set(
        `incentive floor (same queries, direct): ${r.name}: p50 / p99 (Armada's p50 ÷ this p50)`,
        db.label,
        `${ms(kept.p50)} / ${ms(kept.p99)} (${ratio(ours.p50 / kept.p50)})`,
        `${FLOOR_RUNS} runs one at a time, counts kept, against Armada's p50 under ${USERS} users`,
      );
    }
    const times: number[] = [];
    for (const set of m.floorSets) {
      const ids = sql.join(
        set.map((id) => sql`${id}`),
        sql`, `,
      );
      const t = await timed(() =>
        database.db.execute(
          sql`UPDATE incentive_adjustments SET status = 'APPROVE', decided_by = 'x', decided_at = now()
              WHERE adjust_id IN (${ids}) AND status = 'NEW'`,
        ),
      );
      // Checked after the clock stops, so that the floor stays the bare statement.
      const [done] = await rows<{ n: number }>(
        database.db,
        sql`SELECT count(*)::int AS n FROM incentive_adjustments WHERE adjust_id IN (${ids}) AND decided_by = 'x'`,
      );
      if (done?.n !== set.length) throw new Error(`bare UPDATE: ${done?.n} of ${set.length} rows`);
      times.push(t.ms);
    }
    const floor = median(times);
    report.set(
      `incentive floor: bare UPDATE of ${count(APPROVE_ROWS)} NEW requests to APPROVE (direct): median of ${APPROVE_RUNS}`,
      db.label,
      `${ms(floor)} (${times.map(ms).join(', ')})`,
      'one statement, autocommit, each on a fresh set; the runs in brackets',
    );
    report.set(
      `incentive: approve ${count(APPROVE_ROWS)} ÷ bare UPDATE`,
      db.label,
      ratio(approveMs / floor),
      'goal ≤ 3x',
    );
  } finally {
    await database.close();
  }
}
