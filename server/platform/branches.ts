/** Branches the user may see: the base of every branch select. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Branch } from '../../common/contract/shared-schemas';
import type { Db } from '../db/client';
import { branches } from '../db/schema';
import { assertInScope, type Scope, scopeFilter } from './scope';

export async function branchesInScope(db: Db, scope: Scope): Promise<Branch[]> {
  return db
    .select({ ORG_ID: branches.orgId, BRANCH_CODE: branches.branchCode, BRANCH_DESC: branches.branchDesc })
    .from(branches)
    .where(scopeFilter(scope, { orgId: branches.orgId, branchCode: branches.branchCode }))
    .orderBy(asc(branches.branchDesc));
}

export async function findBranch(db: Db, branchCode: string, orgId?: number) {
  const found = await db
    .select({ orgId: branches.orgId, branchCode: branches.branchCode, branchDesc: branches.branchDesc })
    .from(branches)
    .where(
      orgId === undefined
        ? eq(branches.branchCode, branchCode)
        : and(eq(branches.branchCode, branchCode), eq(branches.orgId, orgId)),
    )
    .limit(1);
  return found[0];
}

/** The branches of the given codes that exist (codes not found are simply absent). */
export async function findBranches(db: Db, branchCodes: readonly string[]) {
  if (branchCodes.length === 0) return [];
  return db
    .select({ orgId: branches.orgId, branchCode: branches.branchCode, branchDesc: branches.branchDesc })
    .from(branches)
    .where(inArray(branches.branchCode, [...branchCodes]));
}

/**
 * The branch a lookup or overview names: undefined when it does not exist, 403 when it lies outside
 * the user's scope. Every screen whose selects are filled per branch asks the same.
 */
export async function findBranchInScope(db: Db, scope: Scope, branchCode: string) {
  const branch = await findBranch(db, branchCode);
  if (branch) assertInScope(scope, branch);
  return branch;
}
