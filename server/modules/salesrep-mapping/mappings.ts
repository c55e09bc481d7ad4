/**
 * The writes of the sales rep mapping: a new mapping and the cut-off of one (spec part 1 sections
 * 4, 5, 7). The history stays true: a mapping is a new row, a cut-off ends a row, nothing is
 * overwritten, and on any date a rep holds at most one position and a position one rep. The open
 * period (MAPPING SALESREP) is checked by the platform before these run (the contract's `period`).
 */
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { NA } from '../../../common/constants';
import { normaliseCode } from '../../../common/contract/codes';
import type { salesrepCutoffInput, salesrepInsertInput } from '../../../common/contract/salesrep-mapping';
import { CSO_TYPE_CODE, isSupervisorType, SUPERVISOR_TYPE_CODES } from '../../../common/contract/structure';
import { endOfMonthOf, isIsoDate } from '../../../common/dates';
import { messages } from '../../../common/messages';
import type { Db } from '../../db/client';
import { salesrepMappings } from '../../db/schema';
import { AppError, rule } from '../../platform/errors';
import { Answer, type CallContext } from '../../platform/implement';
import { assertInScope } from '../../platform/scope';
import { findSalesrep, overlappingStint, roleByMapId, roleOfTypes, stintToCut } from './queries';

type InsertInput = z.output<typeof salesrepInsertInput>;
type CutoffInput = z.output<typeof salesrepCutoffInput>;

/** The spec's rule of the edit: an end not after the start becomes the end of the start's month. */
export function endDateFor(startDate: string, endDate: string): string {
  return endDate > startDate ? endDate : endOfMonthOf(startDate);
}

/**
 * Writes of one rep, and of one position, happen one at a time (also across processes): the
 * overlap checks and the write they guard must see the same rows. Locks are taken rep first,
 * then position, so two writes never wait on each other in a circle.
 */
async function lockStints(db: Db, employeeId: string, roleMapId?: number): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`salesrep:${employeeId}`}))`);
  if (roleMapId !== undefined) {
    await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`salesrep-position:${roleMapId}`}))`);
  }
}

/** The rep of a write, in the caller's scope. */
async function salesrepInScope(ctx: CallContext, employeeId: string) {
  const rep = await findSalesrep(ctx.db, employeeId);
  if (!rep) throw new AppError(messages.salesrepNotFound(employeeId), 'NOT_FOUND');
  assertInScope(ctx.scope, rep);
  return rep;
}

