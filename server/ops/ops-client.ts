/** `npm run backup`'s side of the ops socket (ops-socket.ts): asks the running server for a backup. */
import net from 'node:net';
import { opsReply, opsSocketPath, readLine } from './ops-protocol';

/** How long to wait for the server to accept the connection; the backup itself may take minutes. */
const CONNECT_MS = 5000;

export type ServerBackup =
  | { answered: true; bytes: number; ms: number }
  | { answered: true; error: string }
  /** Nobody listens on the socket: the process holding the folder is not a server that has one. */
  | { answered: false; reason: string };

function connect(file: string): Promise<net.Socket | { reason: string }> {
  return new Promise((resolve) => {
    const socket = net.connect(file);
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ reason: `no answer within ${CONNECT_MS / 1000} s` });
    }, CONNECT_MS);
    socket.once('connect', () => {
      clearTimeout(timer);
      socket.removeAllListeners('error');
      resolve(socket);
    });
    socket.once('error', (err: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      resolve({ reason: err.code === 'ENOENT' ? 'it has no ops socket' : (err.code ?? err.message) });
    });
  });
}

/** Asks the server running on `dataDir` to write a backup to `file` (an absolute path). */
export async function backupThroughServer(dataDir: string, file: string): Promise<ServerBackup> {
  const socket = await connect(opsSocketPath(dataDir));
  if (!(socket instanceof net.Socket)) return { answered: false, reason: socket.reason };
  try {
    socket.on('error', () => undefined);
    socket.write(`${JSON.stringify({ op: 'backup', file })}\n`);
    const line = await readLine(socket).catch((err: Error) => {
      throw new Error(`the server did not answer (${err.message}); is it shutting down?`);
    });
    const reply = opsReply.parse(JSON.parse(line));
    return reply.ok
      ? { answered: true, bytes: reply.bytes, ms: reply.ms }
      : { answered: true, error: reply.error };
  } finally {
    socket.destroy();
  }
}
