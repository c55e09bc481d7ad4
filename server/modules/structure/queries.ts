import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { roles } from '../../db/schema';
import { type Scope, scopeFilter } from '../../platform/scope';

/** Position codes of the roles in the user's scope (position selects). */
export async function positionsInScope(db: Db, scope: Scope): Promise<string[]> {
  const found = await db
    .selectDistinct({ code: roles.rolePositionCode })
    .from(roles)
    .where(scopeFilter(scope, { orgId: roles.orgId, branchCode: roles.branchCode }))
    .orderBy(asc(roles.rolePositionCode));
  return found.map((r) => r.code);
}
