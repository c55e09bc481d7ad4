/**
 * The periods of one mapping (salesperson type, principal line and scheme group) never overlap,
 * whatever their STATUS: on any day one row at most says how that type is measured on that line.
 *
 * A row uploaded with a new START_DATE inside a stored period takes over from that date, which is
 * what a planner means by it: the stored row is ended the day before, which the check says on the
 * row (NOTE) and the submit in its answer, and the audit log keeps the row before and after. What
 * cannot be settled that way is refused with a reason naming the other period:
 * - a stored period that starts later, inside the row's dates: ending it before its own start is
 *   impossible, so the planner chooses (an END_DATE before it, or that row uploaded again);
 * - another row of the file whose dates overlap the row's (the later starting one fails).
 * A row with a stored row's START_DATE is that row (the key) and updates it in place, so the
 * stored row is neither ended nor counted against it.
 *
 * Every date compared here is a checked YYYY-MM-DD text (stored ones written so by to_char), which
 * sorts as the dates do: no staged text is cast, so no row that failed another rule can raise.
 */
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { messages } from '../../../common/messages';
import { type Db, rows, sql } from '../../db/client';
import { auditLog, bisnisLiniProductMappings as mappings } from '../../db/schema';
import { bare, columnNames, tableAs } from '../../db/typed-sql';
import { col, isIsoDateSql } from '../../platform/import';
import { withBatchPlanning } from '../../platform/import/planning';
import { m } from './mapping-rules';

const START = col('START_DATE');
const END = col('END_DATE');
const storedStart = sql`to_char(${m.startDate}, 'YYYY-MM-DD')`;
const storedEnd = sql`to_char(${m.endDate}, 'YYYY-MM-DD')`;
/** The stored row as it was before an update ends it. */
const was = alias(mappings, 'was');

/** The staged row `staged` and the stored row m are periods of one mapping. */
const sameMapping = (staged: string) => sql`${m.slsPersonTypeId}::text = ${col('SLS_PERSON_TYPE_ID', staged)}
  AND ${m.principalLine} = ${col('PRINCIPAL_LINE', staged)} AND ${m.schGroup} = ${col('SCH_GROUP', staged)}`;

/** A period another row clashes with, as its reason names it. */
interface Clash {
  row_no: number;
  start: string;
  end: string;
}

/** Gives each row its reason (only rows still clean: each keeps its first). */
async function fail(db: Db, batchId: number, reasons: readonly { row_no: number; reason: string }[]) {
  if (reasons.length === 0) return;
  await db.execute(
    sql`UPDATE import_rows AS r SET reason = f.reason
        FROM jsonb_to_recordset(${JSON.stringify(reasons)}::jsonb) AS f(row_no int, reason text)
        WHERE r.batch_id = ${batchId} AND r.row_no = f.row_no AND r.reason IS NULL`,
  );
}

/**
 * Clean rows overlapping a row of the file that starts before them (or on the same day, in an
 * earlier sheet row), each with the period of the one reaching furthest. Rows of any verdict count
 * as the earlier row, as long as their dates are real: the planner meant them too.
 */
function fileClashes(db: Db, batchId: number): Promise<Clash[]> {
  const key = sql.join(
    ['SLS_PERSON_TYPE_ID', 'PRINCIPAL_LINE', 'SCH_GROUP'].map((c) => sql`${col(c, 'd')} COLLATE "C"`),
    sql`, `,
  );
  const start = col('START_DATE', 'd');
  const end = col('END_DATE', 'd');
  // 'END START' of the earlier row ending last: its end decides the overlap, its start names it.
  return withBatchPlanning(db, () =>
    rows<Clash>(
      db,
      sql`SELECT x.row_no, substr(x.before, 12) AS start, left(x.before, 10) AS end
          FROM (
            SELECT d.row_no, d.reason, ${start} AS start,
              max(${end} || ' ' || ${start}) OVER (PARTITION BY ${key} ORDER BY ${start} COLLATE "C", d.row_no
                ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS before
            FROM import_rows d
            WHERE d.batch_id = ${batchId} AND ${isIsoDateSql(start)} AND ${isIsoDateSql(end)} AND ${end} >= ${start}
          ) x
          WHERE x.reason IS NULL AND left(x.before, 10) COLLATE "C" >= x.start COLLATE "C"`,
    ),
  );
}

