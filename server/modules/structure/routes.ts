/** The calls of the structure module, each handed to its service. */
import { contract } from '../../../common/contract';
import { branchesInScope } from '../../platform/branches';
import { implement } from '../../platform/implement';
import { implementUpload } from '../../platform/import';
import { roleExport, rolePage } from './role-list';
import { additionalTypesFor, csosFor, oneRole, prepareRoleForm, supervisorsFor } from './role-lookups';
import { uploadRoles } from './role-upload';
import { addRole, changeRole } from './roles';
import { addTitle, changeTitle, selectTitles, titleById, titlesOfType, typeCodesForTitles } from './titles';
import { addType, changeType, selectTypes, typeById } from './types';

const s = contract.structure;

export const structureRoutes = () => [
  implement(s.getBranchList, async (_input, ctx) => branchesInScope(ctx.db, ctx.scope)),

  implement(s.typeSelect, async (_input, ctx) => selectTypes(ctx)),
  implement(s.typeById, async ({ id }, ctx) => typeById(id, ctx)),
  implement(s.typeInsert, async (input, ctx) => addType(input, ctx)),
  implement(s.typeUpdate, async (input, ctx) => changeType(input, ctx)),

  implement(s.titleGetType, async (_input, ctx) => typeCodesForTitles(ctx)),
  implement(s.titleSelect, async (_input, ctx) => selectTitles(ctx)),
  implement(s.titleById, async ({ id }, ctx) => titleById(id, ctx)),
  implement(s.titleInsert, async (input, ctx) => addTitle(input, ctx)),
  implement(s.titleUpdate, async (input, ctx) => changeTitle(input, ctx)),

  implement(s.selectRole, async (input, ctx) => rolePage(input, ctx)),
  implement(s.exportRole, async (input, ctx) => roleExport(input, ctx)),
  implement(s.prepareForm, async (_input, ctx) => prepareRoleForm(ctx)),
  implement(s.roleById, async ({ roleMapId }, ctx) => oneRole(roleMapId, ctx)),
  implement(s.getTitleByType, async ({ typeCode }, ctx) => titlesOfType(typeCode, ctx)),
  implement(s.getSupervisorbyBranch, async ({ branchCode }, ctx) => supervisorsFor(branchCode, ctx)),
  implement(s.getCSOListByBranch, async ({ branchCode }, ctx) => csosFor(branchCode, ctx)),
  implement(s.selectAdditionalType, async ({ branchCode }, ctx) => additionalTypesFor(branchCode, ctx)),
  implement(s.roleInsert, async (input, ctx) => addRole(input, ctx)),
  implement(s.roleUpdate, async (input, ctx) => changeRole(input, ctx)),
  implementUpload(s.roleUpload, async (input, ctx) => uploadRoles(input, ctx)),
];
