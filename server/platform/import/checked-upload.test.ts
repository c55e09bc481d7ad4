/**
 * The checked-upload workflow on a real database (PGlite, or PostgreSQL when DATABASE_URL is set):
 * a check keeps its batch, a submit commits only that batch (and only once), refuses one with
 * failed rows or lands its clean rows, audits a row updated in place before and after, and runs
 * the rules again only when a table they read changed since the check.
 */
import { pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../common/messages';
import { type Db, rows, sql } from '../../db/client';
import { startTestApp, type TestApp } from '../../test/harness';
import { AppError } from '../errors';
import type { CallContext } from '../implement';
import {
  type CheckedUpload,
  checkUpload,
  keptBatch,
  type SubmitOptions,
  submitUpload,
} from './checked-upload';
import { type CommitPlan, col } from './index';
import { type RowRule, rowRule } from './rules';

let t: TestApp;
let db: Db;

/** What the rules read: a tracked table (its writes change its data version) and an untracked one. */
const blocked = pgTable('checked_upload_blocked', { code: text('code').primaryKey() });

beforeAll(async () => {
  t = await startTestApp();
  db = t.database.db;
  await db.execute(sql`CREATE TABLE checked_upload_target (code text PRIMARY KEY, label text NOT NULL)`);
  await db.execute(sql`CREATE TABLE checked_upload_blocked (code text PRIMARY KEY)`);
  await db.execute(sql`SELECT track_data_version('checked_upload_blocked')`);
  await db.execute(sql`CREATE TABLE checked_upload_untracked (code text PRIMARY KEY)`);
});
afterAll(() => t.close());

function context(): CallContext {
  const refuse = () => Promise.reject(new Error('not part of this test'));
  return {
    db,
    user: {
      USER_ID: 'ho.admin',
      USER_ID_UPDATE: 'ho.admin',
      USER_NAME: 'Head office',
      POSITION_CODE: '',
      ORG_ID: 81,
      BRANCH_CODE: '',
      USER_ACCESS_TYPE: null,
    },
    scope: { kind: 'all' },
    fieldRep: null,
    screens: [],
    sessionsEnded: () => {},
    requestId: 'test',
    ip: '127.0.0.1',
    userAgent: undefined,
    assertPeriodOpen: () => Promise.resolve(),
    audit: refuse,
    reply: { setCookie: () => undefined, clearCookie: () => undefined },
    endSession: refuse,
  };
}

const UPLOAD: CheckedUpload = { batch: 'test/checked-upload', reads: [blocked] };

const rules: RowRule[] = [
  rowRule(
    'blocked',
    () => sql`EXISTS (SELECT 1 FROM checked_upload_blocked b WHERE b.code = ${col('CODE')})`,
  ),
  rowRule(
    'untracked',
    () => sql`EXISTS (SELECT 1 FROM checked_upload_untracked u WHERE u.code = ${col('CODE')})`,
  ),
];

const plan: CommitPlan = {
  table: 'checked_upload_target',
  keyColumn: 'CODE',
  lostReason: 'lost',
  audit: { userId: 'ho.admin', requestId: 'test', action: 'upload', entity: 'checked-upload-test' },
  collectFailed: true,
  updates: (rows) => sql`SELECT x.code AS id, to_jsonb(x) AS snapshot
    FROM ${rows.from} JOIN checked_upload_target x ON x.code = ${rows.col('CODE')}`,
  insert: (rows) => sql`INSERT INTO checked_upload_target AS x (code, label)
    SELECT ${rows.col('CODE')}, ${rows.col('LABEL')} FROM ${rows.from}
    ON CONFLICT (code) DO UPDATE SET label = EXCLUDED.label
    RETURNING x.code AS key, x.code AS id, to_jsonb(x) AS snapshot`,
};

const check = (codes: string[], label = 'new') =>
  checkUpload(
    context(),
    UPLOAD,
    codes.map((CODE) => ({ CODE, LABEL: label })),
    { orgId: 81, rules },
  );

/** A submit naming the batch and the rows sent by their sheet rows, when given, as the screens do. */
const submit = ({
  batchId,
  sentRows,
  ...options
}: Partial<SubmitOptions<undefined>> & { batchId?: number; sentRows?: number[] } = {}) =>
  submitUpload(
    context(),
    UPLOAD,
    {
      ...(batchId === undefined ? {} : { batchId }),
      ...(sentRows === undefined ? {} : { sent: { sheetRows: sentRows } }),
    },
    { failedRows: 'leave', recheck: rules, plan, ...options },
  );

/** The rule refusal a submit answers, or 'landed'. */
async function refusal(submitting: Promise<unknown>): Promise<string> {
  try {
    await submitting;
    return 'landed';
  } catch (err) {
    if (err instanceof AppError) return err.message;
    throw err;
  }
}

const stored = async (code: string) =>
  (await rows<{ label: string }>(db, sql`SELECT label FROM checked_upload_target WHERE code = ${code}`))[0]
    ?.label;

describe('checked upload', () => {
  it('submits the kept batch once: its clean rows land, its failed rows are answered', async () => {
    await db.execute(sql`INSERT INTO checked_upload_blocked VALUES ('B1')`);
    const checked = await check(['A1', 'B1']);
    expect(checked.rows.map((r) => [r.row, r.reason])).toEqual([
      [2, null],
      [3, 'blocked'],
    ]);
    const result = await submit({ batchId: checked.batchId });
    expect(result.landed).toBe(1);
    expect(result.failed.map((r) => [r.row, r.reason])).toEqual([[3, 'blocked']]);
    expect(await stored('A1')).toBe('new');
    // Submitted already: nothing is left to submit.
    expect(await refusal(submit())).toBe(messages.uploadFileFirst);
  });

  it('refuses a batch with a failed row, one replaced by a newer check, or rows the screen did not check', async () => {
    const older = await check(['A2', 'B1']);
    expect(await refusal(submit({ failedRows: 'refuse' }))).toBe(messages.uploadHasFailedRows);
    const newer = await check(['A2', 'A3']);
    expect(await refusal(submit({ batchId: older.batchId }))).toBe(messages.uploadBatchReplaced);
    expect(await refusal(submit({ batchId: newer.batchId, sentRows: [2] }))).toBe(
      messages.uploadRowsMismatch,
    );
    expect(await stored('A2')).toBeUndefined();
    expect(await refusal(submit({ batchId: newer.batchId, sentRows: [3, 2], failedRows: 'refuse' }))).toBe(
      'landed',
    );
    expect(await stored('A3')).toBe('new');
  });

  it('names the kept batch by the rows sent again as cells, when they are its clean rows', async () => {
    const checked = await check(['K1', 'B1', 'K2']);
    const cells = (codes: string[]) => codes.map((CODE) => ({ CODE, LABEL: 'new' }));
    expect(await keptBatch(context(), UPLOAD, { sent: { staged: cells(['K1', 'K2']) } })).toEqual({
      batchId: checked.batchId,
      cleanRows: [2, 4],
    });
    expect(await keptBatch(context(), UPLOAD, { sent: { staged: cells(['K2', 'K1']) } })).toBeNull();
    expect(await keptBatch(context(), UPLOAD, { sent: { staged: cells(['K1']) } })).toBeNull();
    expect(await keptBatch(context(), UPLOAD, { batchId: checked.batchId - 1 })).toBeNull();
    expect(
      await refusal(
        submitUpload(context(), UPLOAD, { sent: { staged: cells(['K1']) } }, { failedRows: 'leave', plan }),
      ),
    ).toBe(messages.uploadRowsMismatch);
    const landed = await submitUpload(
      context(),
      UPLOAD,
      { sent: { staged: cells(['K1', 'K2']) } },
      { failedRows: 'leave', plan },
    );
    expect(landed.landed).toBe(2);
  });

  it('runs the rules again only when a table they read changed since the check', async () => {
    // Written where no data version sees it: the check's verdict stands, the row lands.
    await check(['C1']);
    await db.execute(sql`INSERT INTO checked_upload_untracked VALUES ('C1')`);
    expect((await submit()).landed).toBe(1);

    // A write to a table the rules read: the row is checked again and fails.
    await check(['C2', 'C3']);
    await db.execute(sql`INSERT INTO checked_upload_blocked VALUES ('C2')`);
    const result = await submit();
    expect(result.landed).toBe(1);
    expect(result.failed.map((r) => [r.row, r.reason])).toEqual([[2, 'blocked']]);
    expect(await stored('C2')).toBeUndefined();
  });

  it('audits a row updated in place as it was before, then as it is after', async () => {
    await check(['D1'], 'first');
    await submit();
    await check(['D1'], 'second');
    expect((await submit()).landed).toBe(1);
    expect(await stored('D1')).toBe('second');
    const history = await rows<{ action: string; before: string | null; after: string | null }>(
      db,
      sql`SELECT action, before->>'label' AS before, after->>'label' AS after FROM audit_log
          WHERE entity = 'checked-upload-test' AND entity_id = 'D1' ORDER BY id`,
    );
    expect(history).toEqual([
      { action: 'upload', before: null, after: 'first' },
      { action: 'upload:before', before: 'first', after: null },
      { action: 'upload', before: null, after: 'second' },
    ]);
  });
});
