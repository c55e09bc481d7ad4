/**
 * The migration level of a database, read from drizzle's own record of the migrations it applied
 * (`drizzle.__drizzle_migrations`: one row per migration, `created_at` the journal's `when`), not
 * from the files: behind a load balancer a process of a newer version may have migrated the
 * database further than this process's files go, and health should say so.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type Db, migrationsFolder, rows, sql } from './client';

export interface MigrationLevel {
  /** How many migrations the database has applied. */
  applied: number;
  /**
   * The tag of the latest ('0023_export_slots'); null when this build's journal does not know it
   * (a newer version migrated the database) or none was applied.
   */
  latest: string | null;
}

interface JournalEntry {
  when: number;
  tag: string;
}

let tagsByWhen: Map<string, string> | undefined;

/** The journal beside the migrations, read once: `when` → tag. */
function tagOf(when: string): string | null {
  if (!tagsByWhen) {
    const file = path.join(migrationsFolder(), 'meta', '_journal.json');
    const journal = JSON.parse(fs.readFileSync(file, 'utf8')) as { entries: JournalEntry[] };
    tagsByWhen = new Map(journal.entries.map((e) => [String(e.when), e.tag]));
  }
  return tagsByWhen.get(when) ?? null;
}

export async function readMigrationLevel(db: Db): Promise<MigrationLevel> {
  const [found] = await rows<{ applied: number; latestWhen: string | null }>(
    db,
    sql`SELECT count(*)::int AS applied, max(created_at)::text AS "latestWhen" FROM drizzle.__drizzle_migrations`,
  );
  const applied = found?.applied ?? 0;
  const latestWhen = found?.latestWhen ?? null;
  return { applied, latest: latestWhen === null ? null : tagOf(latestWhen) };
}
