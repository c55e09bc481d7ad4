/**
 * The import pipeline on a real database (PGlite, or PostgreSQL when DATABASE_URL is set): staging,
 * each rule builder, reading back, and the commit with its lost-race and second-submit cases.
 */

import { pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, isEmbedded, rows, sql } from '../../db/client';
import { branches } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/harness';
import { commitBatch, currentBatch, readBatch, stageBatch, summariseBatch } from './index';
import {
  inReference,
  isIsoDateSql,
  isoDate,
  notBefore,
  notInReference,
  oneOf,
  type RowRule,
  required,
  rowRule,
  uniqueInBatch,
  validateBatch,
  yesNoFlag,
} from './rules';
import { nextSliceRows, slicePace } from './slices';
import type { StagedRows } from './staged-rows';

let t: TestApp;
let db: Db;
const owner = { userId: 'ho.admin', module: 'test/import', orgId: 81 };

beforeAll(async () => {
  t = await startTestApp();
  db = t.database.db;
  await db.execute(sql`CREATE TABLE import_test_target (id serial PRIMARY KEY, code text NOT NULL UNIQUE)`);
});
afterAll(() => t.close());

/** Stages the rows, applies the rules and answers the reason of each sheet row. */
async function reasons(data: Record<string, string>[], rules: RowRule[]): Promise<(string | null)[]> {
  const batchId = await stageBatch(db, owner, data);
  await validateBatch(db, batchId, rules);
  return (await readBatch(db, batchId)).rows.map((r) => r.reason);
}

describe('stageBatch', () => {
  it('stores every row with its sheet row number and trimmed text values', async () => {
    const batchId = await stageBatch(db, owner, [{ A: ' x ', B: 5 }, { A: null }, {}] as never);
    const { rows: staged, total } = await readBatch(db, batchId);
    expect(total).toBe(3);
    expect(staged).toEqual([
      { row: 2, data: { A: 'x', B: '5' }, reason: null },
      { row: 3, data: { A: '' }, reason: null },
      { row: 4, data: {}, reason: null },
    ]);
  });

  it("replaces the user's previous batch of the same upload only", async () => {
    const first = await stageBatch(db, owner, [{ A: '1' }]);
    const other = await stageBatch(db, { ...owner, module: 'test/other' }, [{ A: '9' }]);
    const second = await stageBatch(db, owner, [{ A: '2' }, { A: '3' }]);
    expect(second).not.toBe(first);
    expect(await currentBatch(db, owner)).toBe(second);
    expect((await readBatch(db, first)).total).toBe(0);
    expect((await readBatch(db, other)).total).toBe(1);
    expect(await summariseBatch(db, second)).toEqual({ total: 2, failed: 0, clean: 2 });
  });

  it('stages 50,000 rows in one statement (on PGlite one per slice of rows)', async () => {
    const data = Array.from({ length: 50_000 }, (_, i) => ({
      CODE: `P-${i}`,
      NAME: `Name ${i}`,
      START_DATE: '2026-01-01',
      END_DATE: '4001-12-31',
    }));
    const started = Date.now();
    const batchId = await stageBatch(db, owner, data);
    const staged = Date.now() - started;
    await validateBatch(db, batchId, [
      required('CODE'),
      isoDate('START_DATE'),
      isoDate('END_DATE'),
      notBefore('END_DATE', 'START_DATE', 'end before start'),
      uniqueInBatch(['CODE'], 'dup'),
    ]);
    console.info(`staged 50,000 rows in ${staged} ms, validated in ${Date.now() - started - staged} ms`);
    expect(await summariseBatch(db, batchId)).toEqual({ total: 50_000, failed: 0, clean: 50_000 });
  });
});

