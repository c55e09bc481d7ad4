import { contract } from '../../../common/contract';
import { implement } from '../../platform/implement';
import { askedPeriodScope, openPeriods } from '../../platform/periods';
import { addPeriod, listPeriodSetup } from './period-setup';

const s = contract.setting;

export const settingRoutes = () => [
  // Head office may ask for any org; everyone else gets its own org's periods, a branch head its
  // branch's; a screen showing one branch asks for that branch.
  implement(s.validPeriod, async ({ typeID, orgID, branchCode }, ctx) => {
    const asked = askedPeriodScope(ctx.scope, orgID, branchCode);
    return asked ? openPeriods(ctx.db, typeID, asked) : [];
  }),
  implement(s.setupPeriodeInput, async ({ typeModul }, ctx) => listPeriodSetup(typeModul, ctx)),
  implement(s.addPeriod, async (input, ctx) => addPeriod(input, ctx)),
];
