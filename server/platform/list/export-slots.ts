/**
 * At most one export per user at a time. An export reads its whole selection; on the embedded
 * database every other call queues behind each of its batches, so a user who presses Export again
 * while the first file is still downloading (or whose script does) doubles what everyone waits for.
 * The second export is refused at once, before it reads anything, with a message that says why.
 *
 * On PostgreSQL several processes serve one user behind a load balancer, so the slot is a row of
 * `export_slots`, taken by one INSERT … ON CONFLICT that succeeds only when no live slot of the
 * user exists, and deleted when the file ends. On the embedded database one process serves
 * everyone (its folder lock sees to it), so the slot lives in this process alone and costs no query.
 *
 * A process that dies (kill -9, a lost machine) cannot delete its rows. While an export streams,
 * its process refreshes the row's `alive_at` every HEARTBEAT_SECONDS, and a row not refreshed for
 * STALE_SECONDS is taken over. Why this rule and not another: an export has no upper bound on its
 * length (a slow client slows its reads), so the age of a slot alone cannot tell a long export
 * from a dead one; and PostgreSQL's own sign of a process, its connections, outlives a lost
 * machine for as long as TCP keeps the connection open, hours by default. A refreshed time tells
 * them apart within the bound on any PostgreSQL. A slot left by a process that died thus holds
 * its user's exports for at most STALE_SECONDS.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream';
import type { SQL } from 'drizzle-orm';
import { messages } from '../../../common/messages';
import { type Db, isEmbedded, rows, sql } from '../../db/client';
import { runDetached } from '../../db/query-gate';
import { exportSlots } from '../../db/schema';
import { arrayLiteral, bare } from '../../db/typed-sql';
import { AppError } from '../errors';

/** How often a process confirms the slots of its running exports. */
export const HEARTBEAT_SECONDS = 10;
/** A slot not confirmed for this long has lost its process: three heartbeats missed. */
export const STALE_SECONDS = 30;

export interface ExportSlot {
  /** Gives the slot back (once, whatever calls it). */
  release(): void;
  /**
   * The file streaming under the slot: the slot comes back when the file has been read to its end,
   * has failed, or was destroyed (a client that disconnects: Fastify destroys the stream it was
   * sending; a shutdown: endExports), after `ended` has run.
   */
  follow(file: Readable, ended: () => void): void;
}

interface Held {
  file: Readable | undefined;
}

export interface SlotTiming {
  heartbeatMs: number;
  staleSeconds: number;
}

const refused = () => new AppError(messages.exportRunning, 'RATE_LIMITED');
const s = exportSlots;

/** The export slots of one database, as one process sees them. */
export class ExportSlots {
  /** This process (and database handle) in `export_slots.holder`: host and pid, for whoever reads the table. */
  readonly holder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  readonly #db: Db;
  /** PostgreSQL: the slots live in the database, shared by every process. */
  readonly #shared: boolean;
  readonly #timing: SlotTiming;
  readonly #held = new Map<string, Held>();
  /** Deletes of slot rows in flight, by user: a new export of that user waits until its row is gone. */
  readonly #releasing = new Map<string, Promise<void>>();
  #heartbeat: NodeJS.Timeout | undefined;
  #ending = false;
  #idleWaiters: (() => void)[] = [];

  constructor(
    db: Db,
    timing: SlotTiming = { heartbeatMs: HEARTBEAT_SECONDS * 1000, staleSeconds: STALE_SECONDS },
  ) {
    this.#db = db;
    this.#shared = !isEmbedded(db);
    this.#timing = timing;
  }

