/**
 * What happens to a branch-month's targets after they are submitted. The spec names approval and
 * delete; how a target becomes REJECT, and how an approved month opens again, are Armada's:
 * - approve (head office, /target/approve; or the branch, /target/approvecab, within its scope):
 *   every NEW target of the selection becomes APPROVE, with who and when; approved months are
 *   locked against uploads and deletes. Only the months the branch has submitted its own target
 *   for: a month holding head office's recommendation alone has nothing of the branch to approve,
 *   and is refused naming the branches;
 * - reject (head office, /target/reject, with a reason): the NEW targets of a branch-month become
 *   REJECT, the reason kept on them; the branch's next upload puts them back to NEW;
 * - reopen (head office, /target/reopen): the APPROVE targets of a branch-month become NEW again;
 * - delete (the branch, /target/deletecab, with a reason of the list): the branch's own values of a
 *   branch-month are cleared (head office's recommendation stays), so the summaries no longer count
 *   them; the values removed and the reason stay in the audit log.
 * Each is one UPDATE of the rows in their state: two approvers at once approve each row once, and
 * the second is told there was nothing left to approve.
 */
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TargetStatus } from '../../../common/contract/targets';
import { messages } from '../../../common/messages';
import { rows } from '../../db/client';
import { targetDeleteReasons, targets } from '../../db/schema';
import { bare, tableAs } from '../../db/typed-sql';
import { rule } from '../../platform/errors';
import type { CallContext } from '../../platform/implement';
import { type TargetMonth, t, targetMonthWhere } from './summary';

/** Another target of the branch-month, and the target an UPDATE writes. */
const s = alias(targets, 's');
const u = alias(targets, 'u');

/** The target's branch-month holds the branch's own target (some row of it carries its value). */
const ofSubmittedMonth = sql`EXISTS (SELECT 1 FROM ${tableAs(targets, s)} WHERE ${s.tgtYearId} = ${t.tgtYearId}
  AND ${s.tgtMonthId} = ${t.tgtMonthId} AND ${s.branchCode} = ${t.branchCode} AND ${s.valueTgtCab} IS NOT NULL)`;

interface Changed {
  id: number;
  before: unknown;
}

/** Moves the targets of the month from one status to another; answers the rows changed, audited. */
async function moveStatus(
  ctx: CallContext,
  m: TargetMonth,
  change: { from: TargetStatus; to: TargetStatus; reason?: string; action: string; only?: SQL },
): Promise<number> {
  const approved = change.to === 'APPROVE';
  const changed = await rows<Changed>(
    ctx.db,
    sql`WITH before AS (
          SELECT ${t.targetId} AS id, to_jsonb(t) AS snapshot FROM ${tableAs(targets, t)}
          WHERE ${targetMonthWhere(ctx.scope, m)} AND ${t.status} = ${change.from} ${change.only ? sql`AND ${change.only}` : sql``}
          FOR UPDATE)
        UPDATE ${tableAs(targets, u)} SET ${bare(targets.status)} = ${change.to}, ${bare(targets.lastUpdate)} = now(),
          ${bare(targets.userIdUpdate)} = ${ctx.user.USER_ID},
          ${bare(targets.rejectReason)} = ${change.to === 'REJECT' ? (change.reason ?? null) : null},
          ${bare(targets.approvedBy)} = ${approved ? ctx.user.USER_ID : null},
          ${bare(targets.approvedAt)} = ${approved ? sql`now()` : sql`NULL`}
        FROM before b
        WHERE ${u.targetId} = b.id AND ${u.status} = ${change.from}
        RETURNING ${u.targetId} AS id, b.snapshot AS before`,
  );
  if (changed.length > 0) {
    await ctx.audit({
      action: change.action,
      entity: 'target',
      entityId: `${m.year}-${m.month}-${m.branchCode ?? 'ALL'}`,
      before: changed.map((c) => c.before),
      after: { status: change.to, reason: change.reason ?? null, targets: changed.map((c) => c.id) },
    });
  }
  return changed.length;
}

