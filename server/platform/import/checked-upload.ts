/**
 * The checked upload every upload screen runs, in two steps or in one:
 *
 * - check: the sheet is staged as the caller's batch of this upload (one kept per user and upload,
 *   a newer check replacing it), every row rule runs over it set-wise, and the answer is each row
 *   with its sheet row number and first reason. Checks of one user take turns, so each keeps a batch
 *   of its own and the batch id a screen gets names its file alone.
 * - submit: the kept batch, named as every submit names it (submission.ts: by its id, with the rows
 *   the screen sent, as far as the spec's call sends them), is committed by the module's commit
 *   plan (insert, replace a slice, or update in place with the row before and after audited),
 *   under the module's lock, with the period checked again for the branch of every clean row. Nothing is re-sent or re-checked but
 *   what may have changed since the check (the module's `recheck` of stored rows). A second submit
 *   of the same batch finds it gone and changes nothing.
 *
 * A one-step upload (a role upload) checks and submits in one call: its submit names the batch its
 * check has just kept. A module supplies its columns
 * (its staged rows), its rules and its commit plan; this file holds the order of the steps and the
 * refusals every upload shares.
 */
import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { PeriodType } from '../../../common/constants';
import { messages } from '../../../common/messages';
import { type Db, rows, sql } from '../../db/client';
import { readVersions } from '../data-version/versions';
import { rule } from '../errors';
import type { CallContext } from '../implement';
import { readBatch, type StagedRow, stageBatch, summariseBatch } from './batch';
import { type CommitPlan, type CommitResult, commitBatch } from './commit';
import { lockKeys } from './locks';
import { branchesOfBatch, branchPeriodOpen } from './period-scope-rules';
import { type RowRule, validateBatch } from './rules';
import { cleanRowsSent, namedBatch, type Submission } from './submission';

export interface CheckedUpload {
  /** The kept batch's name ('target/ho-upload'): each user keeps one batch per upload. */
  batch: string;
  /**
   * The period the call declares (its contract's `period`), held for where the uploader works at
   * both steps, and for the branch of every row: at the check as a row rule (a row of a closed
   * branch fails alone; last, unless the module's rules place it), at the submit for every clean
   * row's branch. `branch` is the row's branch
   * code as a condition over the staged row `r` (col('BRANCH_CODE')). Absent: the call holds no
   * period, or the module's rules hold it.
   */
  period?: { type: PeriodType; branch: SQL };
  /**
   * Every table the rules read. The check keeps their data versions (and the date) with the batch;
   * a submit given `recheck` rules runs them again over the clean rows, under the module's lock,
   * only when those versions changed since: what nobody changed is not checked twice.
   */
  reads?: readonly PgTable[];
}

/**
 * The rules with the upload's period rule last, unless they hold it already where the module wants
 * it among them (its place decides which reason a row that breaks several rules shows).
 */
function withPeriodRule(upload: CheckedUpload, rules: readonly RowRule[]): readonly RowRule[] {
  const { period } = upload;
  if (!period || rules.some((r) => r.reason === messages.periodClosed)) return rules;
  return [...rules, branchPeriodOpen(period.type, period.branch)];
}

export interface CheckOptions<Extra> {
  /** The org the batch is kept for: the org head office uploads for, else the caller's own. */
  orgId: number;
  rules: readonly RowRule[];
  /**
   * The reasons of rows the screen checks itself with rules shared through common/ ('' for none),
   * in the order of the staged rows: those rows fail before the SQL rules run.
   */
  sheetReasons?: readonly string[];
  /**
   * Work over the checked batch in the check's transaction, whose result the answer carries: notes
   * per row, what the clean rows would replace. Rows it fails are failed in the answer.
   */
  after?: (db: Db, batchId: number) => Promise<Extra>;
}

export interface Checked<Extra> {
  batchId: number;
  /** Every staged row in sheet order, with its sheet row number and first reason (null: clean). */
  rows: StagedRow[];
  extra: Extra;
}

/** Stages and checks the sheet as the caller's kept batch of this upload; answers every row. */
export async function checkUpload<Extra = undefined>(
  ctx: CallContext,
  upload: CheckedUpload,
  staged: readonly Record<string, unknown>[],
  options: CheckOptions<Extra>,
): Promise<Checked<Extra>> {
  // Where the uploader works, before the check's own transaction; each row's branch is a rule.
  if (upload.period) await ctx.assertPeriodOpen([]);
  // In a transaction of its own: the rules that read the whole batch plan their statements inside
  // one (see withBatchPlanning), and two checks by one user at once never mix their rows.
  return ctx.db.transaction(async (tx) => {
    const owner = { userId: ctx.user.USER_ID, module: upload.batch, orgId: options.orgId };
    await lockKeys(tx, [`import-batch:${owner.userId}:${owner.module}`]);
    const batchId = await stageBatch(tx, owner, staged, options.sheetReasons);
    // Read before the rules run: a write committed in between is then seen by the rules and makes
    // the versions differ at submit (one more check), never the other way round.
    const versions = upload.reads ? await versionsOf(tx, upload.reads) : null;
    await validateBatch(tx, batchId, withPeriodRule(upload, options.rules));
    if (versions !== null) await keepVersions(tx, batchId, versions);
    const extra = (await options.after?.(tx, batchId)) as Extra;
    const { rows: checked } = await readBatch(tx, batchId);
    return { batchId, rows: checked, extra };
  });
}

