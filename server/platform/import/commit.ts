/**
 * Commit of a staged batch: the clean rows land in one statement inside the caller's transaction
 * (on PGlite one per slice of rows, see slices.ts),
 * each landed row is audited, and the batch is deleted, so a second submit of the same batch finds
 * nothing and changes nothing.
 */
import type { SQL } from 'drizzle-orm';
import { type Db, isEmbedded, rows, sql } from '../../db/client';
import { deleteBatch, readBatch, type StagedRow } from './batch';
import { withBatchPlanning } from './planning';
import { batchSlicing, type RowSlice } from './slices';
import { col, type StagedRows, stagedRows, stagedWhere } from './staged-rows';

/**
 * A commit of this many rows refreshes the table's planner statistics in its transaction. PGlite
 * has no autovacuum, so without it the planner keeps the sizes of the table before the upload and
 * may scan and sort a whole list for each page (seen: an export of 30,000 roles in 3.2 s instead of
 * 0.55 s); on PostgreSQL it spares the wait for autovacuum. ANALYZE samples at most 30,000 rows.
 */
const STATISTICS_AFTER_ROWS = 1000;

export interface CommitPlan<C extends string = string> {
  /**
   * The module's INSERT ... SELECT from `rows`, the clean staged rows of a slice (on PGlite the batch
   * lands a slice of rows at a time, see slices.ts): `FROM ${rows.from} ...`, each column read as
   * `rows.col(...)`, ending with
   * `ON CONFLICT (...) DO NOTHING RETURNING <key> AS key, <id>::text AS id, to_jsonb(<table>) AS snapshot`.
   * `key` must equal the staged `keyColumn`; rows that do not come back lost a race to a concurrent
   * upload and are reported with `lostReason`, or, when it is null, were left as they were on
   * purpose (a calendar day uploaded as it is stored) and are not counted.
   */
  insert: (rows: StagedRows<C>) => SQL;
  /** The table the rows land in: its planner statistics are refreshed after a big commit. */
  table: string;
  keyColumn: C;
  lostReason: string | null;
  /** Every landed row is written to the audit log with its snapshot as `after`. */
  audit: { userId: string; requestId: string; action: string; entity: string };
  /** Read the failed rows (validation and lost races) before the batch is deleted. */
  collectFailed?: boolean;
  /**
   * What the batch replaces (an upload of a month's plan replaces the month of the positions in
   * it), given the clean rows of the whole batch: `DELETE FROM <table> ... RETURNING <id>::text AS
   * id, to_jsonb(<table>) AS snapshot`. It runs after the batch is locked and before the insert, in
   * its own statement (an insert in the same statement would not see the rows gone), and each row
   * it deletes is audited with its snapshot as `before`, under the action `<audit.action>:replaced`.
   */
  replace?: (rows: StagedRows<C>) => SQL;
  /**
   * For an insert that updates a stored row in place on conflict: the stored rows the clean rows of
   * a slice (`rows`, as for the insert) will update, as they are before it (`SELECT <id>::text AS
   * id, to_jsonb(<table>) AS snapshot FROM ${rows.from} JOIN <table> ...`). Each is audited with its
   * snapshot as `before`, under the action `<audit.action>:before`, in the insert's own statement
   * (whose parts all read the rows as they were before it); the insert audits the row after.
   */
  updates?: (rows: StagedRows<C>) => SQL;
}

export interface CommitResult {
  landed: number;
  /** Rows the plan's `replace` deleted. */
  replaced: number;
  lost: number;
  failed: StagedRow[];
}

/**
 * Commits the batch; null when it no longer exists (already submitted, or replaced by a newer
 * upload), which the submit step of a two-step upload answers with messages.uploadFileFirst.
 */
export async function commitBatch(db: Db, batchId: number, plan: CommitPlan): Promise<CommitResult | null> {
  // Two submits of one batch queue here; the second finds the batch gone.
  const [locked] = await rows<{ id: number }>(
    db,
    sql`SELECT batch_id::int AS id FROM import_batches WHERE batch_id = ${batchId} FOR UPDATE`,
  );
  if (!locked) return null;

  const { audit } = plan;
  const replaced = plan.replace ? await replaceRows(db, batchId, plan.replace, audit) : 0;
  let landed = 0;
  let lost = 0;
  await (await batchSlicing(db, batchId)).each(async (slice) => {
    const counts = await insertSlice(db, batchId, plan, slice);
    landed += counts.landed;
    lost += counts.lost;
  });
  if (landed >= STATISTICS_AFTER_ROWS) await refreshStatistics(db, plan.table);
  const failed = plan.collectFailed ? (await readBatch(db, batchId, { failedOnly: true })).rows : [];
  await deleteBatch(db, batchId);
  return { landed, replaced, lost, failed };
}

/**
 * ANALYZE of the table. On PGlite it samples 3,000 rows instead of 30,000 (statistics target 10, for
 * this statement only): the sizes the planner needs come out the same, and the statement, which
 * cannot be cut in slices, holds every other user for a tenth of the time.
 */
