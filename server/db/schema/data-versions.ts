/**
 * The data version of each tracked table (server/platform/data-version): answers computed from a
 * table are kept until its version changes. Migration 0013 adds the triggers and the sequence.
 */
import { bigint, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

export const dataVersions = pgTable('data_versions', {
  tableName: text('table_name').primaryKey(),
  /** Drawn from data_version_seq when a transaction that wrote the table commits. */
  version: bigint('version', { mode: 'number' }).notNull(),
});

/**
 * The tables a transaction has written and not yet committed: a statement trigger notes them, and
 * the commit bumps their versions and removes the rows, so no other transaction ever sees one.
 */
export const dataVersionPending = pgTable(
  'data_version_pending',
  {
    txid: bigint('txid', { mode: 'number' }).notNull(),
    tableName: text('table_name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.txid, t.tableName] })],
);
