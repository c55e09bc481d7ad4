import { contract } from '../../../common/contract';
import { implement } from '../../platform/implement';
import { openPeriods, periodScope } from '../../platform/periods';
import { addPeriod, listPeriodSetup } from './period-setup';

const s = contract.setting;

export const settingRoutes = () => [
  // Head office may ask for any org; everyone else gets its own org's periods, a branch head its branch's.
  implement(s.validPeriod, async ({ typeID, orgID }, ctx) =>
    openPeriods(ctx.db, typeID, periodScope(ctx.scope, orgID)),
  ),
  implement(s.setupPeriodeInput, async ({ typeModul }, ctx) => listPeriodSetup(typeModul, ctx)),
  implement(s.addPeriod, async (input, ctx) => addPeriod(input, ctx)),
];
