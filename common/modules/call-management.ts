/** The call plans, the working calendar and the call realization (spec part 2 section 2). */
import { messages } from '../messages';
import { DEMO, defineModule } from './define';

const menu = (id: number) => ({ id, group: 'callManagement' }) as const;

export const callManagementModule = defineModule({
  name: 'call-management',
  screens: {
    fixedUpload: {
      url: '/call-management/uploadfixedcall',
      title: messages.uploadFixedCall,
      menu: menu(81),
      demo: DEMO.everyone,
    },
    fixedOverview: {
      url: '/call-management/overviewfixedcall',
      title: messages.overviewFixedCall,
      menu: menu(82),
      demo: DEMO.everyone,
    },
    realization: {
      url: '/call-management/overviewrealization',
      title: messages.overviewCallRealization,
      menu: menu(83),
      demo: DEMO.everyone,
    },
    calendarUpload: {
      url: '/call-management/uploadCalendar',
      title: messages.uploadCalendar,
      menu: menu(84),
      demo: DEMO.headOffice,
    },
    calendarOverview: {
      url: '/call-management/overviewCalendar',
      title: messages.overviewCalendar,
      menu: menu(85),
      demo: DEMO.everyone,
    },
    masterUpload: {
      url: '/call-management/uploadmastercall',
      title: messages.uploadMasterCall,
      menu: menu(86),
      demo: DEMO.everyone,
    },
    masterOverview: {
      url: '/call-management/overviewmastercall',
      title: messages.overviewMasterCall,
      menu: menu(87),
      demo: DEMO.everyone,
    },
  },
});
