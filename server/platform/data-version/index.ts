/**
 * Answers kept per data version: a count or an aggregate that would re-read its whole selection on
 * every request is computed once per version of the tables it reads and served from memory until
 * one of them changes. Each request reads the versions (one small query by primary key); a write
 * is seen by the next request, because the version and the data it wrote commit together.
 *
 * Why the answer is never older than its version, although the versions and the answer are two
 * statements: the versions are read first and the answer computed after, each statement seeing
 * what had committed when it began. So an answer kept under a version reflects that version or a
 * later one. A later one is still right for every request that reads the earlier version: such a
 * request read it before the later write committed, and takes the answer after it was computed,
 * so the write committed while the request ran. The caller's own uncommitted write is the
 * exception, and is never kept (`pending`); a transaction never waits for another request's
 * computation (AnswerStore.answer says why). Versions come from a sequence, so a rolled-back
 * transaction's number is never seen again, and each database starts its sequence at random, so
 * two databases in one process (tests, the bench) never share a version.
 *
 * Kept answers are shared between requests: a caller must not change one it was given.
 */
import { type PgTable, PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { AnswerStore, type AnswerUse } from './answer-store';
import { readVersions } from './versions';

export { answerKey } from './answer-key';
export { AnswerStore, type AnswerStoreLimits, DEFAULT_LIMITS } from './answer-store';
export { renumberDataVersions } from './versions';

/** The process's kept answers. Every database's versions differ, so one store serves them all. */
export const keptAnswers = new AnswerStore();

export interface KeptAnswerSource<T> {
  /** Everything that decides the answer but the data (answerKey: scope, filters, search). */
  key: string;
  /** Every table the computation reads: a write to any of them makes the next request compute again. */
  tables: readonly PgTable[];
  /** The answer depends on the date (something active today): the database's date joins the key. */
  today?: boolean;
  compute(): Promise<T>;
}

export async function cachedAnswer<T>(
  db: Db,
  source: KeptAnswerSource<T>,
  store: AnswerStore = keptAnswers,
): Promise<T> {
  const versions = await readVersions(db, source.tables);
  const fullKey = `${source.key}|${versions.stamp}${source.today ? `|${versions.today}` : ''}`;
  const use: AnswerUse = versions.pending ? 'own' : db instanceof PgTransaction ? 'alone' : 'share';
  return store.answer(fullKey, source.compute, use);
}
