/**
 * The data versions of some tables, read in one small query. A tracked table's version changes when
 * a transaction that wrote it commits (migration 0013: a statement trigger notes the table, a
 * deferred trigger bumps its version at commit, from a sequence, so a number is never given twice,
 * not even after a rollback). The same query tells whether the caller's own transaction has
 * written one of the tables and not yet committed, and the database's date.
 *
 * Outside a transaction, requests share their reads (SharedVersionRead): under twenty users every
 * request of a kept list asked for its own, and on the embedded database, one connection, they
 * queued one behind another.
 */
import { getTableName, sql } from 'drizzle-orm';
import { type PgTable, PgTransaction } from 'drizzle-orm/pg-core';
import { type Db, rows } from '../../db/client';
import { runDetached } from '../../db/query-gate';

export interface DataVersions {
  /** The tables' versions in the order asked, e.g. 'roles=812;branches=77'. */
  stamp: string;
  /** The caller's transaction wrote one of the tables: its answer is its own until it commits. */
  pending: boolean;
  /** The database's current_date ('YYYY-MM-DD'), the "today" of its queries. */
  today: string;
}

interface VersionRow {
  table: string;
  version: string;
  pending: boolean;
  today: string;
}

/** Every tracked table's version, and the database's date. */
interface AllVersions {
  byName: Map<string, string>;
  today: string;
}

/**
 * One read of every version at a time per database, shared by the requests that wait for it.
 *
 * A request never takes a read that began before it arrived: that read may have missed a commit
 * the request follows (a save of the same user's, answered just before). So a request arriving
 * while a read runs waits for the next one, which begins when the running one ends and is shared
 * by everyone who arrived meanwhile. Each request thus sees every commit made before it arrived, as
 * with a read of its own, and twenty waiting requests cost two reads instead of twenty.
 */
export class SharedVersionRead {
  private running: Promise<AllVersions> | undefined;
  private next: Promise<AllVersions> | undefined;

  constructor(private readonly read: () => Promise<AllVersions>) {}

  get(): Promise<AllVersions> {
    if (this.next) return this.next;
    if (!this.running) return this.begin();
    const settled = this.running.then(
      () => undefined,
      () => undefined,
    );
    this.next = settled.then(() => {
      this.next = undefined;
      return this.begin();
    });
    return this.next;
  }

  private begin(): Promise<AllVersions> {
    const read = this.read().finally(() => {
      if (this.running === read) this.running = undefined;
    });
    this.running = read;
    return read;
  }
}

/** The shared reads of each database (requests outside a transaction). */
const sharedReads = new WeakMap<Db, SharedVersionRead>();

async function readAll(db: Db): Promise<AllVersions> {
  const found = await rows<{ table: string; version: string; today: string }>(
    db,
    sql`SELECT table_name AS "table", version::text AS version, current_date::text AS today
        FROM data_versions`,
  );
  return { byName: new Map(found.map((r) => [r.table, r.version])), today: found[0]?.today ?? '' };
}

export async function readVersions(db: Db, tables: readonly PgTable[]): Promise<DataVersions> {
  const names = [...new Set(tables.map((t) => getTableName(t)))];
  if (names.length === 0) throw new Error('an answer kept per data version must name the tables it reads');
  // Outside a transaction nothing of the caller's is pending: its read may be shared.
  if (!inTransaction(db)) {
    let shared = sharedReads.get(db);
    if (!shared) {
      // On behalf of no request: a read shared by many must not be refused because the request
      // that happened to begin it has gone (its client's queries are skipped, query-gate.ts).
      shared = new SharedVersionRead(() => runDetached(() => readAll(db)));
      sharedReads.set(db, shared);
    }
    const all = await shared.get();
    return { stamp: stampOf(names, all.byName), pending: false, today: all.today };
  }
  // txid_current_if_assigned() is NULL outside a transaction that has written: no pending row then.
  const found = await rows<VersionRow>(
    db,
    sql`SELECT v.table_name AS "table", v.version::text AS version, current_date::text AS today,
          EXISTS (SELECT 1 FROM data_version_pending p
                  WHERE p.txid = txid_current_if_assigned() AND p.table_name = v.table_name) AS pending
        FROM data_versions v
        WHERE v.table_name IN (${sql.join(
          names.map((n) => sql`${n}`),
          sql`, `,
        )})`,
  );
  return {
    stamp: stampOf(names, new Map(found.map((r) => [r.table, r.version]))),
    pending: found.some((r) => r.pending),
    today: found[0]?.today ?? '',
  };
}

/** A plain boolean, not a type guard: the caller goes on using `db` as a Db either way. */
const inTransaction = (db: Db): boolean => db instanceof PgTransaction;

/** The tables' versions in the order asked, e.g. 'roles=812;branches=77'. */
function stampOf(names: readonly string[], byName: ReadonlyMap<string, string>): string {
  const missing = names.filter((n) => !byName.has(n));
  if (missing.length > 0) {
    // A table without its trigger would keep an answer for good: a programming error, not a miss.
    throw new Error(`no data version for ${missing.join(', ')}: track the table in a migration`);
  }
  return names.map((n) => `${n}=${byName.get(n)}`).join(';');
}

/**
 * Gives a copied database numbers of its own: a new random start for its version sequence and a
 * new version for every table. A copy (each test file's, made from one demo database) otherwise
 * holds its source's numbers, and one process serving two copies would mix their kept answers.
 */
export async function renumberDataVersions(db: Db): Promise<void> {
  await db.execute(sql`SELECT setval('data_version_seq', 1 + floor(random() * 4e15)::bigint)`);
  await db.execute(sql`UPDATE data_versions SET version = nextval('data_version_seq')`);
}
