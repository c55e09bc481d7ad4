import { contract } from '../../../common/contract';
import { branchesInScope } from '../../platform/branches';
import { implement } from '../../platform/implement';

export const structureRoutes = () => [
  implement(contract.structure.getBranchList, async (_input, ctx) => branchesInScope(ctx.db, ctx.scope)),
];
