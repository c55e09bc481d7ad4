/**
 * The embedded database seen from the HTTP thread: PGlite runs in a worker thread
 * (pglite-worker.mjs), and this client sends it the calls drizzle's PGlite driver makes (`query` with
 * its parameters and row mode, `exec`, `transaction` with its statements, `close`). PGlite runs
 * WebAssembly synchronously: in this thread, one 50,000-row commit or one export batch held every
 * other request, `/api/health` included, until it ended; in its own thread it holds only the
 * queries queued behind it.
 *
 * The calls take turns in arrival order in the worker, as PGlite's own lock would: one call (a
 * whole transaction with its statements) at a time. Each call is sent as soon as it is made, so the
 * worker finds the next one waiting when it ends one; a call of a request whose client has gone is
 * cancelled and refused when its turn comes (query-gate.ts).
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { SignalGated } from './query-gate';

type RowMode = 'array' | 'object';

export interface Results<T = Record<string, unknown>> {
  rows: T[];
  affectedRows?: number;
  fields: { name: string; dataTypeID: number }[];
}

export interface QueryOptions {
  rowMode?: RowMode;
  /**
   * Parsers by type oid. Functions cannot cross to the worker: the worker keeps each named type as
   * PostgreSQL's text, which is all drizzle's parsers do (dates, timestamps, intervals).
   */
  parsers?: Record<number, unknown>;
}

/** A transaction's own handle: its statements run inside its turn. */
export interface PgliteTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

type Request =
  | { op: 'query'; sql: string; params: unknown[]; rowMode: RowMode; keepText: number[]; tx?: number }
  | { op: 'exec'; sql: string; tx?: number }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'cancel'; call: number }
  | { op: 'dump'; file: string }
  | { op: 'close' };

interface ErrorData {
  name: string;
  message: string;
  fields: Record<string, string | number | boolean>;
}

type Reply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: ErrorData }
  | { id: number; ok: false; gone: true };

/** An error PostgreSQL raised in the worker, with its fields (code, severity, routine ...). */
export class DatabaseError extends Error {}

function errorOf(data: ErrorData): Error {
  const err = 'severity' in data.fields ? new DatabaseError(data.message) : new Error(data.message);
  Object.assign(err, data.fields);
  err.name = data.name;
  return err;
}

/** The worker beside this file in the source tree; the build copies it beside the bundle. */
function workerFile(): URL {
  const candidates = [
    new URL('./pglite-worker.mjs', import.meta.url),
    new URL('../../server/db/pglite-worker.mjs', import.meta.url),
  ];
  const found = candidates.find((c) => fs.existsSync(fileURLToPath(c)));
  if (!found) throw new Error(`pglite-worker.mjs not found near ${import.meta.url}`);
  return found;
}

export class PgliteWorkerClient implements SignalGated {
  readonly #worker: Worker;
  readonly #waiting = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (err: Error) => void; done?: () => void }
  >();
  #nextId = 1;
  #failure: Error | undefined;
  /** Calls outside a transaction sent and not answered yet. */
  #occupied = 0;
  #signalOf: () => AbortSignal | undefined = () => undefined;
  #refusal: () => Error = () => new Error('the client has gone');

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (reply: Reply) => this.#settle(reply));
    worker.on('error', (err: Error) => this.#fail(err));
    worker.on('exit', (code: number) =>
      this.#fail(new Error(`the embedded database stopped (exit ${code})`)),
    );
  }

