/**
 * What `npm run backup` and a server running on the embedded database say to each other over the
 * ops socket (ops-socket.ts, ops-client.ts): one request per connection, a JSON line, answered by
 * one JSON line.
 */
import type { Socket } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/** The socket's name inside the data folder. */
export const OPS_SOCKET = 'armada-ops.sock';

export const opsSocketPath = (dataDir: string): string => path.join(dataDir, OPS_SOCKET);

/** Writes a backup of the database to `file`, an absolute path that does not exist yet. */
export const opsRequest = z.object({ op: z.literal('backup'), file: z.string().min(1) });
export type OpsRequest = z.infer<typeof opsRequest>;

export const opsReply = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), bytes: z.number(), ms: z.number() }),
  z.object({ ok: z.literal(false), error: z.string() }),
]);
export type OpsReply = z.infer<typeof opsReply>;

/** A request line is a path and a few words: anything longer is not one. */
export const MAX_LINE_BYTES = 64 * 1024;

/** Reads one line from `socket`, at most MAX_LINE_BYTES; rejects when the socket ends first. */
export function readLine(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = '';
    const onData = (chunk: Buffer | string) => {
      received += String(chunk);
      const end = received.indexOf('\n');
      if (end >= 0) {
        done();
        resolve(received.slice(0, end));
      } else if (received.length > MAX_LINE_BYTES) {
        done();
        socket.destroy();
        reject(new Error('the line is too long'));
      }
    };
    const onEnd = () => {
      done();
      reject(new Error('the connection closed before a whole line arrived'));
    };
    const done = () => {
      socket.off('data', onData);
      socket.off('end', onEnd);
      socket.off('close', onEnd);
      socket.off('error', onEnd);
    };
    socket.on('data', onData);
    socket.on('end', onEnd);
    socket.on('close', onEnd);
    socket.on('error', onEnd);
  });
}
