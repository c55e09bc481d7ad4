/** The incentive adjustments: entry, upload, summary and approval (spec part 2 section 2). */
import { messages } from '../messages';
import { DEMO, defineModule } from './define';

const menu = (id: number) => ({ id, group: 'incentive' }) as const;

export const incentiveModule = defineModule({
  name: 'incentive',
  screens: {
    upload: {
      url: '/adjust-incentive/upload',
      title: messages.uploadAdjustIncentive,
      menu: menu(71),
      demo: DEMO.everyone,
    },
    entry: {
      url: '/adjust-incentive/new',
      title: messages.adjustIncentive,
      menu: menu(72),
      demo: DEMO.everyone,
    },
    summary: {
      url: '/adjust-incentive/summary',
      title: messages.adjustIncentiveSummary,
      menu: menu(73),
      demo: DEMO.everyone,
    },
    approval: {
      url: '/adjust-incentive/approval',
      title: messages.adjustIncentiveApproval,
      menu: menu(74),
      demo: DEMO.heads,
    },
  },
});