  /**
   * Starts the worker and waits until its database is open (`dataDir` undefined: in memory). With
   * `loadFrom`, a new database starts as the dump in that file (see `dump`).
   */
  static async open(dataDir: string | undefined, loadFrom?: string): Promise<PgliteWorkerClient> {
    const worker = new Worker(workerFile(), { workerData: { dataDir, loadFrom } });
    const client = new PgliteWorkerClient(worker);
    const ready = new Promise((resolve, reject) => client.#waiting.set(0, { resolve, reject }));
    try {
      await ready;
    } catch (err) {
      await client.#worker.terminate();
      throw err;
    }
    client.#idle();
    return client;
  }

  gateBy(signalOf: () => AbortSignal | undefined, refusal: () => Error): void {
    this.#signalOf = signalOf;
    this.#refusal = refusal;
  }

  /** True while a call runs or waits for its turn: a new one would wait behind it. */
  get occupied(): boolean {
    return this.#occupied > 0;
  }

  /** Why the worker can no longer answer (it stopped, or the database was closed). */
  get failure(): Error | undefined {
    return this.#failure;
  }

  query<T>(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<Results<T>> {
    return this.#turn(this.#queryRequest(sql, params, options)) as Promise<Results<T>>;
  }

  exec(sql: string): Promise<Results[]> {
    return this.#turn({ op: 'exec', sql }) as Promise<Results[]>;
  }

  /** Runs `work` in one transaction, committed when it resolves and rolled back when it throws. */
  async transaction<T>(work: (tx: PgliteTransaction) => Promise<T>): Promise<T> {
    // The database is occupied until the transaction ends, not only until it begins.
    this.#occupied++;
    try {
      return await this.#transaction(work);
    } finally {
      this.#occupied--;
    }
  }

  async #transaction<T>(work: (tx: PgliteTransaction) => Promise<T>): Promise<T> {
    const id = (await this.#turn({ op: 'begin' })) as number;
    let closed = false;
    const end = (commit: boolean) => {
      closed = true;
      return this.#call({ op: 'end', tx: id, commit });
    };
    const whileOpen = () => {
      if (closed) throw new Error('the transaction has ended');
    };
    const tx: PgliteTransaction = {
      query: async <R>(sql: string, params: unknown[] = [], options: QueryOptions = {}) => {
        whileOpen();
        return (await this.#call({ ...this.#queryRequest(sql, params, options), tx: id })) as Results<R>;
      },
      exec: async (sql: string) => {
        whileOpen();
        return (await this.#call({ op: 'exec', sql, tx: id })) as Results[];
      },
      rollback: async () => {
        whileOpen();
        await end(false);
      },
      get closed() {
        return closed;
      },
    };
    try {
      const result = await work(tx);
      if (!closed) await end(true);
      return result;
    } catch (err) {
      if (!closed) await end(false).catch(() => undefined);
      throw err;
    }
  }

  /**
   * Writes the database, once the calls already sent are done, to `file` as one tar of its data
   * folder, which `open(…, file)` starts a new database from. Answers the file's size in bytes.
   */
  dump(file: string): Promise<number> {
    return this.#turn({ op: 'dump', file }) as Promise<number>;
  }

  /** Closes the database after the calls already sent, and stops the worker. */
  async close(): Promise<void> {
    try {
      if (!this.#failure) await this.#call({ op: 'close' });
    } finally {
      await this.#worker.terminate();
    }
  }

  #queryRequest(sql: string, params: unknown[], options: QueryOptions): Extract<Request, { op: 'query' }> {
    const keepText = Object.keys(options.parsers ?? {}).map(Number);
    return { op: 'query', sql, params, rowMode: options.rowMode ?? 'object', keepText };
  }

  /**
   * A call that takes its turn in the worker (not a transaction's own statement): refused at once
   * when its client has already gone, cancelled in the worker when the client goes before its turn.
   */
  #turn(request: Request): Promise<unknown> {
    const signal = this.#signalOf();
    if (signal?.aborted) return Promise.reject(this.#refusal());
    this.#occupied++;
    const answer = this.#call(request, signal);
    return answer.finally(() => {
      this.#occupied--;
    });
  }

  #call(request: Request, signal?: AbortSignal): Promise<unknown> {
    if (this.#failure) return Promise.reject(this.#failure);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      const cancel = () => this.#worker.postMessage({ id: this.#nextId++, op: 'cancel', call: id });
      signal?.addEventListener('abort', cancel, { once: true });
      const done = signal ? () => signal.removeEventListener('abort', cancel) : undefined;
      this.#waiting.set(id, { resolve, reject, ...(done ? { done } : {}) });
      // The worker keeps the process alive only while an answer is awaited, as a socket would.
      if (this.#waiting.size === 1) this.#worker.ref();
      try {
        this.#worker.postMessage({ id, ...request });
      } catch (err) {
        // A parameter that cannot be copied to the worker fails its own call only.
        this.#waiting.delete(id);
        done?.();
        this.#idle();
        reject(err as Error);
      }
    });
  }

  #settle(reply: Reply): void {
    const waiter = this.#waiting.get(reply.id);
    if (!waiter) return;
    this.#waiting.delete(reply.id);
    waiter.done?.();
    this.#idle();
    if (reply.ok) waiter.resolve(reply.value);
    else if ('gone' in reply) waiter.reject(this.#refusal());
    else waiter.reject(errorOf(reply.error));
  }

  #idle(): void {
    if (this.#waiting.size === 0) this.#worker.unref();
  }

  #fail(err: Error): void {
    this.#failure ??= err;
    for (const waiter of this.#waiting.values()) {
      waiter.done?.();
      waiter.reject(this.#failure);
    }
    this.#waiting.clear();
  }
}