export async function approveTargets(ctx: CallContext, m: TargetMonth, action: string): Promise<number> {
  const n = await moveStatus(ctx, m, { from: 'NEW', to: 'APPROVE', action, only: ofSubmittedMonth });
  if (n > 0) return n;
  // Nothing approved: say whether targets still wait for their branch, or nothing waits at all.
  const waiting = await rows<{ branch: string }>(
    ctx.db,
    sql`SELECT DISTINCT ${t.branchCode} AS branch FROM ${tableAs(targets, t)}
        WHERE ${targetMonthWhere(ctx.scope, m)} AND ${t.status} = 'NEW' ORDER BY 1`,
  );
  if (waiting.length === 0) throw rule(messages.targetNothingToApprove);
  const periode = `${m.year}-${String(m.month).padStart(2, '0')}`;
  throw rule(
    messages.targetNotSubmitted(
      periode,
      waiting.map((w) => w.branch),
    ),
  );
}

export async function rejectTargets(ctx: CallContext, m: TargetMonth, reason: string): Promise<number> {
  const n = await moveStatus(ctx, m, { from: 'NEW', to: 'REJECT', reason, action: 'reject' });
  if (n === 0) throw rule(messages.targetNothingToReject);
  return n;
}

export async function reopenTargets(ctx: CallContext, m: TargetMonth): Promise<number> {
  const n = await moveStatus(ctx, m, { from: 'APPROVE', to: 'NEW', action: 'reopen' });
  if (n === 0) throw rule(messages.targetNothingToReopen);
  return n;
}

/** The reason a delete names: an id or the text of one of the list's reasons. */
async function knownReason(ctx: CallContext, selected: string): Promise<string> {
  const text = selected.trim();
  if (text === '') throw rule(messages.fillReasonFirst);
  const [found] = await rows<{ desc: string }>(
    ctx.db,
    sql`SELECT ${targetDeleteReasons.reasonDesc} AS desc FROM ${targetDeleteReasons}
        WHERE ${targetDeleteReasons.reasonDesc} = ${text} OR ${targetDeleteReasons.reasonId}::text = ${text}`,
  );
  if (!found) throw rule(messages.targetReasonUnknown);
  return found.desc;
}

/** Clears the branch's values of one branch-month; refused while it is approved. */
export async function deleteBranchTargets(
  ctx: CallContext,
  m: TargetMonth,
  selected: string,
): Promise<number> {
  const reason = await knownReason(ctx, selected);
  const where = targetMonthWhere(ctx.scope, m);
  const [locked] = await rows<{ n: number }>(
    ctx.db,
    sql`SELECT count(*)::int AS n FROM ${tableAs(targets, t)} WHERE ${where} AND ${t.status} = 'APPROVE'`,
  );
  if ((locked?.n ?? 0) > 0) throw rule(messages.reasonTargetLocked);
  const cleared = await rows<Changed>(
    ctx.db,
    sql`WITH before AS (
          SELECT ${t.targetId} AS id, to_jsonb(t) AS snapshot FROM ${tableAs(targets, t)}
          WHERE ${where} AND ${t.valueTgtCab} IS NOT NULL AND ${t.status} <> 'APPROVE'
          FOR UPDATE)
        UPDATE ${tableAs(targets, u)} SET ${bare(targets.valueTgtCab)} = NULL, ${bare(targets.valueTgtGross)} = NULL,
          ${bare(targets.status)} = 'NEW', ${bare(targets.rejectReason)} = NULL,
          ${bare(targets.lastUpdate)} = now(), ${bare(targets.userIdUpdate)} = ${ctx.user.USER_ID}
        FROM before b WHERE ${u.targetId} = b.id AND ${u.status} <> 'APPROVE'
        RETURNING ${u.targetId} AS id, b.snapshot AS before`,
  );
  if (cleared.length === 0) throw rule(messages.targetNothingToDelete);
  await ctx.audit({
    action: 'delete-branch',
    entity: 'target',
    entityId: `${m.year}-${m.month}-${m.branchCode ?? 'ALL'}`,
    before: cleared.map((c) => c.before),
    after: { reason, targets: cleared.map((c) => c.id) },
  });
  return cleared.length;
}
