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
import { failRows, isIsoDateSql, type StagedRows, stagedRows } from '../../platform/import';
import { withBatchPlanning } from '../../platform/import/planning';
import { m, type StagedMapping } from './mapping-rules';

/** A mapping upload's staged rows, typed by its columns. */
type MappingRows = StagedRows<keyof StagedMapping>;

/** The clean rows of the batch, aliased r, or `alias` for a second look at them. */
const cleanRows = (batchId: number, alias = 'r'): MappingRows => stagedRows(batchId, { alias });

const storedStart = sql`to_char(${m.startDate}, 'YYYY-MM-DD')`;
const storedEnd = sql`to_char(${m.endDate}, 'YYYY-MM-DD')`;
/** The stored row as it was before an update ends it. */
const was = alias(mappings, 'was');

/** The staged row of `staged` and the stored row m are periods of one mapping. */
const sameMapping = ({ col }: MappingRows) => sql`${m.slsPersonTypeId}::text = ${col('SLS_PERSON_TYPE_ID')}
  AND ${m.principalLine} = ${col('PRINCIPAL_LINE')} AND ${m.schGroup} = ${col('SCH_GROUP')}`;

/** A period another row clashes with, as its reason names it. */
interface Clash {
  row_no: number;
  start: string;
  end: string;
}

/**
 * Clean rows overlapping a row of the file that starts before them (or on the same day, in an
 * earlier sheet row), each with the period of the one reaching furthest. Rows of any verdict count
 * as the earlier row, as long as their dates are real: the planner meant them too.
 */
function fileClashes(db: Db, batchId: number): Promise<Clash[]> {
  const d: MappingRows = stagedRows(batchId, { verdict: 'any', alias: 'd' });
  const key = sql.join(
    (['SLS_PERSON_TYPE_ID', 'PRINCIPAL_LINE', 'SCH_GROUP'] as const).map((c) => sql`${d.col(c)} COLLATE "C"`),
    sql`, `,
  );
  const start = d.col('START_DATE');
  const end = d.col('END_DATE');
  // 'END START' of the earlier row ending last: its end decides the overlap, its start names it.
  return withBatchPlanning(db, () =>
    rows<Clash>(
      db,
      sql`SELECT x.row_no, substr(x.before, 12) AS start, left(x.before, 10) AS end
          FROM (
            SELECT ${d.rowNo} AS row_no, ${d.reason} AS reason, ${start} AS start,
              max(${end} || ' ' || ${start}) OVER (PARTITION BY ${key} ORDER BY ${start} COLLATE "C", ${d.rowNo}
                ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS before
            FROM ${d.from}
            WHERE ${isIsoDateSql(start)} AND ${isIsoDateSql(end)} AND ${end} >= ${start}
          ) x
          WHERE x.reason IS NULL AND left(x.before, 10) COLLATE "C" >= x.start COLLATE "C"`,
    ),
  );
}

/** Clean rows with a stored period of their mapping starting after them, inside their dates: the first such. */
export function storedClashes(db: Db, batchId: number): Promise<Clash[]> {
  const r = cleanRows(batchId);
  return withBatchPlanning(db, () =>
    rows<Clash>(
      db,
      sql`SELECT DISTINCT ON (${r.rowNo}) ${r.rowNo} AS row_no, ${storedStart} AS start, ${storedEnd} AS end
          FROM ${r.from} JOIN ${tableAs(mappings, m)} ON ${sameMapping(r)}
          WHERE ${storedStart} > ${r.col('START_DATE')} AND ${storedStart} <= ${r.col('END_DATE')}
          ORDER BY ${r.rowNo}, ${m.startDate}`,
    ),
  );
}

/** Fails the clean rows whose period cannot be settled (see the file's comment). */
export async function checkPeriods(db: Db, batchId: number): Promise<void> {
  const inFile = await fileClashes(db, batchId);
  await failRows(
    db,
    batchId,
    inFile.map((c) => ({ row_no: c.row_no, reason: messages.reasonMappingOverlapsRow(c.start, c.end) })),
  );
  const stored = await storedClashes(db, batchId);
  await failRows(
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
  const r = cleanRows(batchId);
  const s = cleanRows(batchId, 's');
  const start = r.col('START_DATE');
  return sql`SELECT DISTINCT ON (${m.mappingId}) ${m.mappingId} AS id, ${r.rowNo} AS row_no, ${start} AS new_start,
      ${storedStart} AS start, ${storedEnd} AS end
    FROM ${r.from} JOIN ${tableAs(mappings, m)} ON ${sameMapping(r)}
    WHERE ${storedStart} < ${start} AND ${storedEnd} >= ${start}
      AND NOT EXISTS (SELECT 1 FROM ${s.from} WHERE ${sameMapping(s)} AND ${s.col('START_DATE')} = ${storedStart})
    ORDER BY ${m.mappingId}, ${start}`;
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
