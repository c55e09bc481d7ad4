/**
 * The entry screen's rows and the edit form: checked by the same rules as an upload
 * (assignment-rules.ts), landing whole or not at all, and keeping history on an edit.
 */
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { assignmentInsertRow, assignmentUpdateInput } from '../../../common/contract/sales-assignment';
import { dayBefore } from '../../../common/dates';
import { messages } from '../../../common/messages';
import { type Db, rows, sql } from '../../db/client';
import { customers, roles, salesAssignments } from '../../db/schema';
import { bare, tableAs } from '../../db/typed-sql';
import { AppError, rule } from '../../platform/errors';
import { Answer, type CallContext } from '../../platform/implement';
import {
  type CheckedUpload,
  checkUpload,
  deleteBatch,
  FIRST_DATA_ROW,
  type StagedRow,
  submitUpload,
} from '../../platform/import';
import { assertInScope } from '../../platform/scope';
import { ASSIGNMENT_INSERT_COLUMNS, assignmentCommitPlan } from './assignment-commit';
import {
  assignmentRules,
  lockAssignmentsOf,
  orgsOfPositions,
  type RuleOptions,
  type StagedAssignment,
  stagedAssignment,
} from './assignment-rules';
import { assignmentSnapshot } from './queries';

type InsertRow = z.output<typeof assignmentInsertRow>;
type UpdateInput = z.output<typeof assignmentUpdateInput>;

/**
 * The forms on the checked-upload workflow, as an upload of the rows they send: the entry screen's
 * rows checked and submitted in one call, the edit form's one row checked by the same rules.
 */
const INSERT_FORM: CheckedUpload = { batch: 'sales-assignment/insert' };
const UPDATE_FORM: CheckedUpload = { batch: 'sales-assignment/update' };

const a = salesAssignments;
const c = alias(customers, 'c');
const ro = alias(roles, 'ro');

/** The references of the customers the rows name by CUSTOMER_ID; an unknown id names its row. */
async function referencesOf(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  const found = await rows<{ id: string; ref: string }>(
    db,
    sql`SELECT ${customers.customerId} AS id, ${customers.customerIdRef} AS ref FROM ${customers}
        WHERE ${customers.customerId} IN (SELECT jsonb_array_elements_text(${JSON.stringify([...new Set(ids)])}::jsonb))`,
  );
  return new Map(found.map((c) => [c.id, c.ref]));
}

/** The first failed row of a check, as the form names it (row 1 is the first row). */
function firstProblem(checked: readonly StagedRow[]): { row: number; reason: string } | undefined {
  const first = checked.find((r) => r.reason !== null);
  return first ? { row: first.row - FIRST_DATA_ROW + 1, reason: first.reason ?? '' } : undefined;
}

/** Checks the rows by the assignment rules as the form's batch, under the orgs' lock taken already. */
function checkForm(ctx: CallContext, form: CheckedUpload, staged: StagedAssignment[], options: RuleOptions) {
  return checkUpload(ctx, form, staged, { orgId: ctx.user.ORG_ID, rules: assignmentRules(options) });
}

/** Adds the entry screen's rows: all of them, or none with the first problem named by its row. */
export async function insertAssignments(input: InsertRow[], ctx: CallContext): Promise<Answer<string>> {
  // Where the user works; each row is held to its own branch's period by the rules.
  await ctx.assertPeriodOpen([]);
  if (input.length === 0) throw rule(messages.emptyData);
  const refs = await referencesOf(
    ctx.db,
    input.map((r) => r.customerId),
  );
  const staged = input.map((r, i) => {
    const ref = refs.get(r.customerId);
    if (ref === undefined) throw rule(messages.rowNote(i + 1, messages.customerNotFound(r.customerId)));
    return stagedAssignment({ ...r, customerIdRef: ref });
  });
  await lockAssignmentsOf(
    ctx.db,
    await orgsOfPositions(
      ctx.db,
      staged.map((r) => r.POSITION),
    ),
  );
  const options: RuleOptions = { scope: ctx.scope, orgId: undefined, checkClosedMonth: true };
  const checked = await checkForm(ctx, INSERT_FORM, staged, options);
  const problem = firstProblem(checked.rows);
  if (problem) throw rule(messages.rowNote(problem.row, problem.reason));
  const result = await submitUpload(
    ctx,
    INSERT_FORM,
    { batchId: checked.batchId },
    { failedRows: 'refuse', plan: assignmentCommitPlan(ctx, 'insert') },
  );
  return new Answer(messages.submitSuccess, messages.assignmentsAdded(result.landed));
}

interface StoredAssignment {
  id: number;
  number: string;
  customerId: string;
  customerIdRef: string;
  bisnis: string;
  typeDesc: string;
  position: string;
  orgId: number;
  branchCode: string;
  startDate: string;
  endDate: string;
}

async function storedAssignment(db: Db, id: number): Promise<StoredAssignment> {
  const [found] = await rows<StoredAssignment>(
    db,
    sql`SELECT ${a.assignmentMapId} AS id, ${a.assigmentNumber} AS number, ${a.customerId} AS "customerId",
          ${a.customerIdRef} AS "customerIdRef", ${a.bisnis} AS bisnis, ${a.typeDesc} AS "typeDesc",
          ${a.positionCode} AS position, ${a.orgId} AS "orgId", ${a.branchCode} AS "branchCode",
          ${a.startDate}::text AS "startDate", ${a.endDate}::text AS "endDate"
        FROM ${a} WHERE ${a.assignmentMapId} = ${id} FOR UPDATE`,
  );
  if (!found) throw new AppError(messages.assignmentNotFound(id), 'NOT_FOUND');
  return found;
}

