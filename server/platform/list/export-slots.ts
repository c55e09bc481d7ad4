/**
 * At most one export per user at a time. An export reads its whole selection; on the embedded
 * database every other call queues behind each of its batches, so a user who presses Export again
 * while the first file is still downloading (or whose script does) doubles what everyone waits for.
 * The second export is refused at once, before it reads anything, with a message that says why.
 *
 * The slots are this process's: on PostgreSQL behind a load balancer a user may hold one export per
 * process, which the database there absorbs; the guard matters where one process serves everyone.
 */
import type { Readable } from 'node:stream';
import { finished } from 'node:stream';
import { messages } from '../../../common/messages';
import { AppError } from '../errors';

const running = new Set<string>();

/** Takes the user's export slot; the function returned gives it back (once, whatever calls it). */
export function takeExportSlot(userId: string): () => void {
  if (running.has(userId)) throw new AppError(messages.exportRunning, 'RATE_LIMITED');
  running.add(userId);
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    running.delete(userId);
  };
}

/**
 * Gives the slot back when the file has been read to its end, has failed, or was destroyed (a
 * client that disconnects: Fastify destroys the stream it was sending).
 */
export function releaseWhenDone(file: Readable, release: () => void): void {
  finished(file, () => release());
}
