import { contract } from '../../../common/contract';
import { implement } from '../../platform/implement';
import { askedPeriodScope, openPeriods } from '../../platform/periods';
import type { Storage } from '../../platform/storage';
import { fieldPromotionImage, fieldPromotions } from './field-promotions';
import { addPeriod, listPeriodSetup } from './period-setup';
import { deletePromotion, promotionImage, promotionList, savePromotion, titlesOf } from './promotions';

const s = contract.setting;

export const settingRoutes = (storage: Storage) => [
  // Head office may ask for any org; everyone else gets its own org's periods, a branch head its
  // branch's; a screen showing one branch asks for that branch.
  implement(s.validPeriod, async ({ typeID, orgID, branchCode }, ctx) => {
    const asked = askedPeriodScope(ctx.scope, orgID, branchCode);
    return asked ? openPeriods(ctx.db, typeID, asked) : [];
  }),
  implement(s.setupPeriodeInput, async ({ typeModul }, ctx) => listPeriodSetup(typeModul, ctx)),
  implement(s.addPeriod, async (input, ctx) => addPeriod(input, ctx)),
  implement(s.selectslide, (_input, ctx) => promotionList(ctx.db)),
  implement(s.insertSlide, (input, ctx) => savePromotion(ctx, storage, input)),
  implement(s.deleteslide, ({ ID }, ctx) => deletePromotion(ctx, ID)),
  implement(s.selectimagebyid, ({ ID }, ctx) => promotionImage(ctx.db, storage, ID)),
  implement(s.getTitleAll, async ({ TypeEmp }, ctx) => ({ resultTitle: await titlesOf(ctx.db, TypeEmp) })),
  implement(s.fieldPromotions, ({ employeeId }, ctx) => fieldPromotions(ctx.db, employeeId)),
  implement(s.fieldPromotionImage, ({ ID, employeeId }, ctx) =>
    fieldPromotionImage(ctx.db, storage, ID, employeeId),
  ),
];
