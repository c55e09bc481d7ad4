/**
 * The shutdown on SIGTERM (a deploy, a load balancer draining the process) and SIGINT (Ctrl-C).
 * The server stops taking connections at once; the requests in flight finish answering; running
 * exports are ended (their downloads cut off: a file of 300,000 rows to a slow client may take
 * minutes) so that their slots are given back while the database is still open; what closes with
 * the app (its onClose hooks, such as the ops socket) closes; then the database (PGlite writes its
 * folder and frees its lock) and the process exits 0.
 *
 * A request that does not finish does not hold the process: past `boundSeconds` (SHUTDOWN_SECONDS)
 * the connections still open are cut, the app and the database get at most FORCED_CLOSE_MS more
 * to close, and the process exits 1 so that its supervisor knows the shutdown was not clean.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { endDownloads } from './downloads';
import { errorKind } from './error-log';
import { endExports } from './list/export-slots';

/** Past the bound, how long closing may still take before the process exits regardless. */
export const FORCED_CLOSE_MS = 2000;

export interface ShutdownParts {
  app: FastifyInstance;
  database: Pick<Database, 'db' | 'close'>;
  boundSeconds: number;
  /** Ends the process; a test's stand-in for process.exit. */
  exit?: (code: number) => void;
}

/**
 * The server's connections and how many requests each is answering. Node's own closing leaves
 * open, until their timeouts (72 s, 60 s), a keep-alive connection whose request was in flight
 * when the server closed, and a connection that has not sent a request yet (a browser's or a load
 * balancer's spare connection): either would hold the shutdown until its bound.
 */
function trackConnections(server: Server) {
  const answering = new Map<Socket, number>();
  const track = (socket: Socket) => {
    answering.set(socket, 0);
    socket.once('close', () => answering.delete(socket));
  };
  server.on('connection', track);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    if (!answering.has(socket)) track(socket);
    answering.set(socket, (answering.get(socket) ?? 0) + 1);
    res.once('close', () => {
      const n = answering.get(socket);
      if (n !== undefined) answering.set(socket, Math.max(0, n - 1));
    });
  });
  return {
    /** Closes the connections answering no request now. */
    closeWaiting() {
      for (const [socket, n] of answering) if (n === 0) socket.destroy();
    },
    all: () => [...answering.keys()],
  };
}

/** Waits for `work` (settled either way), at most `ms`. */
const within = (ms: number, work: Promise<unknown>) =>
  Promise.race([
    work.then(
      () => undefined,
      () => undefined,
    ),
    new Promise<void>((resolve) => setTimeout(resolve, ms)),
  ]);

/** The shutdown: it runs once, however many signals arrive; answers once `exit` has been called. */
export function shutdownOf(parts: ShutdownParts): (signal: string) => Promise<void> {
  const { app, database, boundSeconds } = parts;
  const exit = parts.exit ?? ((code: number) => process.exit(code));
  const connections = trackConnections(app.server);
  let running: Promise<void> | undefined;

  async function run(signal: string): Promise<void> {
    app.log.info({ signal, boundSeconds }, 'shutting down');
    // Stops listening now; settles once every request in flight has been answered and the app's
    // onClose hooks have run.
    const appClosed = app.close();
    // Swept until the app has closed: a client reconnects to another process.
    const sweep = setInterval(() => connections.closeWaiting(), 100);
    appClosed.then(
      () => clearInterval(sweep),
      () => clearInterval(sweep),
    );
    let databaseClosed: Promise<void> | undefined;
    const closeDatabase = () => {
      databaseClosed ??= database.close();
      return databaseClosed;
    };
    const clean = (async () => {
      // Files still being sent are cut, and exports that have not sent theirs yet end as soon as
      // they would; their slots come back while the database is still open.
      endDownloads();
      await endExports(database.db);
      // After the app, never before: a request still answering may need the database.
      await appClosed;
      await closeDatabase();
      return true;
    })().catch((err: unknown) => {
      app.log.error({ err: errorKind(err) }, 'shutdown: closing failed');
      return false;
    });
    let timer: NodeJS.Timeout | undefined;
    const bound = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), boundSeconds * 1000);
    });
    const done = await Promise.race([clean, bound]);
    clearTimeout(timer);
    if (done) {
      app.log.info({ signal }, 'shut down');
      return exit(0);
    }
    app.log.warn({ signal, boundSeconds }, 'shutdown not clean within SHUTDOWN_SECONDS: cutting connections');
    // The requests still answering lose their connections, so that the app's close can finish (its
    // onClose hooks run) before the database closes; neither may hold the exit for long.
    for (const socket of connections.all()) socket.destroy();
    await within(FORCED_CLOSE_MS / 2, appClosed);
    await within(FORCED_CLOSE_MS / 2, closeDatabase());
    exit(1);
  }

  return (signal) => {
    running ??= run(signal);
    return running;
  };
}

/** Runs `shutdown` on SIGTERM and SIGINT (a second signal waits for the first shutdown). */
export function shutdownOnSignals(shutdown: (signal: string) => Promise<void>): void {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void shutdown(signal));
}