/** Clean rows with a stored period of their mapping starting after them, inside their dates: the first such. */
export function storedClashes(db: Db, batchId: number): Promise<Clash[]> {
  return withBatchPlanning(db, () =>
    rows<Clash>(
      db,
      sql`SELECT DISTINCT ON (r.row_no) r.row_no, ${storedStart} AS start, ${storedEnd} AS end
          FROM import_rows r JOIN ${tableAs(mappings, m)} ON ${sameMapping('r')}
          WHERE r.batch_id = ${batchId} AND r.reason IS NULL
            AND ${storedStart} > ${START} AND ${storedStart} <= ${END}
          ORDER BY r.row_no, ${m.startDate}`,
    ),
  );
}

/** Fails the clean rows whose period cannot be settled (see the file's comment). */
export async function checkPeriods(db: Db, batchId: number): Promise<void> {
  const inFile = await fileClashes(db, batchId);
  await fail(
    db,
    batchId,
    inFile.map((c) => ({ row_no: c.row_no, reason: messages.reasonMappingOverlapsRow(c.start, c.end) })),
  );
  const stored = await storedClashes(db, batchId);
  await fail(
    db,
    batchId,
    stored.map((c) => ({ row_no: c.row_no, reason: messages.reasonMappingOverlapsStored(c.start, c.end) })),
  );
}

/**
 * The stored periods a clean row takes over: its START_DATE falls inside them and no row of the
 * file has their start (which would update them in place). Each goes to the earliest such row,
 * which ends it the day before its start.
 */
function takenOver(batchId: number): SQL {
  return sql`SELECT DISTINCT ON (${m.mappingId}) ${m.mappingId} AS id, r.row_no, ${START} AS new_start,
      ${storedStart} AS start, ${storedEnd} AS end
    FROM import_rows r JOIN ${tableAs(mappings, m)} ON ${sameMapping('r')}
    WHERE r.batch_id = ${batchId} AND r.reason IS NULL
      AND ${storedStart} < ${START} AND ${storedEnd} >= ${START}
      AND NOT EXISTS (SELECT 1 FROM import_rows s WHERE s.batch_id = ${batchId} AND s.reason IS NULL
        AND ${sameMapping('s')} AND ${col('START_DATE', 's')} = ${storedStart})
    ORDER BY ${m.mappingId}, ${START}`;
}

/** Per clean row, what its submit will do to the stored periods it takes over (the NOTE of the check). */
export async function takeOverNotes(db: Db, batchId: number): Promise<Map<number, string>> {
  const found = await withBatchPlanning(db, () =>
    rows<{ row_no: number; new_start: string; start: string; end: string }>(db, takenOver(batchId)),
  );
  const notes = new Map<number, string>();
  for (const t of found) {
    const note = messages.noteMappingEnded(t.start, t.end, dayBefore(t.new_start));
    const earlier = notes.get(t.row_no);
    notes.set(t.row_no, earlier === undefined ? note : `${earlier} ${note}`);
  }
  return notes;
}

/** The day before a YYYY-MM-DD date, counted in UTC so that no time zone moves it. */
function dayBefore(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/**
 * Ends every stored period the batch takes over the day before the new start, each audited with
 * the row before and after; answers how many. Runs in the submit's transaction, on a batch whose
 * rows are all clean (so every START_DATE cast is of a checked date).
 */
export async function endTakenOver(
  db: Db,
  batchId: number,
  audit: { userId: string; requestId: string; entity: string },
): Promise<number> {
  const [ended] = await withBatchPlanning(db, () =>
    rows<{ n: number }>(
      db,
      sql`WITH ended AS (
            UPDATE ${mappings} AS ${m}
            SET ${bare(mappings.endDate)} = t.new_start::date - 1, ${bare(mappings.userIdUpdate)} = ${audit.userId},
              ${bare(mappings.lastUpdate)} = now()
            FROM (${takenOver(batchId)}) t, ${tableAs(mappings, was)}
            WHERE ${m.mappingId} = t.id AND ${was.mappingId} = ${m.mappingId}
            RETURNING ${m.mappingId}::text AS id, to_jsonb(was) AS before, to_jsonb(m) AS after
          ),
          audited AS (
            INSERT INTO ${auditLog} (${columnNames(
              auditLog.userId,
              auditLog.action,
              auditLog.entity,
              auditLog.entityId,
              auditLog.before,
              auditLog.after,
              auditLog.requestId,
            )})
            SELECT ${audit.userId}, 'upload:ended', ${audit.entity}, e.id, e.before, e.after, ${audit.requestId}
            FROM ended e
            RETURNING 1
          )
          SELECT (SELECT count(*) FROM audited)::int AS n`,
    ),
  );
  return ended?.n ?? 0;
}

/**
 * Mapping submits take turns: what a row takes over or clashes with is read from the stored rows,
 * so two submits at once could each settle against what the other is changing.
 */
export async function lockMappings(db: Db): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('bisnis-lini-mapping'))`);
}