async function refreshStatistics(db: Db, table: string): Promise<void> {
  if (!isEmbedded(db)) {
    await db.execute(sql`ANALYZE ${sql.identifier(table)}`);
    return;
  }
  const [was] = await rows<{ target: string }>(
    db,
    sql`SELECT current_setting('default_statistics_target') AS target`,
  );
  await db.execute(sql`SELECT set_config('default_statistics_target', '10', true)`);
  await db.execute(sql`ANALYZE ${sql.identifier(table)}`);
  await db.execute(sql`SELECT set_config('default_statistics_target', ${was?.target ?? '100'}, true)`);
}

/** Inserts the clean rows of one slice, audits each row landed and marks those that lost a race. */
async function insertSlice(
  db: Db,
  batchId: number,
  plan: CommitPlan,
  slice: RowSlice,
): Promise<{ landed: number; lost: number }> {
  const { audit } = plan;
  // The whole batch: the anti-join against the rows just inserted must not become a nested loop,
  // and the sort and the returned rows fit in memory (see planning.ts). A slice is planned as any
  // statement is: a nested loop probes the customers and positions of its rows by index, where a
  // hash join read the whole of both tables for every slice (50,000 rows into 300,000
  // assignments: 40 s instead of 6 s on PGlite). A nested loop over the slice itself costs its
  // square at worst, and the pace of the slices keeps a slice small when its rows cost more.
  const planned =
    slice === 'whole' ? withBatchPlanning : <T>(_: Db, statement: () => Promise<T>) => statement();
  const lost =
    plan.lostReason === null
      ? sql`SELECT 1 WHERE false`
      : lostRows(batchId, plan.lostReason, plan.keyColumn, slice);
  const [counts] = await planned(db, () =>
    rows<{ landed: number; lost: number }>(
      db,
      sql`WITH ${updatedBefore(batchId, plan, slice)} landed AS (${plan.insert(stagedRows(batchId, { slice }))}),
      audited AS (
        INSERT INTO audit_log (user_id, action, entity, entity_id, after, request_id)
        SELECT ${audit.userId}, ${audit.action}, ${audit.entity}, l.id, l.snapshot, ${audit.requestId}
        FROM landed l
        -- A row's before is logged ahead of its after: reading before_audited runs it first.
        ${plan.updates ? sql`WHERE (SELECT count(*) FROM before_audited) >= 0` : sql``}
        RETURNING 1
      ),
      lost AS (${lost})
      SELECT (SELECT count(*) FROM landed)::int AS landed,
             (SELECT count(*) FROM lost)::int AS lost,
             (SELECT count(*) FROM audited)::int AS audited`,
    ),
  );
  return { landed: counts?.landed ?? 0, lost: counts?.lost ?? 0 };
}

/**
 * The clean rows of a slice that did not land: a concurrent upload stored their key first. Marked
 * with the reason, so the answer names them.
 */
function lostRows(batchId: number, reason: string, keyColumn: string, slice: RowSlice): SQL {
  return sql`
        UPDATE import_rows AS r SET reason = ${reason}
        WHERE ${stagedWhere('r', batchId, 'clean', slice)}
          -- Evaluated once, before any row is read: when every clean row landed, nothing is
          -- scanned (the anti-join costs more than the counts).
          AND (SELECT count(*) FROM landed) < (SELECT count(*)
                                                FROM ${stagedRows(batchId, { slice, alias: 'c' }).from})
          AND NOT EXISTS (SELECT 1 FROM landed l WHERE l.key = ${col(keyColumn)})
        RETURNING 1`;
}

/** The audit of the stored rows a slice updates in place, as they are before it: a CTE, or nothing. */
function updatedBefore(batchId: number, plan: CommitPlan, slice: RowSlice): SQL {
  if (!plan.updates) return sql``;
  const { audit } = plan;
  return sql`before_audited AS (
        INSERT INTO audit_log (user_id, action, entity, entity_id, before, request_id)
        SELECT ${audit.userId}, ${`${audit.action}:before`}, ${audit.entity}, u.id, u.snapshot, ${audit.requestId}
        FROM (${plan.updates(stagedRows(batchId, { slice }))}) AS u
        RETURNING 1
      ),`;
}

/** Deletes what the batch replaces and audits each row deleted; answers how many. */
async function replaceRows(
  db: Db,
  batchId: number,
  replace: (rows: StagedRows) => SQL,
  audit: CommitPlan['audit'],
): Promise<number> {
  const [gone] = await withBatchPlanning(db, () =>
    rows<{ n: number }>(
      db,
      sql`WITH gone AS (${replace(stagedRows(batchId))}),
      audited AS (
        INSERT INTO audit_log (user_id, action, entity, entity_id, before, request_id)
        SELECT ${audit.userId}, ${`${audit.action}:replaced`}, ${audit.entity}, g.id, g.snapshot, ${audit.requestId}
        FROM gone g
        RETURNING 1
      )
      SELECT (SELECT count(*) FROM audited)::int AS n`,
    ),
  );
  return gone?.n ?? 0;
}
