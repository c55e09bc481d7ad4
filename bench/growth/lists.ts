/**
 * The selections the growth run pages: the role overview of head office (ALL BRANCH) and the
 * assignment overview of head office (ALL BRANCH) and of one branch user (org 101). Each knows its
 * call and body, and its module's own queries, which the bench runs directly: the selection's
 * size, the cursor at its middle, and the floor of a Load List whose count is computed.
 */
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { assignmentPageQueries } from '../../server/modules/sales-assignment/assignment-list';
import {
  ASSIGNMENT_ORDER,
  type AssignmentListFilter,
  assignmentListWhere,
  countAssignments,
  selectAssignments,
} from '../../server/modules/sales-assignment/queries';
import {
  countRoles,
  ROLE_ORDER,
  type RoleListFilter,
  roleListWhere,
  selectRoles,
} from '../../server/modules/structure/queries';
import { rolePageQueries } from '../../server/modules/structure/role-list';
import { AnswerStore } from '../../server/platform/data-version';
import { type KeysetOrder, type PagePlan, pageOfRows, pagePlan } from '../../server/platform/list/keyset';
import type { Scope } from '../../server/platform/scope';
import { ALL_BRANCH } from '../role-overview';
import { ALL, BASE } from '../sales-assignment';

export type User = 'ho.admin' | 'branch.admin';

export interface GrowthList {
  /** The row names start with it. */
  name: string;
  /** What its rows are, for the selection's row. */
  noun: string;
  /** The call, below /api. */
  path: string;
  user: User;
  /** The body of its first page (page size included), without the paging fields. */
  body: Record<string, unknown>;
  count(db: Db): Promise<number>;
  /** The cursor of the row just before the middle of the selection: the page `after` it is the middle page. */
  middleCursor(db: Db, total: number): Promise<string>;
  /** Load List (first page + count) with nothing kept: the versions read, the page and the count computed. */
  coldLoadList(db: Db): Promise<unknown>;
}

const PAGE_SIZE = 100;
/** A store that keeps nothing: each Load List computes its count, as the first one after a write does. */
const keepsNothing = () => new AnswerStore({ entries: 0, chars: 0 });

/**
 * The end cursor of a one-row page at `offset` in the list's default order, as the server would
 * hand it out. A page number cannot reach that deep (PAGE_NUMBER_MAX_ROWS), so the plan is the
 * first page's with an offset: run once by the bench, never by a client.
 */
async function cursorAt<Row>(
  order: KeysetOrder,
  offset: number,
  read: (plan: PagePlan) => Promise<Row[]>,
): Promise<string> {
  const plan = { ...pagePlan(order, { page: 0, pageSize: 1 }), offset };
  const { endCursor } = pageOfRows(order, plan, await read(plan));
  if (endCursor === null) throw new Error(`no row at offset ${offset}`);
  return endCursor;
}

const middleOffset = (total: number) => Math.max(0, Math.floor(total / 2) - 1);

function roleList(scope: Scope): GrowthList {
  const filter: RoleListFilter = { branch: '0', position: '', search: '' };
  const where = (db: Db) => roleListWhere(db, scope, filter);
  return {
    name: 'role overview (head office, ALL BRANCH)',
    noun: 'roles',
    path: '/structure/role/selectRole',
    user: 'ho.admin',
    body: { ...ALL_BRANCH, pageSize: PAGE_SIZE },
    count: async (db) => countRoles(db, await where(db)),
    middleCursor: async (db, total) => {
      const w = await where(db);
      return cursorAt(ROLE_ORDER, middleOffset(total), (plan) => selectRoles(db, w, plan));
    },
    coldLoadList: (db) =>
      rolePageQueries({ ...filter, page: 0, pageSize: PAGE_SIZE, count: true }, db, scope, keepsNothing()),
  };
}

function assignmentList(name: string, user: User, scope: Scope): GrowthList {
  // Head office's orgID 81 asks for every org; a branch user's scope is its org whatever it sends.
  const filter: AssignmentListFilter = { positionCode: '0', orgId: undefined, search: '' };
  const where: SQL | undefined = assignmentListWhere(scope, filter);
  return {
    name,
    noun: 'assignments',
    path: `${BASE}/select`,
    user,
    body: { ...ALL, pageSize: PAGE_SIZE },
    count: (db) => countAssignments(db, where),
    middleCursor: (db, total) =>
      cursorAt(ASSIGNMENT_ORDER, middleOffset(total), (plan) => selectAssignments(db, where, plan)),
    coldLoadList: (db) =>
      assignmentPageQueries(
        { ...filter, page: 0, pageSize: PAGE_SIZE, count: true },
        db,
        scope,
        keepsNothing(),
      ),
  };
}

export const GROWTH_LISTS: GrowthList[] = [
  roleList({ kind: 'all' }),
  assignmentList('assignment overview (head office, ALL BRANCH)', 'ho.admin', { kind: 'all' }),
  assignmentList('assignment overview (branch user, org 101)', 'branch.admin', { kind: 'org', orgId: 101 }),
];
