/** The periods and the promotions shown to the field app (spec part 2 section 2). */
import { messages } from '../messages';
import { DEMO, defineModule } from './define';

const menu = (id: number) => ({ id, group: 'setting' }) as const;

export const settingModule = defineModule({
  name: 'setting',
  screens: {
    periods: {
      url: '/setting/settingperiod',
      title: messages.settingPeriod,
      menu: menu(101),
      demo: DEMO.headOffice,
    },
    promotions: {
      url: '/setting/settingslide',
      title: messages.promotionSetting,
      menu: menu(102),
      demo: DEMO.headOffice,
    },
  },
});