describe('rule builders', () => {
  it('required: an empty or missing column fails with the column named', async () => {
    expect(await reasons([{ A: 'x' }, { A: '  ' }, {}], [required('A')])).toEqual([
      null,
      'A wajib diisi.',
      'A wajib diisi.',
    ]);
  });

  it('oneOf and yesNoFlag', async () => {
    expect(await reasons([{ F: 'Y' }, { F: 'N' }, { F: 'y' }, { F: '' }], [yesNoFlag('F')])).toEqual([
      null,
      null,
      'F harus Y atau N.',
      'F harus Y atau N.',
    ]);
    expect(await reasons([{ K: 'a' }, { K: 'c' }], [oneOf('K', ['a', 'b'], 'bad')])).toEqual([null, 'bad']);
  });

  it('isoDate accepts real dates only, without raising on bad ones', async () => {
    const dates = [
      '2026-01-31',
      '2024-02-29',
      '4001-12-31',
      '2000-02-29',
      '2026-02-28',
      '2026-04-30',
      '2026-12-31',
      '0001-01-01',
      '2023-02-29',
      '1900-02-29',
      '2100-02-29',
      '2024-02-30',
      '2026-06-31',
      '2026-09-31',
      '2026-11-31',
      '2026-04-31',
      '2026-13-01',
      '2026-1-01',
      '01/31/2026',
      '0000-01-01',
      'abcd-ef-gh',
      '',
    ];
    const result = await reasons(
      dates.map((D) => ({ D })),
      [isoDate('D')],
    );
    expect(result).toEqual([...Array(8).fill(null), ...Array(14).fill('D harus berformat YYYY-MM-DD.')]);
  });

  it('isoDate agrees with the calendar on every day-of-month text of leap and common years', async () => {
    const years = sql`unnest(ARRAY[1900, 2000, 2023, 2024, 2100, 4001]) AS y`;
    const [disagreements] = await rows<{ n: number }>(
      db,
      sql`WITH texts AS (
            SELECT format('%s-%s-%s', lpad(y::text, 4, '0'), lpad(m::text, 2, '0'), lpad(d::text, 2, '0')) AS s
            FROM ${years}, generate_series(1, 12) AS m, generate_series(1, 31) AS d),
          calendar AS (
            SELECT to_char(g, 'YYYY-MM-DD') AS s
            FROM ${years}, generate_series(make_date(y, 1, 1), make_date(y, 12, 31), interval '1 day') AS g)
          SELECT count(*)::int AS n FROM texts
          WHERE ${isIsoDateSql(sql.raw('texts.s'))} <> (texts.s IN (SELECT s FROM calendar))`,
    );
    expect(disagreements?.n).toBe(0);
  });

  it('notBefore compares dates and leaves bad dates to isoDate', async () => {
    const rule = notBefore('E', 'S', 'end before start');
    expect(
      await reasons(
        [
          { S: '2026-01-01', E: '2026-01-01' },
          { S: '2026-01-02', E: '2026-01-01' },
          { S: '2026-02-30', E: '2026-01-01' },
          { S: '2025-12-31', E: '4001-12-31' },
        ],
        [rule],
      ),
    ).toEqual([null, 'end before start', null, null]);
  });

  it('inReference looks the value up, lets allowed values pass, and honours extra conditions', async () => {
    const ref = { table: branches, column: branches.branchCode };
    expect(
      await reasons(
        [{ B: 'JKT' }, { B: 'NOPE' }, { B: 'NA' }, { B: '' }],
        [inReference('B', ref, 'unknown', { allow: ['NA'] })],
      ),
    ).toEqual([null, 'unknown', null, 'unknown']);
    const sameOrg = { ...ref, where: sql`${branches.orgId}::text = coalesce(r.data->>'ORG', '')` };
    expect(
      await reasons(
        [
          { B: 'JKT', ORG: '101' },
          { B: 'JKT', ORG: '102' },
          { B: 'BKS', ORG: 'x' },
        ],
        [inReference('B', sameOrg, 'wrong org')],
      ),
    ).toEqual([null, 'wrong org', 'wrong org']);
  });

  it('a hashed reference answers as the probe does, on one column or several, with allowed values', async () => {
    const probe = {
      table: branches,
      column: branches.branchCode,
      same: { ORG: sql`${branches.orgId}::text` },
    };
    const hash = { ...probe, lookup: 'hash' as const };
    const data = [
      { B: 'JKT', ORG: '101' },
      { B: 'JKT', ORG: '102' },
      { B: 'NOPE', ORG: '101' },
      { B: 'NA', ORG: '' },
      { B: '', ORG: '101' },
    ];
    const expected = [null, 'unknown', 'unknown', null, 'unknown'];
    expect(await reasons(data, [inReference('B', probe, 'unknown', { allow: ['NA'] })])).toEqual(expected);
    expect(await reasons(data, [inReference('B', hash, 'unknown', { allow: ['NA'] })])).toEqual(expected);
    const single = { table: branches, column: branches.branchCode, lookup: 'hash' as const };
    expect(await reasons(data, [notInReference('B', single, 'exists')])).toEqual([
      'exists',
      'exists',
      null,
      null,
      null,
    ]);
  });

  it('a hashed reference fails a missing value even when the reference column holds NULL', async () => {
    await db.execute(sql`CREATE TABLE import_test_codes (code text)`);
    await db.execute(sql`INSERT INTO import_test_codes VALUES ('a'), (NULL)`);
    const codes = pgTable('import_test_codes', { code: text('code') });
    const ref = { table: codes, column: codes.code, lookup: 'hash' as const };
    expect(await reasons([{ C: 'a' }, { C: 'b' }], [inReference('C', ref, 'unknown')])).toEqual([
      null,
      'unknown',
    ]);
    expect(await reasons([{ C: 'a' }, { C: 'b' }], [notInReference('C', ref, 'exists')])).toEqual([
      'exists',
      null,
    ]);
    expect(() => inReference('C', { ...ref, where: sql`true` }, 'x')).toThrow(/hashed reference/);
  });

  it('notInReference fails values that exist already', async () => {
    const ref = { table: branches, column: branches.branchCode };
    expect(await reasons([{ B: 'JKT' }, { B: 'NEW' }], [notInReference('B', ref, 'exists')])).toEqual([
      'exists',
      null,
    ]);
  });

  it('uniqueInBatch fails every occurrence after the first, even when the first failed', async () => {
    expect(
      await reasons(
        [
          { K: 'a', X: '' },
          { K: 'b', X: '1' },
          { K: 'a', X: '1' },
          { K: 'a', X: '1' },
          { K: 'b', X: '1' },
        ],
        [required('X'), uniqueInBatch(['K'], 'dup')],
      ),
    ).toEqual(['X wajib diisi.', null, 'dup', 'dup', 'dup']);
  });

  it('keeps the first reason a row breaks and applies custom rules', async () => {
    const custom = rowRule('too long', () => sql`length(r.data->>'A') > 3`);
    expect(await reasons([{ A: '' }, { A: 'abcd' }, { A: 'ab' }], [required('A'), custom])).toEqual([
      'A wajib diisi.',
      'too long',
      null,
    ]);
  });

  it('keeps rule order when rules of one pass are broken by the same row', async () => {
    const empty = rowRule('empty, said first', () => sql`coalesce(r.data->>'A', '') = ''`);
    expect(await reasons([{ A: '' }, { A: 'x' }], [empty, required('A')])).toEqual([
      'empty, said first',
      null,
    ]);
  });

  it('runs a rule listed again only when rows failed since its last run', async () => {
    // Each run of the probe draws one number per row it looks at.
    await db.execute(sql`CREATE SEQUENCE IF NOT EXISTS import_test_probe`);
    const drawn = async () => {
      const [s] = await rows<{ n: string }>(
        db,
        sql`SELECT (last_value - 1 + (CASE WHEN is_called THEN 1 ELSE 0 END))::text AS n FROM import_test_probe`,
      );
      return Number(s?.n);
    };
    const probe = rowRule('never', () => sql`nextval('import_test_probe') < 0`, { readsBatch: true });
    const data = [{ A: 'x' }, { A: '' }, { A: 'y' }];

    let before = await drawn();
    expect(await reasons(data, [required('A'), probe, probe])).toEqual([null, 'A wajib diisi.', null]);
    expect((await drawn()) - before).toBe(2);

    before = await drawn();
    const failsY = rowRule('y fails', () => sql`r.data->>'A' = 'y'`);
    expect(await reasons(data, [required('A'), probe, failsY, probe])).toEqual([
      null,
      'A wajib diisi.',
      'y fails',
    ]);
    expect((await drawn()) - before).toBe(2 + 1);
  });

  it('sees in a rule that reads the batch the reasons set by every rule before it', async () => {
    // A row fails when the row its REF names has failed: a chain fails link by link, one per run.
    const refFailed = rowRule(
      'ref failed',
      (batchId) => sql`EXISTS (SELECT 1 FROM import_rows o WHERE o.batch_id = ${batchId}
        AND o.reason IS NOT NULL AND o.data->>'K' = r.data->>'REF')`,
      { readsBatch: true },
    );
    const data = [
      { K: 'a', REF: '', BAD: 'Y' },
      { K: 'b', REF: 'a', BAD: '' },
      { K: 'c', REF: 'b', BAD: '' },
      { K: 'd', REF: 'c', BAD: '' },
    ];
    const bad = rowRule('bad', () => sql`r.data->>'BAD' = 'Y'`);
    expect(await reasons(data, [refFailed, bad, refFailed, refFailed])).toEqual([
      'bad',
      'ref failed',
      'ref failed',
      null,
    ]);
  });

  it('refuses a column name that is not a plain identifier', () => {
    expect(() => required("A'; DROP TABLE roles; --")).toThrow(/Not a column name/);
  });
});

