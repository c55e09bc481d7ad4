/**
 * The key list cursors are signed with (cursor.ts): CURSOR_SECRET when the configuration gives one,
 * otherwise random bytes drawn when this process starts. A random key serves one process: the
 * embedded database has exactly one, and on PostgreSQL a process whose key differs refuses another's
 * cursors (a 400 that says to load the list again), as does a process after a restart. Several
 * processes behind a load balancer therefore share one CURSOR_SECRET (README).
 */
import { randomBytes } from 'node:crypto';

let key: Buffer | string = randomBytes(32);

export const cursorKey = (): Buffer | string => key;

/** Signs the cursors of this process with `secret` (buildApp, from CURSOR_SECRET); none keeps the random key. */
export function signCursorsWith(secret: string | undefined): void {
  if (secret !== undefined && secret !== '') key = secret;
}
