/**
 * The running server's door for `npm run backup` on the embedded database. PGlite is one process per
 * data folder: while the server runs, no other process may open the folder, so the server makes the
 * backup itself when asked here. The socket lives inside the data folder with mode 0600: only the OS
 * user owning the server (and root) can connect, which is the authentication; it is removed at close.
 *
 * The backup is PostgreSQL's online base backup of the data folder: `pg_backup_start` (a checkpoint),
 * the files read while users go on working, `pg_backup_stop`, then the log written meanwhile
 * (pglite-tar-write.ts). A restore replays that log from the label's checkpoint to a consistent
 * state, as a restored base backup does. PGlite is one session, so start and stop run in the
 * session they must share; its statements block the process while they run, so the copy reads
 * between them, and no call waits for the copy.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, rows, sql } from '../db/client';
import { type OpsReply, opsRequest, opsSocketPath, readLine } from './ops-protocol';
import { type BackupStop, writePgliteBackup } from './pglite-tar-write';

export interface OpsSocketOptions {
  dataDir: string;
  database: { db: Db };
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

/** Checks what a request asks before the database spends time on it. */
function refusalOf(file: string): string | undefined {
  if (!path.isAbsolute(file)) return `the backup file must be an absolute path, got '${file}'`;
  if (!fs.existsSync(path.dirname(file))) return `the folder ${path.dirname(file)} does not exist`;
  if (fs.existsSync(file)) return `${file} exists already`;
  return undefined;
}

/** The request a connection sends, or why it is refused. */
async function requestOf(socket: net.Socket): Promise<{ file: string } | { error: string }> {
  let line: string;
  try {
    line = await readLine(socket);
  } catch (err) {
    return { error: `no request: ${(err as Error).message}` };
  }
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    return { error: 'the request is not JSON' };
  }
  const request = opsRequest.safeParse(json);
  if (!request.success) return { error: 'unknown request' };
  const refusal = refusalOf(request.data.file);
  return refusal ? { error: refusal } : { file: request.data.file };
}

/**
 * Copies the data folder of the running database to `file` as an online backup; answers the
 * file's size. A failed copy still ends the backup, so that the next one can start.
 */
export async function backupOfRunning(
  db: Db,
  dataDir: string,
  file: string,
  afterDataFiles?: () => Promise<void>,
): Promise<number> {
  await db.execute(sql`SELECT pg_backup_start('armada', true)`);
  let stopped = false;
  const stop = async (): Promise<BackupStop> => {
    stopped = true;
    const [answer] = await rows<BackupStop>(db, sql`SELECT labelfile, spcmapfile FROM pg_backup_stop(false)`);
    if (!answer) throw new Error('pg_backup_stop answered nothing');
    return answer;
  };
  try {
    return await writePgliteBackup(dataDir, file, { stop, afterDataFiles });
  } finally {
    if (!stopped) await db.execute(sql`SELECT pg_backup_stop(false)`).catch(() => undefined);
  }
}

const listening = (server: net.Server, file: string) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => {
      server.off('error', reject);
      resolve();
    });
  });

/**
 * Listens on `<dataDir>/armada-ops.sock`; answers the function that closes it, which waits for a
 * backup in progress to be answered (the database closes after it) and never rejects. Without the
 * socket (a path too long for one, a file system without sockets) the server runs on and says so:
 * a backup then needs the server stopped.
 */
export async function startOpsSocket({
  dataDir,
  database,
  log,
}: OpsSocketOptions): Promise<() => Promise<void>> {
  const file = opsSocketPath(dataDir);
  const connections = new Set<net.Socket>();
  const served = new Set<Promise<void>>();
  /** The connection whose backup is being written: one at a time. */
  let copying: net.Socket | undefined;
  // Connections made before the socket's mode is narrowed, or after closing began, are not served.
  let open = false;

  async function answer(socket: net.Socket): Promise<OpsReply> {
    const request = await requestOf(socket);
    if ('error' in request) return { ok: false, error: request.error };
    // The server began closing meanwhile: no backup is started that nobody would be told of.
    if (!open || socket.destroyed) return { ok: false, error: 'the server is shutting down' };
    if (copying)
      return { ok: false, error: 'another backup is being written; ask again when it has finished' };
    copying = socket;
    const started = Date.now();
    try {
      const bytes = await backupOfRunning(database.db, dataDir, request.file);
      const ms = Date.now() - started;
      log.info({ file: request.file, bytes, ms }, 'backup written');
      return { ok: true, bytes, ms };
    } catch (err) {
      const { name, code } = err as NodeJS.ErrnoException;
      log.warn({ err: { name, code } }, 'backup failed');
      return { ok: false, error: err instanceof Error ? err.message : String(err) };
    } finally {
      copying = undefined;
    }
  }

  /** Answers one connection; settles once the answer is sent or the connection is gone. */
  async function serve(socket: net.Socket): Promise<void> {
    const reply = await answer(socket);
    if (socket.destroyed) return;
    await new Promise<void>((resolve) => {
      socket.once('close', () => resolve());
      socket.end(`${JSON.stringify(reply)}\n`, () => resolve());
    });
  }

  const server = net.createServer((socket) => {
    if (!open) {
      socket.destroy();
      return;
    }
    connections.add(socket);
    socket.on('close', () => connections.delete(socket));
    socket.on('error', () => socket.destroy());
    const serving: Promise<void> = serve(socket).finally(() => served.delete(serving));
    served.add(serving);
  });
  try {
    // This process holds the folder's lock: a socket file found here was left by a server that crashed.
    fs.rmSync(file, { force: true });
    await listening(server, file);
    fs.chmodSync(file, 0o600);
  } catch (err) {
    log.warn(
      { err: { code: (err as NodeJS.ErrnoException).code } },
      `no ops socket at ${file}: npm run backup works only while the server is stopped`,
    );
    server.close();
    fs.rmSync(file, { force: true });
    return async () => {};
  }
  open = true;
  return async () => {
    open = false;
    server.close();
    fs.rmSync(file, { force: true });
    // Connections still waiting for their request end now; a backup being written is answered first.
    for (const socket of connections) if (socket !== copying) socket.destroy();
    await Promise.allSettled([...served]);
    for (const socket of connections) socket.destroy();
  };
}
