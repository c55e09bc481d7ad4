/**
 * A query of a request whose client has disconnected is not started. The HTTP layer runs each
 * request inside `runForRequest` with a signal that aborts when the client goes; the database
 * client checks that signal at the moment a query would really start: on PGlite when its turn in
 * the queue comes (PGlite runs one query at a time, so a burst of requests that gave up would
 * otherwise keep the server busy long after), on PostgreSQL when the pool hands out a connection.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';

/** Thrown instead of running a query for a client that is no longer waiting for the answer. */
export class ClientGoneError extends Error {
  readonly code = 'CLIENT_GONE';
  constructor() {
    super('the client disconnected before its query started');
    this.name = 'ClientGoneError';
  }
}

/** Queries not started because their client had gone, since the database was opened. */
export interface GateStats {
  skipped: number;
}

const requestSignals = new AsyncLocalStorage<AbortSignal>();

/** Runs `work` (and every query it starts) on behalf of a client that `signal` follows. */
export function runForRequest<T>(signal: AbortSignal, work: () => T): T {
  return requestSignals.run(signal, work);
}

function refuseIfClientGone(stats: GateStats): void {
  if (requestSignals.getStore()?.aborted) {
    stats.skipped++;
    throw new ClientGoneError();
  }
}

/**
 * A client that queues its calls itself: it refuses a call whose signal has aborted when the call's
 * turn comes, with the error `refusal` makes.
 */
export interface SignalGated {
  gateBy(signalOf: () => AbortSignal | undefined, refusal: () => Error): void;
}

/**
 * PGlite's calls wait in arrival order for their turn in its worker (pglite-client.ts), and a call
 * of a request whose client has gone is refused when its turn comes rather than when it arrived. A
 * transaction's own statements belong to the transaction's turn, so they never wait behind it.
 */
export function gatePglite(client: SignalGated, stats: GateStats): void {
  client.gateBy(
    () => requestSignals.getStore(),
    () => {
      stats.skipped++;
      return new ClientGoneError();
    },
  );
}

/**
 * Runs `work` on behalf of no request: for work shared by several requests (session reads sent
 * together), which must not be refused because the request that happened to start it has gone.
 */
export function runDetached<T>(work: () => T): T {
  return requestSignals.exit(work);
}

type Release = (err?: Error | boolean) => void;
interface PoolClientLike {
  query(...args: unknown[]): Promise<unknown>;
  release: Release;
}

/** A server-side error (SQLSTATE): the connection itself is fine and goes back to the pool. */
const isServerError = (err: unknown) => err instanceof Error && 'severity' in err;

/**
 * Checks the client after the pool hands out a connection (requests beyond the pool size wait
 * there), for `pool.query` and for transactions, which take a connection with `pool.connect`.
 */
export function gatePool(pool: pg.Pool, stats: GateStats): void {
  const connect = pool.connect.bind(pool) as () => Promise<PoolClientLike>;
  const gatedConnect = async (): Promise<PoolClientLike> => {
    const client = await connect();
    try {
      refuseIfClientGone(stats);
    } catch (err) {
      client.release();
      throw err;
    }
    return client;
  };
  const gatedQuery = async (...args: unknown[]) => {
    const client = await gatedConnect();
    try {
      const result = await client.query(...args);
      client.release();
      return result;
    } catch (err) {
      // Like pool.query: a broken connection is dropped, one that answered an error is reused.
      client.release(isServerError(err) ? undefined : (err as Error));
      throw err;
    }
  };
  Object.defineProperty(pool, 'connect', { value: gatedConnect, configurable: true, writable: true });
  Object.defineProperty(pool, 'query', { value: gatedQuery, configurable: true, writable: true });
}
