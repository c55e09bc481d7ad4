/** The screens of the setting module (spec part 2 section 2), each loaded when first opened. */
import { messages } from '../../../common/messages';
import { MODULE_SCREENS } from '../../../common/modules';
import { type AppRoute, lazyScreen } from '../../lib/app-route';

const SettingPeriodPage = lazyScreen(() => import('./SettingPeriodPage'), 'SettingPeriodPage');
const PromotionSettingPage = lazyScreen(() => import('./PromotionSettingPage'), 'PromotionSettingPage');

const S = MODULE_SCREENS.setting;

export const routes: AppRoute[] = [
  { path: S.periods, title: messages.settingPeriod, menuPath: S.periods, screen: SettingPeriodPage },
  {
    path: S.promotions,
    title: messages.promotionSetting,
    menuPath: S.promotions,
    screen: PromotionSettingPage,
  },
];
