/**
 * The streamed files being sent (exports), so that a shutdown can cut them. An export's slot comes
 * back once its file has been written (export-slots.ts), but the last megabytes may still wait in
 * the socket for a client that reads slowly or not at all: the answer is in flight for as long.
 * A shutdown must not wait on such a client for SHUTDOWN_SECONDS, nor on a file of 300,000 rows
 * that a slow client would take minutes to read.
 */
import type { ServerResponse } from 'node:http';

const sending = new Set<ServerResponse>();

/** A streamed file's answer, until it has been sent or its connection has closed. */
export function trackDownload(res: ServerResponse): void {
  sending.add(res);
  res.once('close', () => sending.delete(res));
}

/** Cuts every streamed file still being sent: its client sees the file end early. */
export function endDownloads(): void {
  for (const res of sending) res.destroy();
}
