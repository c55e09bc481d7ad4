/** The business line product mapping (spec part 2 section 2). */
import { messages } from '../messages';
import { DEMO, defineModule } from './define';

const menu = (id: number) => ({ id, group: 'bisnisLini' }) as const;

export const bisnisLiniModule = defineModule({
  name: 'bisnis-lini',
  screens: {
    upload: {
      url: '/mapping-sublini-product/upload',
      title: messages.uploadMappingBisnisLini,
      menu: menu(61),
      demo: DEMO.headOffice,
    },
    overview: {
      url: '/mapping-sublini-product/overview',
      title: messages.overviewBisnisLini,
      menu: menu(62),
      demo: DEMO.everyone,
    },
  },
});
