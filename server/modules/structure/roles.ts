/** Adding and changing a role (spec part 1 section 7, role insert and update). */
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { roleInsertInput, roleUpdateInput } from '../../../common/contract/structure';
import { messages } from '../../../common/messages';
import { roles } from '../../db/schema';
import { rule } from '../../platform/errors';
import { Answer, type CallContext } from '../../platform/implement';
import { assertInScope } from '../../platform/scope';
import { roleSnapshot } from './queries';
import { checkRole } from './role-checks';

type InsertInput = z.output<typeof roleInsertInput>;
type UpdateInput = z.output<typeof roleUpdateInput>;

/** Postgres' unique_violation, raised when a concurrent call stored the same position first. */
function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export async function addRole(input: InsertInput, ctx: CallContext): Promise<Answer<string>> {
  const values = await checkRole(
    ctx.db,
    ctx.scope,
    {
      positionCode: input.rolePosCode,
      typeCode: input.typeCode,
      titleCode: input.titleCode,
      orgId: input.orgId,
      branchCode: input.branchCode,
      csoCode: input.CSOCode,
      supCode: input.supCode,
      supervisorEmail: input.emailSup,
      addTypeCode: input.roleAddType,
      collector: input.collector,
      secondaryPosition: input.secondaryPosition,
      startDate: input.startDate,
      endDate: input.endDate,
    },
    ctx.user.USER_ID,
  );
  const [added] = await ctx.db
    .insert(roles)
    .values(values)
    .onConflictDoNothing({ target: roles.rolePositionCode })
    .returning({ id: roles.roleMapId });
  if (!added) throw rule(messages.rolePositionExists(values.rolePositionCode));
  await ctx.audit({
    action: 'insert',
    entity: 'role',
    entityId: added.id,
    after: await roleSnapshot(ctx.db, added.id),
  });
  return new Answer(messages.submitSuccess, messages.submitSuccess);
}

export async function changeRole(input: UpdateInput, ctx: CallContext): Promise<Answer<string>> {
  const [current] = await ctx.db
    .select({ orgId: roles.orgId, branchCode: roles.branchCode })
    .from(roles)
    .where(eq(roles.roleMapId, input.ROLEMAPID))
    .for('update');
  if (!current) throw rule(messages.notFound);
  assertInScope(ctx.scope, current);
  const values = await checkRole(
    ctx.db,
    ctx.scope,
    {
      positionCode: input.ROLEPOSITIONCODE,
      typeCode: input.EMPLOYEETYPECODE,
      titleCode: input.EMPLOYEETITLECODE,
      orgId: input.ORGID,
      branchCode: input.BRANCHCODE,
      csoCode: input.CSOCODE,
      supCode: input.ROLESUPCODE,
      supervisorEmail: input.SUPERVISOREMAIL,
      addTypeCode: input.ROLEADDTYPECODE,
      collector: input.COLLECTOR,
      secondaryPosition: input.SECONDARYPOSITION,
      startDate: input.ROLESTARTDATE,
      endDate: input.ROLEENDDATE,
    },
    ctx.user.USER_ID,
    input.ROLEMAPID,
  );
  const before = await roleSnapshot(ctx.db, input.ROLEMAPID);
  try {
    await ctx.db
      .update(roles)
      .set({ ...values, lastUpdate: new Date() })
      .where(eq(roles.roleMapId, input.ROLEMAPID));
  } catch (err) {
    if (isUniqueViolation(err)) throw rule(messages.rolePositionExists(values.rolePositionCode));
    throw err;
  }
  const after = await roleSnapshot(ctx.db, input.ROLEMAPID);
  await ctx.audit({ action: 'update', entity: 'role', entityId: input.ROLEMAPID, before, after });
  return new Answer(messages.updateSuccess, messages.updateSuccess);
}