/** Checks one changed assignment with the rules; throws the first problem. */
async function checkOne(ctx: CallContext, staged: StagedAssignment, options: RuleOptions): Promise<void> {
  const checked = await checkForm(ctx, UPDATE_FORM, [staged], options);
  const problem = firstProblem(checked.rows);
  if (problem) throw rule(problem.reason);
  // Checked only: the edit changes the stored row itself (in place, or ended with a new row after it).
  await deleteBatch(ctx.db, checked.batchId);
}

/**
 * Changes an assignment. New dates (or a new additional position) change the row in place. A new
 * customer, business, type or position keeps the old row as history: it ends the day before the
 * new start, and a new row under the same ASSIGMENT_NUMBER carries the change.
 */
export async function updateAssignment(input: UpdateInput, ctx: CallContext): Promise<Answer<string>> {
  const stored = await storedAssignment(ctx.db, input.ASSIGNMENTMAPID);
  assertInScope(ctx.scope, stored);
  // The stored row is changed or ended: its branch's period must be open (the new position's is a rule).
  await ctx.assertPeriodOpen([stored.branchCode]);
  const refs = await referencesOf(ctx.db, [input.CUSTOMERID]);
  const ref = refs.get(input.CUSTOMERID);
  if (ref === undefined) throw rule(messages.customerNotFound(input.CUSTOMERID));
  const staged = stagedAssignment({
    customerIdRef: ref,
    customerName: input.CUSTOMERNAME,
    bisnis: input.BISNIS,
    typeDesc: input.TYPEDESC,
    position: input.POSITIONCODE,
    addSalesmanPosition: input.ADDSALESMANPOSITION,
    startDate: input.ASSIGNMENTSTARTDATE,
    endDate: input.ASSIGNMENTENDDATE,
  });
  await lockAssignmentsOf(ctx.db, [stored.orgId, ...(await orgsOfPositions(ctx.db, [staged.POSITION]))]);
  const before = await assignmentSnapshot(ctx.db, stored.id);
  const sameWho =
    stored.customerId === input.CUSTOMERID &&
    stored.bisnis === staged.BISNIS &&
    stored.typeDesc === staged.TYPE_DESC &&
    stored.position === staged.POSITION;

  if (sameWho) {
    await checkOne(ctx, staged, {
      scope: ctx.scope,
      orgId: undefined,
      checkClosedMonth: staged.START_DATE !== stored.startDate,
      exceptId: stored.id,
    });
    await ctx.db.execute(
      sql`UPDATE ${a} SET ${bare(a.addSalesmanPosition)} = ${staged.ADD_SALESMAN_POSITION},
            ${bare(a.startDate)} = ${staged.START_DATE}::date, ${bare(a.endDate)} = ${staged.END_DATE}::date,
            ${bare(a.userIdUpdate)} = ${ctx.user.USER_ID}, ${bare(a.lastUpdate)} = now()
          WHERE ${a.assignmentMapId} = ${stored.id}`,
    );
    const after = await assignmentSnapshot(ctx.db, stored.id);
    await ctx.audit({ action: 'update', entity: 'sales-assignment', entityId: stored.id, before, after });
    return new Answer(messages.editSuccess, messages.editSuccess);
  }

  if (staged.START_DATE <= stored.startDate) throw rule(messages.startBeforeHistory(stored.startDate));
  await checkOne(ctx, staged, {
    scope: ctx.scope,
    orgId: undefined,
    checkClosedMonth: true,
    exceptId: stored.id,
  });
  if (stored.endDate >= staged.START_DATE) {
    await ctx.db.execute(
      sql`UPDATE ${a} SET ${bare(a.endDate)} = ${dayBefore(staged.START_DATE)}::date,
            ${bare(a.userIdUpdate)} = ${ctx.user.USER_ID}, ${bare(a.lastUpdate)} = now()
          WHERE ${a.assignmentMapId} = ${stored.id}`,
    );
  }
  const [added] = await rows<{ id: number }>(
    ctx.db,
    sql`INSERT INTO ${a} (${ASSIGNMENT_INSERT_COLUMNS})
        SELECT ${stored.number}, ${c.customerId}, ${c.customerIdRef}, ${c.customerName}, ${staged.BISNIS},
          ${staged.TYPE_DESC}, ${ro.rolePositionCode}, ${staged.ADD_SALESMAN_POSITION}, ${ro.orgId}, ${ro.branchCode},
          ${staged.START_DATE}::date, ${staged.END_DATE}::date, ${ctx.user.USER_ID}
        FROM ${tableAs(customers, c)}, ${tableAs(roles, ro)}
        WHERE ${c.customerIdRef} = ${staged.CUSTOMER_ID_REF} AND ${ro.rolePositionCode} = ${staged.POSITION}
        RETURNING ${a.assignmentMapId} AS id`,
  );
  const addedId = (added as { id: number }).id;
  await ctx.audit([
    {
      action: 'update',
      entity: 'sales-assignment',
      entityId: stored.id,
      before,
      after: await assignmentSnapshot(ctx.db, stored.id),
    },
    {
      action: 'insert',
      entity: 'sales-assignment',
      entityId: addedId,
      after: await assignmentSnapshot(ctx.db, addedId),
    },
  ]);
  return new Answer(messages.editSuccess, messages.editSuccess);
}
