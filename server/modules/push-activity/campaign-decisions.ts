/**
 * Approving and rejecting campaigns (/pushact/approve, /reject): the selected campaigns are decided
 * together or not at all. They are locked in id order; one not found, one decided already (another
 * approver was first) or one the caller made (maker-checker) refuses the selection; one UPDATE of
 * the 'New Request' rows then decides them with who and when, audited.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PaStatus } from '../../../common/contract/push-activity';
import { messages } from '../../../common/messages';
import { paHeaders } from '../../db/schema';
import { AppError, rule } from '../../platform/errors';
import type { CallContext } from '../../platform/implement';

const h = paHeaders;

type Selected = number | { ACTIVITY_HEADER_ID: number };

export async function decideCampaigns(
  ctx: CallContext,
  selected: readonly Selected[],
  to: Exclude<PaStatus, 'New Request'>,
): Promise<{ DECIDED: number }> {
  const ids = [...new Set(selected.map((s) => (typeof s === 'number' ? s : s.ACTIVITY_HEADER_ID)))].sort(
    (a, b) => a - b,
  );
  const locked = await ctx.db
    .select({ id: h.activityHeaderId, status: h.status, maker: h.userIdUpdate })
    .from(h)
    .where(inArray(h.activityHeaderId, ids))
    .orderBy(asc(h.activityHeaderId))
    .for('update');
  const found = new Set(locked.map((r) => r.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) throw new AppError(messages.campaignNotFound(missing.join(', ')), 'NOT_FOUND');
  const decided = locked.filter((r) => r.status !== 'New Request').map((r) => r.id);
  if (decided.length > 0) throw rule(messages.campaignDecided(decided.join(', ')));
  const own = locked.filter((r) => r.maker === ctx.user.USER_ID).map((r) => r.id);
  if (own.length > 0) throw new AppError(messages.campaignOwn(own.join(', ')), 'FORBIDDEN');
  const changed = await ctx.db
    .update(h)
    .set({ status: to, decidedBy: ctx.user.USER_ID, decidedAt: sql`now()` })
    .where(and(inArray(h.activityHeaderId, ids), eq(h.status, 'New Request')))
    .returning({ id: h.activityHeaderId });
  await ctx.audit({
    action: to === 'Approved' ? 'push-activity:approve' : 'push-activity:reject',
    entity: 'pa_header',
    entityId: ids.join(','),
    before: { status: 'New Request' },
    after: { status: to, ids: changed.map((c) => c.id) },
  });
  return { DECIDED: changed.length };
}
