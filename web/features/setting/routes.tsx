/** The screens of the setting module (spec part 2 section 2), each loaded when first opened. */
import { messages } from '../../../common/messages';
import { type AppRoute, lazyScreen } from '../../lib/app-route';

const SettingPeriodPage = lazyScreen(() => import('./SettingPeriodPage'), 'SettingPeriodPage');

const PERIODS = '/setting/settingperiod';

export const routes: AppRoute[] = [
  { path: PERIODS, title: messages.settingPeriod, menuPath: PERIODS, screen: SettingPeriodPage },
];
