/**
 * How long the page waits without activity before it opens the session modal. The spec's timer is
 * "wait 5, duration 3600, looping": it waits 5 seconds, then counts down the duration, and starts
 * over on activity. The server writes its SESSION_IDLE_SECONDS into a meta tag of index.html, so
 * the page ends the session when the server does; without a value (the Vite dev server) the
 * spec's 3600 applies.
 */
import { IDLE_TIMEOUT_SECONDS } from '../../common/constants';

export const IDLE_WAIT_SECONDS = 5;

export function idleDurationSeconds(meta: string | null | undefined): number {
  const seconds = Number(meta);
  return meta && Number.isFinite(seconds) && seconds > 0 ? seconds : IDLE_TIMEOUT_SECONDS;
}

/** Milliseconds of inactivity after which the session modal opens. */
export function idleTimeoutMs(): number {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="armada-idle-seconds"]')?.content;
  return (IDLE_WAIT_SECONDS + idleDurationSeconds(meta)) * 1000;
}
