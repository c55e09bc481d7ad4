/** The calls of the sales assignments (spec part 1 section 7, base /mapping-sales-assignment). */
import { contract } from '../../../common/contract';
import { messages } from '../../../common/messages';
import { AppError } from '../../platform/errors';
import { type CallContext, type Implementation, implement } from '../../platform/implement';
import { implementUpload } from '../../platform/import';
import { foundInScope, orgAsked } from '../../platform/scope';
import { assignmentExport, assignmentPageQueries } from './assignment-list';
import { uploadAssignments, validateUpload } from './assignment-upload';
import { insertAssignments, updateAssignment } from './assignment-writes';
import {
  customerList,
  findCustomers,
  listBisnis,
  listPositions,
  listTypeDescs,
  typeDescsFor,
} from './lookups';
import { assignmentById } from './queries';

const s = contract.salesAssignment;

async function oneAssignment(id: number, ctx: CallContext) {
  const found = foundInScope(
    ctx.scope,
    await assignmentById(ctx.db, id),
    (row) => ({ orgId: row.ORG_ID, branchCode: row.BRANCH_CODE_POSITION }),
    () => new AppError(messages.assignmentNotFound(id), 'NOT_FOUND'),
  );
  return [found];
}

export const salesAssignmentRoutes = (): Implementation[] => [
  implement(s.getCustomerList, async (_input, ctx) => customerList(ctx.db, ctx.scope)),
  implement(s.listBisnis, async (_input, ctx) => listBisnis(ctx.db)),
  implement(s.listTypeDescAll, async (_input, ctx) => listTypeDescs(ctx.db)),
  implement(s.listTypeDesc, async ({ BusinessGroup, customer_id }, ctx) =>
    typeDescsFor(ctx.db, ctx.scope, BusinessGroup, customer_id),
  ),
  implement(s.listPosition, async ({ orgID }, ctx) =>
    listPositions(ctx.db, ctx.scope, orgAsked(ctx.scope, orgID)),
  ),
  implement(s.masterCustomer, async ({ orgID, keyword }, ctx) =>
    findCustomers(ctx.db, ctx.scope, orgAsked(ctx.scope, orgID), keyword),
  ),
  implement(s.listCustomer, async ({ keyword }, ctx) => findCustomers(ctx.db, ctx.scope, undefined, keyword)),
  implement(s.select, async ({ positionCode, orgID, ...paging }, ctx) =>
    assignmentPageQueries({ positionCode, orgId: orgAsked(ctx.scope, orgID), ...paging }, ctx.db, ctx.scope),
  ),
  implement(s.export, async ({ positionCode, orgID, ...sort }, ctx) =>
    assignmentExport({ positionCode, orgId: orgAsked(ctx.scope, orgID), ...sort }, ctx),
  ),
  implement(s.selectByID, async ({ ASSIGNMENT_MAP_ID }, ctx) => oneAssignment(ASSIGNMENT_MAP_ID, ctx)),
  implement(s.insert, async (input, ctx) => insertAssignments(input, ctx)),
  implement(s.update, async (input, ctx) => updateAssignment(input, ctx)),
  implementUpload(s.validation, async (input, ctx) => validateUpload(input, ctx)),
  implementUpload(s.upload, async (input, ctx) => uploadAssignments(input, ctx)),
];
