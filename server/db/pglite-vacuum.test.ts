/**
 * PGlite has no autovacuum: the table of the data versions' notes, written and emptied by every
 * writing transaction, is vacuumed each time the embedded database opens, so its dead rows do not
 * pile up over a long-running server's life.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openDatabase, rows, sql } from './client';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'armada-vacuum-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const notesSize = async (db: Awaited<ReturnType<typeof openDatabase>>['db']) =>
  (await rows<{ size: number }>(db, sql`SELECT pg_relation_size('data_version_pending')::int AS size`))[0]
    ?.size;

// The embedded database alone: nothing to check again in the run on PostgreSQL.
it.skipIf(Boolean(process.env.DATABASE_URL))(
  "clears the dead rows of the data versions' notes when the embedded database opens",
  async () => {
    const first = await openDatabase({ dataDir: dir });
    try {
      for (let i = 0; i < 50; i++) {
        await first.db.execute(
          sql`INSERT INTO branches (branch_code, org_id, branch_desc) VALUES (${`VAC${i}`}, 1, 'vacuum test')`,
        );
      }
      // Every note was removed at its commit, but its dead row still takes space.
      expect(await rows(first.db, sql`SELECT 1 FROM data_version_pending`)).toHaveLength(0);
      expect(await notesSize(first.db)).toBeGreaterThan(0);
    } finally {
      await first.close();
    }
    const again = await openDatabase({ dataDir: dir });
    try {
      expect(await notesSize(again.db)).toBe(0);
    } finally {
      await again.close();
    }
  },
  60_000,
);
