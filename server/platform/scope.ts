/**
 * Org scope, applied inside queries: head office (ORG_ID 81) sees every branch, any other user
 * only rows of its own org, and a KEPALA CABANG user only its own branch. Every module builds its
 * WHERE clause from scopeFilter, checks a row it is about to change with assertInScope, and a row
 * it reads by its key with foundInScope.
 */
import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { ALL_BRANCH, HEAD_OFFICE_ORG_ID, KEPALA_CABANG } from '../../common/constants';
import type { SessionUser } from '../../common/contract/auth';
import { messages } from '../../common/messages';
import { AppError } from './errors';

export type Scope =
  | { kind: 'all' }
  | { kind: 'org'; orgId: number }
  | { kind: 'branch'; orgId: number; branchCode: string };

export function scopeOf(user: Pick<SessionUser, 'ORG_ID' | 'BRANCH_CODE' | 'USER_ACCESS_TYPE'>): Scope {
  if (user.USER_ACCESS_TYPE === KEPALA_CABANG) {
    return { kind: 'branch', orgId: user.ORG_ID, branchCode: user.BRANCH_CODE };
  }
  if (user.ORG_ID === HEAD_OFFICE_ORG_ID) return { kind: 'all' };
  return { kind: 'org', orgId: user.ORG_ID };
}

/** The WHERE condition that keeps a query inside the scope; undefined for head office. */
export function scopeFilter(
  scope: Scope,
  columns: { orgId: SQLWrapper; branchCode: SQLWrapper },
): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'org':
      return eq(columns.orgId as never, scope.orgId);
    case 'branch':
      return and(eq(columns.orgId as never, scope.orgId), eq(columns.branchCode as never, scope.branchCode));
  }
}

export function inScope(scope: Scope, row: { orgId: number; branchCode: string }): boolean {
  switch (scope.kind) {
    case 'all':
      return true;
    case 'org':
      return row.orgId === scope.orgId;
    case 'branch':
      return row.orgId === scope.orgId && row.branchCode === scope.branchCode;
  }
}

/**
 * A row read by its key (a detail, a photo, a position's plan) for the caller: one outside the
 * caller's scope is answered exactly as a missing one (`notFound`, the same status and message), so
 * that trying keys never tells another branch's user which exist. A change of a row named by the
 * caller keeps assertInScope's 403.
 */
export function foundInScope<Row>(
  scope: Scope,
  row: Row | undefined,
  placeOf: (row: Row) => { orgId: number; branchCode: string },
  notFound: () => AppError,
): Row {
  if (row === undefined || !inScope(scope, placeOf(row))) throw notFound();
  return row;
}

/** Refuses a change to a row outside the user's scope. */
export function assertInScope(scope: Scope, row: { orgId: number; branchCode: string }): void {
  if (!inScope(scope, row)) throw new AppError(messages.outOfScope, 'OUT_OF_SCOPE');
}

export const isHeadOffice = (scope: Scope) => scope.kind === 'all';

/**
 * The org a list or upload asks for: head office sees every org when it asks for its own (or 0 / -1,
 * ALL BRANCH), and one org when it names it; anyone else gets its own scope whatever it asks
 * (undefined: no narrowing beyond the scope).
 */
export function orgAsked(scope: Scope, orgID: number): number | undefined {
  if (scope.kind !== 'all') return undefined;
  return orgID === HEAD_OFFICE_ORG_ID || orgID <= 0 ? undefined : orgID;
}

/**
 * The branch a list or overview asks for: none, '' or ALL BRANCH's '0' is every branch of the scope
 * (undefined: no narrowing beyond the scope). Here beside orgAsked so that every screen offering
 * ALL BRANCH reads it alike.
 */
export function branchAsked(code: string | undefined): string | undefined {
  return code === undefined || code === '' || code === ALL_BRANCH.BRANCH_CODE ? undefined : code;
}

/**
 * A filter value that may stand for every one: '' (the spec's screens send ALL empty) or 'ALL' is
 * undefined, no narrowing; anything else is the one asked for.
 */
export function oneAsked(value: string): string | undefined {
  return value === '' || value.toUpperCase() === 'ALL' ? undefined : value;
}

/**
 * The condition true for a row outside the scope, or outside the org head office asks for (see
 * orgAsked): the other side of scopeFilter, for the upload rules, which name each row they refuse
 * where assertInScope would refuse the whole call. Bracketed, so that it can be ANDed into a
 * look-up; undefined when nothing lies outside (head office, for every org).
 */
export function outsideScope(
  scope: Scope,
  columns: { orgId: SQLWrapper; branchCode: SQLWrapper },
  orgId?: number,
): SQL | undefined {
  const outside = [
    scope.kind === 'all' ? undefined : sql`${columns.orgId} <> ${scope.orgId}`,
    scope.kind === 'branch' ? sql`${columns.branchCode} <> ${scope.branchCode}` : undefined,
    orgId === undefined ? undefined : sql`${columns.orgId} <> ${orgId}`,
  ].filter((c) => c !== undefined);
  return outside.length === 0 ? undefined : sql`(${sql.join(outside, sql` OR `)})`;
}

/** Refuses a change that is head office's alone (types, titles, periods). */
export function assertHeadOffice(scope: Scope): void {
  if (!isHeadOffice(scope)) throw new AppError(messages.forbidden, 'FORBIDDEN');
}
