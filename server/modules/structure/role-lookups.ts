/** The lookups of the role form: types and branches, one role, and the cascade's lists per branch. */
import { messages } from '../../../common/messages';
import { branchesInScope, findBranchInScope } from '../../platform/branches';
import { AppError } from '../../platform/errors';
import type { CallContext } from '../../platform/implement';
import { foundInScope } from '../../platform/scope';
import { additionalTypesOfBranch, csosOfBranch, roleById, supervisorsOfBranch } from './queries';
import { listTypes } from './type-title-queries';

export async function prepareRoleForm(ctx: CallContext) {
  const [typeList, branchList] = await Promise.all([listTypes(ctx.db), branchesInScope(ctx.db, ctx.scope)]);
  return { typeList, branchList };
}

export async function oneRole(roleMapId: number, ctx: CallContext) {
  const found = foundInScope(
    ctx.scope,
    await roleById(ctx.db, roleMapId),
    (role) => ({ orgId: role.ORG_ID, branchCode: role.BRANCH_CODE }),
    () => new AppError(messages.notFound, 'NOT_FOUND'),
  );
  return [found];
}

export async function supervisorsFor(branchCode: string, ctx: CallContext) {
  return (await findBranchInScope(ctx.db, ctx.scope, branchCode))
    ? supervisorsOfBranch(ctx.db, branchCode)
    : [];
}

export async function csosFor(branchCode: string, ctx: CallContext) {
  return (await findBranchInScope(ctx.db, ctx.scope, branchCode)) ? csosOfBranch(ctx.db, branchCode) : [];
}

export async function additionalTypesFor(branchCode: string, ctx: CallContext) {
  return (await findBranchInScope(ctx.db, ctx.scope, branchCode))
    ? additionalTypesOfBranch(ctx.db, branchCode)
    : [];
}
