/**
 * Setting Period (spec part 2 sections 2-5): the period rows of a module, and ADD/UPDATE, which
 * writes one row per module and branch. validPeriod and the period check of every guarded write
 * (server/platform/periods.ts) answer from these rows.
 */
import type { PeriodType } from '../../../common/constants';
import { type AddPeriodInput, branchCodesOf, type PeriodRow } from '../../../common/contract/setting';
import { messages } from '../../../common/messages';
import type { AuditEntry } from '../../platform/audit';
import { findBranches } from '../../platform/branches';
import { checkDates } from '../../platform/date-rules';
import { rule } from '../../platform/errors';
import { Answer, type CallContext } from '../../platform/implement';
import { assertHeadOffice } from '../../platform/scope';
import {
  insertPeriods,
  lockPeriodType,
  type PeriodValues,
  periodSetupRows,
  periodsOfBranches,
  updatePeriods,
} from './period-queries';

/** The audit log's name of the table. */
const ENTITY = 'period';

/** The rows of one module, or of every module for '' or nothing. */
export const listPeriodSetup = (typeModul: PeriodType | '' | undefined, ctx: CallContext) =>
  periodSetupRows(ctx.db, typeModul || undefined, ctx.scope);

/** The branches named by the comma-joined list, every one of them known; else the first unknown is named. */
async function branchesNamed(joined: string, ctx: CallContext) {
  const codes = branchCodesOf(joined);
  if (codes.length === 0) throw rule(messages.fillBranchFirst);
  const found = await findBranches(ctx.db, codes);
  const unknown = codes.find((code) => !found.some((b) => b.branchCode === code));
  if (unknown !== undefined) throw rule(messages.unknownBranch(unknown));
  return found;
}

/**
 * ADD/UPDATE: head office sets a module's period for each branch given. The row of that module
 * and branch is replaced when there is one and added otherwise, all in the call's transaction,
 * each change audited with the row before and after.
 */
export async function addPeriod(input: AddPeriodInput, ctx: CallContext): Promise<Answer<PeriodRow[]>> {
  assertHeadOffice(ctx.scope);
  checkDates(input.periodStart, input.periodEnd, rule, { start: 'periodStart', end: 'periodEnd' });
  const named = await branchesNamed(input.branch, ctx);
  const values: PeriodValues = {
    type: input.modulName,
    startDate: input.periodStart,
    endDate: input.periodEnd,
    quartal: input.quartalName || null,
    userIdUpdate: ctx.user.USER_ID,
  };

  await lockPeriodType(ctx.db, values.type);
  const before = await periodsOfBranches(
    ctx.db,
    values.type,
    named.map((b) => b.branchCode),
  );
  const existing = new Set(before.map((p) => p.BRANCH_CODE));
  const updated = await updatePeriods(ctx.db, values, [...existing]);
  const added = await insertPeriods(
    ctx.db,
    values,
    named.filter((b) => !existing.has(b.branchCode)),
  );

  const audits: AuditEntry[] = [
    ...updated.map((after) => ({
      action: 'update',
      entity: ENTITY,
      entityId: after.PERIOD_ID,
      before: before.find((p) => p.PERIOD_ID === after.PERIOD_ID),
      after,
    })),
    ...added.map((after) => ({ action: 'insert', entity: ENTITY, entityId: after.PERIOD_ID, after })),
  ];
  await ctx.audit(audits);
  return new Answer([...updated, ...added], messages.dataSaved);
}