export interface SubmitOptions<Before> {
  /**
   * 'refuse': the batch must hold clean rows and no failed one (the screens that show the check
   * before Submit); 'leave': its clean rows land, however many, and the failed ones are answered
   * (an upload checked and submitted in one call).
   */
  failedRows: 'refuse' | 'leave';
  /**
   * The rules to run again over the clean rows when the tables the check read (CheckedUpload.reads)
   * changed since: rows they fail are answered (or refuse the batch) as the check's failed rows are.
   */
  recheck?: readonly RowRule[];
  /** Takes the module's lock, so that saves over the same stored rows take turns. */
  lock?: (db: Db, batchId: number) => Promise<void>;
  /**
   * Under the lock, before the commit: checks again what the check read of stored rows and may have
   * changed since (refusing with a rule error), and reads or writes what the commit's answer needs
   * (what the batch replaces, the stored periods it ends).
   */
  beforeCommit?: (db: Db, batchId: number) => Promise<Before>;
  plan: CommitPlan;
}

export type Submitted<Before> = CommitResult & { before: Before };

/** The caller's kept batch that the submission names, if it may be submitted as the screen asks. */
async function submittableBatch<B>(
  ctx: CallContext,
  upload: CheckedUpload,
  submission: Submission,
  options: SubmitOptions<B>,
): Promise<number> {
  const owner = { userId: ctx.user.USER_ID, module: upload.batch };
  const batchId = await namedBatch(ctx.db, owner, submission.batchId);
  if (typeof batchId !== 'number') throw rule(batchId.refused);
  if (options.failedRows === 'refuse') {
    const summary = await summariseBatch(ctx.db, batchId);
    if (summary.clean === 0) throw rule(messages.uploadFileFirst);
    if (summary.failed > 0) throw rule(messages.uploadHasFailedRows);
  }
  if (submission.sent && (await cleanRowsSent(ctx.db, batchId, submission.sent)) === null)
    throw rule(messages.uploadRowsMismatch);
  return batchId;
}

/**
 * The caller's kept batch when the submission names it and the rows it sends are its clean rows,
 * with their sheet rows in sheet order; else null (a call whose rows were never checked).
 */
export async function keptBatch(
  ctx: CallContext,
  upload: CheckedUpload,
  submission: Submission,
): Promise<{ batchId: number; cleanRows: number[] } | null> {
  const owner = { userId: ctx.user.USER_ID, module: upload.batch };
  const batchId = await namedBatch(ctx.db, owner, submission.batchId);
  if (typeof batchId !== 'number') return null;
  const cleanRows = submission.sent ? await cleanRowsSent(ctx.db, batchId, submission.sent) : [];
  return cleanRows === null ? null : { batchId, cleanRows };
}

/**
 * Commits the kept batch the submission names (submission.ts: the one submit protocol) in the
 * call's transaction; refused when there is none to commit (never checked, submitted already, or
 * replaced by a newer check), the rows sent are not its clean rows, or it may not be submitted.
 */
export async function submitUpload<Before = undefined>(
  ctx: CallContext,
  upload: CheckedUpload,
  submission: Submission,
  options: SubmitOptions<Before>,
): Promise<Submitted<Before>> {
  if (upload.period) await ctx.assertPeriodOpen([]);
  const batchId = await submittableBatch(ctx, upload, submission, options);
  // Checked again for the branch of every row: a period may have closed since the check.
  if (upload.period) await ctx.assertPeriodOpen(await branchesOfBatch(ctx.db, batchId, upload.period.branch));
  await options.lock?.(ctx.db, batchId);
  if (options.recheck) await recheckChanged(ctx.db, upload, batchId, options);
  const before = (await options.beforeCommit?.(ctx.db, batchId)) as Before;
  const result = await commitBatch(ctx.db, batchId, options.plan);
  // Gone meanwhile: submitted by a concurrent call, or replaced by a newer check.
  if (!result) throw rule(messages.uploadFileFirst);
  return { ...result, before };
}

/** The versions of the tables, with the date; null when the caller's own write to one is pending. */
async function versionsOf(db: Db, tables: readonly PgTable[]): Promise<string | null> {
  const versions = await readVersions(db, tables);
  return versions.pending ? null : `${versions.stamp}|${versions.today}`;
}

async function keepVersions(db: Db, batchId: number, versions: string | null): Promise<void> {
  await db.execute(sql`UPDATE import_batches SET checked_versions = ${versions} WHERE batch_id = ${batchId}`);
}

/** Runs the rules again over the clean rows when what the check read has changed since. */
async function recheckChanged<B>(
  db: Db,
  upload: CheckedUpload,
  batchId: number,
  options: SubmitOptions<B>,
): Promise<void> {
  const [kept] = await rows<{ versions: string | null }>(
    db,
    sql`SELECT checked_versions AS versions FROM import_batches WHERE batch_id = ${batchId}`,
  );
  const now = upload.reads ? await versionsOf(db, upload.reads) : null;
  if (now !== null && kept?.versions === now) return;
  await validateBatch(db, batchId, withPeriodRule(upload, options.recheck ?? []));
  if (options.failedRows === 'refuse' && (await summariseBatch(db, batchId)).failed > 0)
    throw rule(messages.uploadHasFailedRows);
}

/** The clean rows and the failed rows of a check, each as the screen shows it. */
export function splitChecked<T>(checked: readonly StagedRow[], shown: (row: StagedRow) => T) {
  const success: T[] = [];
  const failed: T[] = [];
  for (const r of checked) (r.reason === null ? success : failed).push(shown(r));
  return { success, failed };
}