export async function addMapping(input: InsertInput, ctx: CallContext) {
  const rep = await salesrepInScope(ctx, input.SALESREPEMPLOYEEID);
  if (!rep.active) throw rule(messages.salesrepInactive(rep.employeeId));
  const role = await roleByMapId(ctx.db, input.ROLEMAPID);
  const positionCode = normaliseCode(input.SALESREPPOSITIONCODE);
  if (!role || role.rolePositionCode !== positionCode || role.branchCode !== input.BRANCHCODE) {
    throw rule(messages.positionNotOfBranch(positionCode, input.BRANCHCODE));
  }
  assertInScope(ctx.scope, role);
  if (role.orgId !== rep.orgId) throw rule(messages.positionOfOtherOrg(positionCode));
  // The rep's branch and the position's, each in its own org: head office is held to them too.
  await ctx.assertPeriodOpen([rep.branchCode, role.branchCode]);
  if (isSupervisorType(role.employeeTypeCode) || role.employeeTypeCode === CSO_TYPE_CODE) {
    throw rule(messages.positionNotSalesForce(positionCode));
  }

  const startDate = input.STARTDATE;
  if (!isIsoDate(startDate)) throw rule(messages.dateInvalid('STARTDATE'));
  if (!isIsoDate(input.ENDDATE)) throw rule(messages.dateInvalid('ENDDATE'));
  const endDate = endDateFor(startDate, input.ENDDATE);
  if (startDate < role.roleStartDate || startDate > role.roleEndDate) {
    throw rule(messages.positionClosedOn(positionCode, role.roleStartDate, role.roleEndDate));
  }

  const supervisor = normaliseCode(input.SUPERVISOR || NA) || NA;
  if (supervisor !== NA && !(await roleOfTypes(ctx.db, supervisor, role.orgId, SUPERVISOR_TYPE_CODES))) {
    throw rule(messages.unknownSupervisor(supervisor));
  }
  const cso = normaliseCode(input.CSO || NA) || NA;
  if (cso !== NA && !(await roleOfTypes(ctx.db, cso, role.orgId, [CSO_TYPE_CODE]))) {
    throw rule(messages.unknownCso(cso));
  }

  await lockStints(ctx.db, rep.employeeId, role.roleMapId);
  const repBusy = await overlappingStint(ctx.db, { employeeId: rep.employeeId }, startDate, endDate);
  if (repBusy) {
    throw rule(
      messages.salesrepBusy(rep.employeeName, repBusy.positionCode, repBusy.startDate, repBusy.endDate),
    );
  }
  const positionHeld = await overlappingStint(ctx.db, { roleMapId: role.roleMapId }, startDate, endDate);
  if (positionHeld) {
    throw rule(
      messages.positionHeld(
        positionCode,
        positionHeld.employeeName,
        positionHeld.startDate,
        positionHeld.endDate,
      ),
    );
  }

  const [added] = await ctx.db
    .insert(salesrepMappings)
    .values({
      employeeId: rep.employeeId,
      roleMapId: role.roleMapId,
      positionCode,
      orgId: role.orgId,
      branchCode: role.branchCode,
      employeeTypeId: role.employeeTypeId,
      employeeTypeCode: role.employeeTypeCode,
      employeeTitleId: role.employeeTitleId,
      employeeTitleCode: role.employeeTitleCode,
      supervisor,
      cso,
      startDate,
      endDate,
      userIdUpdate: ctx.user.USER_ID,
    })
    .returning();
  if (!added) throw new Error('the mapping insert returned no row');
  await ctx.audit({
    action: 'insert',
    entity: 'salesrep_mapping',
    entityId: added.salesrepMapId,
    after: added,
  });
  return new Answer(messages.updateSuccess, messages.updateSuccess);
}

export async function cutOffMapping(input: CutoffInput, ctx: CallContext) {
  const rep = await salesrepInScope(ctx, input.SALESREPEMPLOYEEID);
  await ctx.assertPeriodOpen([rep.branchCode]);
  const positionCode = normaliseCode(input.SALESREPPOSITIONCODE);
  if (!isIsoDate(input.ENDDATE)) throw rule(messages.dateInvalid('ENDDATE'));
  await lockStints(ctx.db, rep.employeeId);
  const stint = await stintToCut(ctx.db, rep.employeeId, positionCode, input.ENDDATE);
  if (!stint) throw rule(messages.noStintToCut(rep.employeeName, positionCode, input.ENDDATE));
  const endDate = endDateFor(stint.startDate, input.ENDDATE);
  if (endDate >= stint.endDate) throw rule(messages.stintEndsEarlier(positionCode, stint.endDate));

  const [before] = await ctx.db
    .select()
    .from(salesrepMappings)
    .where(eq(salesrepMappings.salesrepMapId, stint.salesrepMapId));
  const [after] = await ctx.db
    .update(salesrepMappings)
    .set({ endDate, userIdUpdate: ctx.user.USER_ID, lastUpdate: sql`now()` })
    .where(eq(salesrepMappings.salesrepMapId, stint.salesrepMapId))
    .returning();
  await ctx.audit({
    action: 'update',
    entity: 'salesrep_mapping',
    entityId: stint.salesrepMapId,
    before,
    after,
  });
  return new Answer(messages.cutOffSuccess, messages.cutOffSuccess);
}