  /** Takes the user's slot, or refuses with messages.exportRunning while one of theirs runs. */
  async take(userId: string): Promise<ExportSlot> {
    if (this.#held.has(userId)) throw refused();
    // Held here before the first await: a second export of the user in this process is refused at once.
    const held: Held = { file: undefined };
    this.#held.set(userId, held);
    try {
      if (this.#shared) {
        await this.#releasing.get(userId);
        if (!(await this.#claim(userId))) throw refused();
        this.#beat();
      }
    } catch (err) {
      this.#forget(userId, held);
      throw err;
    }
    let given = false;
    const release = () => {
      if (given) return;
      given = true;
      this.#forget(userId, held);
      if (this.#shared) this.#remove(userId);
    };
    return {
      release,
      follow: (file, ended) => {
        held.file = file;
        finished(file, () => {
          ended();
          release();
        });
        if (this.#ending) file.destroy();
      },
    };
  }

  /**
   * Ends every running export (their streams destroyed, so their clients see the file cut off) and
   * answers once their slots are given back. Exports that start later are ended as soon as their
   * file exists. For a shutdown: the slots must be gone before the database closes.
   */
  async endAll(): Promise<void> {
    this.#ending = true;
    for (const held of this.#held.values()) held.file?.destroy();
    if (this.#held.size === 0 && this.#releasing.size === 0) return;
    await new Promise<void>((resolve) => this.#idleWaiters.push(resolve));
  }

  /**
   * Inserts the user's row, or takes over a row of this process left by a delete that failed (no
   * delete of it is in flight: take() waited for it) or one whose process stopped confirming it.
   */
  async #claim(userId: string): Promise<boolean> {
    const taken = await rows<{ userId: string }>(
      this.#db,
      sql`INSERT INTO ${s} (${bare(s.userId)}, ${bare(s.holder)}) VALUES (${userId}, ${this.holder})
          ON CONFLICT (${bare(s.userId)}) DO UPDATE
            SET ${bare(s.holder)} = EXCLUDED.${bare(s.holder)}, ${bare(s.takenAt)} = now(), ${bare(s.aliveAt)} = now()
            WHERE ${s.holder} = EXCLUDED.${bare(s.holder)}
               OR ${s.aliveAt} < now() - make_interval(secs => ${this.#timing.staleSeconds})
          RETURNING ${bare(s.userId)} AS "userId"`,
    );
    return taken.length > 0;
  }

  /**
   * Deletes this process's row of the user. Detached from the request: the slot must come back also
   * when the client has gone (whose queries are otherwise not started). A failed delete leaves a row
   * nobody refreshes: this process takes it over at its user's next export, others after the bound.
   */
  #remove(userId: string): void {
    const removing = this.#detached(
      sql`DELETE FROM ${s} WHERE ${s.userId} = ${userId} AND ${s.holder} = ${this.holder}`,
    );
    this.#releasing.set(userId, removing);
    void removing.then(() => {
      if (this.#releasing.get(userId) === removing) this.#releasing.delete(userId);
      this.#settle();
    });
  }

  #forget(userId: string, held: Held): void {
    if (this.#held.get(userId) === held) this.#held.delete(userId);
    if (this.#held.size === 0 && this.#heartbeat) {
      clearInterval(this.#heartbeat);
      this.#heartbeat = undefined;
    }
    this.#settle();
  }

  /**
   * Runs a statement for no request: the request that started an export must not have it refused
   * once its client has gone (see query-gate.ts). Its failure is answered as done.
   */
  #detached(statement: SQL): Promise<void> {
    // drizzle starts a query when it is awaited, so it is awaited inside the detached scope.
    return runDetached(async () => {
      await this.#db.execute(statement);
    }).catch(() => undefined);
  }

  /** Confirms this process's slots while any export runs. */
  #beat(): void {
    if (this.#heartbeat) return;
    // Started detached: a timer keeps the request scope it was made in, and this one outlives it.
    this.#heartbeat = runDetached(() =>
      setInterval(() => {
        const users = [...this.#held.keys()];
        // A failed refresh is not retried: a database that cannot be reached fails the exports too.
        if (users.length > 0) {
          void this.#detached(
            sql`UPDATE ${s} SET ${bare(s.aliveAt)} = now()
                WHERE ${s.holder} = ${this.holder} AND ${s.userId} = ANY(${arrayLiteral(users)}::text[])`,
          );
        }
      }, this.#timing.heartbeatMs),
    );
    // The heartbeat alone never keeps the process alive.
    this.#heartbeat.unref();
  }

  #settle(): void {
    if (this.#held.size > 0 || this.#releasing.size > 0) return;
    const waiters = this.#idleWaiters;
    this.#idleWaiters = [];
    for (const resolve of waiters) resolve();
  }
}

/** One ExportSlots per database handle (never a transaction: exports are read calls). */
const slotsByDatabase = new WeakMap<Db, ExportSlots>();

function slotsOf(db: Db): ExportSlots {
  let slots = slotsByDatabase.get(db);
  if (!slots) {
    slots = new ExportSlots(db);
    slotsByDatabase.set(db, slots);
  }
  return slots;
}

/** Takes the user's export slot on this database; refused with messages.exportRunning while one runs. */
export function takeExportSlot(db: Db, userId: string): Promise<ExportSlot> {
  return slotsOf(db).take(userId);
}

/** Ends the running exports on this database and answers when their slots are back (a shutdown). */
export async function endExports(db: Db): Promise<void> {
  await slotsByDatabase.get(db)?.endAll();
}
