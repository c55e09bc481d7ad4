/** The names typed-sql.ts writes, as PostgreSQL reads them. */
import { sql } from 'drizzle-orm';
import { alias, PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { targets } from './schema';
import { bare, columnNames, excluded, tableAs } from './typed-sql';

const text = (query: ReturnType<typeof sql>) => new PgDialect().sqlToQuery(query).sql;

describe('typed SQL names', () => {
  it('writes an aliased table, its columns, bare names and column lists', () => {
    const t = alias(targets, 't');
    expect(text(sql`SELECT ${t.valueTgtHo} FROM ${tableAs(targets, t)} WHERE ${t.status} = 'NEW'`)).toBe(
      `SELECT "t"."value_tgt_ho" FROM "targets" "t" WHERE "t"."status" = 'NEW'`,
    );
    expect(
      text(
        sql`INSERT INTO ${targets} (${columnNames(targets.bisnis, targets.liniId)}) SET ${bare(targets.bisnis)}`,
      ),
    ).toBe(`INSERT INTO "targets" ("bisnis", "lini_id") SET "bisnis"`);
    expect(text(sql`SET ${excluded(targets.bisnis, targets.liniId)}`)).toBe(
      `SET "bisnis" = EXCLUDED."bisnis", "lini_id" = EXCLUDED."lini_id"`,
    );
  });
});