describe('readBatch', () => {
  it('reads failed and clean rows apart, page by page', async () => {
    const data = Array.from({ length: 25 }, (_, i) => ({ A: i % 5 === 0 ? '' : String(i) }));
    const batchId = await stageBatch(db, owner, data);
    await validateBatch(db, batchId, [required('A')]);
    const failed = await readBatch(db, batchId, { failedOnly: true });
    expect(failed.total).toBe(5);
    expect(failed.rows.map((r) => r.row)).toEqual([2, 7, 12, 17, 22]);
    const clean = await readBatch(db, batchId, { cleanOnly: true, page: 1, pageSize: 8 });
    expect(clean.total).toBe(20);
    expect(clean.rows.map((r) => r.data.A)).toEqual(['11', '12', '13', '14', '16', '17', '18', '19']);
  });
});

describe('commitBatch', () => {
  const plan = {
    table: 'import_test_target',
    insert: (rows: StagedRows) => sql`INSERT INTO import_test_target (code)
      SELECT ${rows.col('CODE')} FROM ${rows.from}
      ORDER BY ${rows.col('CODE')}
      ON CONFLICT (code) DO NOTHING
      RETURNING code AS key, id::text AS id, to_jsonb(import_test_target) AS snapshot`,
    keyColumn: 'CODE',
    lostReason: 'lost',
    audit: { userId: 'ho.admin', requestId: 'test-commit', action: 'upload', entity: 'import_test_target' },
    collectFailed: true,
  };

  it('lands the clean rows once, reports lost races, audits and deletes the batch', async () => {
    const batchId = await stageBatch(db, owner, [
      { CODE: 'c1' },
      { CODE: '' },
      { CODE: 'c2' },
      { CODE: 'c3' },
    ]);
    await validateBatch(db, batchId, [required('CODE')]);
    // Another upload stores c3 between validation and commit.
    await db.execute(sql`INSERT INTO import_test_target (code) VALUES ('c3')`);
    const result = await commitBatch(db, batchId, plan);
    expect(result?.landed).toBe(2);
    expect(result?.lost).toBe(1);
    expect(result?.failed.map((r) => [r.row, r.reason])).toEqual([
      [3, 'CODE wajib diisi.'],
      [5, 'lost'],
    ]);
    const stored = await rows<{ code: string }>(db, sql`SELECT code FROM import_test_target ORDER BY code`);
    expect(stored.map((r) => r.code)).toEqual(['c1', 'c2', 'c3']);
    const audited = await rows<{ entity_id: string; code: string }>(
      db,
      sql`SELECT entity_id, after->>'code' AS code FROM audit_log WHERE request_id = 'test-commit' ORDER BY code`,
    );
    expect(audited.map((a) => a.code)).toEqual(['c1', 'c2']);
    expect(await currentBatch(db, owner)).toBeNull();

    // A second submit of the same batch finds nothing and changes nothing.
    expect(await commitBatch(db, batchId, plan)).toBeNull();
    const [count] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM import_test_target`);
    expect(count?.n).toBe(3);
  });

  /** Rows in three slices of 2,500 on PGlite: failures and a lost race in each, in order of sheet rows. */
  const SLICE = 2500;
  const SLICED = 2 * SLICE + 500;
  const slicedRows = (prefix: string) =>
    Array.from({ length: SLICED }, (_, i) => ({ CODE: i % 2400 === 7 ? '' : `${prefix}-${i}` }));
  /** Runs `work` with slices of exactly SLICE rows, whatever each statement takes. */
  async function inFixedSlices<T>(work: () => Promise<T>): Promise<T> {
    const paced = { ...slicePace };
    Object.assign(slicePace, { firstRows: SLICE, minRows: SLICE, maxRows: SLICE });
    try {
      return await work();
    } finally {
      Object.assign(slicePace, paced);
    }
  }

  it('sizes the next slice so that a statement lasts about its target', () => {
    expect(nextSliceRows(1000, slicePace.targetMs * 2)).toBe(500);
    expect(nextSliceRows(1000, slicePace.targetMs / 2)).toBe(2000);
    expect(nextSliceRows(1000, 100_000)).toBe(slicePace.minRows);
    expect(nextSliceRows(1000, 0)).toBe(slicePace.maxRows);
  });

  it('lands a batch bigger than a slice whole, with every failure and lost race in sheet order', async () => {
    const batchId = await stageBatch(db, owner, slicedRows('sl'));
    await validateBatch(db, batchId, [required('CODE')]);
    const empty = slicedRows('sl').filter((r) => r.CODE === '').length;
    expect(await summariseBatch(db, batchId)).toEqual({
      total: SLICED,
      failed: empty,
      clean: SLICED - empty,
    });
    // Stored meanwhile by someone else: one code of the first slice and one of the last.
    await db.execute(sql`INSERT INTO import_test_target (code) VALUES ('sl-100'), (${`sl-${SLICED - 3}`})`);
    const slices: string[] = [];
    const result = await inFixedSlices(() =>
      commitBatch(db, batchId, {
        ...plan,
        insert: (rows) => {
          slices.push(rows.slice === 'whole' ? '' : `${rows.slice.from}-${rows.slice.to}`);
          return plan.insert(rows);
        },
        audit: { ...plan.audit, requestId: 'test-sliced' },
      }),
    );
    // Three slices on PGlite, the whole batch at once on PostgreSQL.
    expect(slices).toEqual(isEmbedded(db) ? ['2-2501', '2502-5001', '5002-5501'] : ['']);
    expect(result?.landed).toBe(SLICED - empty - 2);
    expect(result?.lost).toBe(2);
    expect(result?.failed.map((r) => [r.row, r.reason])).toEqual(
      [...[7, 2407, 4807].map((i) => [i + 2, 'CODE wajib diisi.']), [102, 'lost'], [SLICED - 1, 'lost']].sort(
        (a, b) => Number(a[0]) - Number(b[0]),
      ),
    );
    const [stored] = await rows<{ n: number; audited: number }>(
      db,
      sql`SELECT (SELECT count(*)::int FROM import_test_target WHERE code LIKE 'sl-%') AS n,
                 (SELECT count(*)::int FROM audit_log WHERE request_id = 'test-sliced') AS audited`,
    );
    expect(stored).toEqual({ n: SLICED - empty, audited: SLICED - empty - 2 });
    expect(await readBatch(db, batchId)).toEqual({ rows: [], total: 0 });
  });

  it("gives a plan's insert, updates and replace the clean rows only, never a failed one", async () => {
    const data = slicedRows('seen');
    const batchId = await stageBatch(db, owner, data);
    await validateBatch(db, batchId, [required('CODE')]);
    const failedRows = data.flatMap((r, i) => (r.CODE === '' ? [i + 2] : []));
    expect(failedRows).toHaveLength(3);
    const cleanRows = data.flatMap((r, i) => (r.CODE === '' ? [] : [i + 2]));
    // What `replace` deletes, by sheet row: every row of the batch is there to be deleted.
    await db.execute(
      sql`CREATE TABLE import_test_seen AS SELECT g AS row_no FROM generate_series(2, ${SLICED + 1}) g`,
    );
    try {
      // Each part of the plan writes the rows it was given, so that the test reads what it saw.
      const audit = { ...plan.audit, requestId: 'test-seen' };
      const result = await inFixedSlices(() =>
        commitBatch(db, batchId, {
          ...plan,
          audit,
          replace: (
            rows,
          ) => sql`DELETE FROM import_test_seen s USING ${rows.from} WHERE s.row_no = ${rows.rowNo}
            RETURNING s.row_no::text AS id, to_jsonb(s) AS snapshot`,
          updates: (rows) => sql`SELECT ${rows.rowNo}::text AS id, NULL::jsonb AS snapshot FROM ${rows.from}`,
          insert: (rows) => sql`INSERT INTO import_test_target (code)
            SELECT 'seen:' || ${rows.rowNo} || ':' || coalesce(${rows.reason}, 'clean') FROM ${rows.from}
            RETURNING code AS key, id::text AS id, to_jsonb(import_test_target) AS snapshot`,
          lostReason: null,
        }),
      );
      expect(result?.landed).toBe(cleanRows.length);
      const inserted = await rows<{ code: string }>(
        db,
        sql`SELECT code FROM import_test_target WHERE code LIKE 'seen:%' ORDER BY split_part(code, ':', 2)::int`,
      );
      expect(inserted.map((r) => r.code)).toEqual(cleanRows.map((row) => `seen:${row}:clean`));
      const audited = async (action: string) =>
        (
          await rows<{ row: number }>(
            db,
            sql`SELECT entity_id::int AS row FROM audit_log WHERE request_id = 'test-seen' AND action = ${action}
                ORDER BY entity_id::int`,
          )
        ).map((r) => r.row);
      expect(await audited('upload:before')).toEqual(cleanRows);
      expect(await audited('upload:replaced')).toEqual(cleanRows);
      const left = await rows<{ row_no: number }>(
        db,
        sql`SELECT row_no FROM import_test_seen ORDER BY row_no`,
      );
      expect(left.map((r) => r.row_no)).toEqual(failedRows);
    } finally {
      await db.execute(sql`DROP TABLE import_test_seen`);
    }
  });

  it('rolls back every slice when a later slice fails', async () => {
    await db.execute(sql`ALTER TABLE import_test_target ADD CONSTRAINT no_boom CHECK (code <> 'boom')`);
    try {
      const data = slicedRows('rb');
      data[SLICED - 10] = { CODE: 'boom' };
      const batchId = await stageBatch(db, owner, data);
      await expect(
        inFixedSlices(() =>
          db.transaction(async (tx) => {
            await validateBatch(tx, batchId, [required('CODE')]);
            await commitBatch(tx, batchId, plan);
          }),
        ),
      ).rejects.toThrow();
      const [landed] = await rows<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM import_test_target WHERE code LIKE 'rb-%'`,
      );
      expect(landed?.n).toBe(0);
      expect(await summariseBatch(db, batchId)).toEqual({ total: SLICED, failed: 0, clean: SLICED });
    } finally {
      await db.execute(sql`ALTER TABLE import_test_target DROP CONSTRAINT no_boom`);
    }
  });

  it('refreshes the planner statistics of the table after a big commit', async () => {
    const codes = Array.from({ length: 1500 }, (_, i) => ({ CODE: `big-${i}` }));
    const batchId = await stageBatch(db, owner, codes);
    await validateBatch(db, batchId, [required('CODE')]);
    expect((await commitBatch(db, batchId, plan))?.landed).toBe(1500);
    const [stats] = await rows<{ tuples: number }>(
      db,
      sql`SELECT reltuples::int AS tuples FROM pg_class WHERE relname = 'import_test_target'`,
    );
    expect(stats?.tuples).toBeGreaterThanOrEqual(1500);
  });
});
