/** The push activity campaigns: input, approval and overview (spec part 2 section 2). */
import { messages } from '../messages';
import { DEMO, defineModule } from './define';

const menu = (id: number) => ({ id, group: 'pushActivity' }) as const;

export const pushActivityModule = defineModule({
  name: 'push-activity',
  screens: {
    input: {
      url: '/pushactivity/addpaheader',
      title: messages.inputPushActivity,
      menu: menu(91),
      demo: DEMO.headOffice,
    },
    approval: {
      url: '/pushactivity/paapproval',
      title: messages.pushActivityApproval,
      menu: menu(92),
      demo: DEMO.headOffice,
    },
    overview: {
      url: '/pushactivity/paoverview',
      title: messages.pushActivityOverview,
      menu: menu(93),
      demo: DEMO.everyone,
    },
  },
});
