import { ALL_BRANCH } from '../../../common/constants';
import { contract } from '../../../common/contract';
import { selectableYears } from '../../../common/dates';
import { branchesInScope } from '../../platform/branches';
import { implement } from '../../platform/implement';
import { positionsInScope } from '../structure/queries';

export const callManagementRoutes = () => [
  implement(contract.callManagement.prepareFilter, async (_input, ctx) => {
    const [branchList, positions] = await Promise.all([
      branchesInScope(ctx.db, ctx.scope),
      positionsInScope(ctx.db, ctx.scope),
    ]);
    return {
      BRANCH_LIST: ctx.scope.kind === 'all' ? [{ ...ALL_BRANCH }, ...branchList] : branchList,
      PERIODE: Array.from({ length: 12 }, (_, i) => ({ PERIODE: i + 1 })),
      POSITION: positions.map((p) => ({ POSITION_DESC: p.code, BRANCH_CODE: p.branchCode })),
      YEAR: selectableYears().map((y) => ({ YEAR: y })),
    };
  }),
];
