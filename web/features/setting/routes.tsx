/** The screens of the setting module (spec part 2 section 2), each loaded when first opened. */
import { settingModule } from '../../../common/modules/setting';
import { type AppRoute, lazyScreen, moduleRoutes } from '../../lib/app-route';

const SettingPeriodPage = lazyScreen(() => import('./SettingPeriodPage'), 'SettingPeriodPage');
const PromotionSettingPage = lazyScreen(() => import('./PromotionSettingPage'), 'PromotionSettingPage');

export const routes: AppRoute[] = moduleRoutes(settingModule, {
  periods: SettingPeriodPage,
  promotions: PromotionSettingPage,
});
