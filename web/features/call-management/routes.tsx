/** The call management screens (spec part 2 section 2), each loaded when first opened. */
import { messages } from '../../../common/messages';
import { type AppRoute, lazyScreen } from '../../lib/app-route';

const FixedCallUploadPage = lazyScreen(() => import('./FixedCallUploadPage'), 'FixedCallUploadPage');
const FixedCallOverviewPage = lazyScreen(() => import('./FixedCallOverviewPage'), 'FixedCallOverviewPage');
const MasterCallUploadPage = lazyScreen(() => import('./MasterCallUploadPage'), 'MasterCallUploadPage');
const MasterCallOverviewPage = lazyScreen(() => import('./MasterCallOverviewPage'), 'MasterCallOverviewPage');
const CalendarUploadPage = lazyScreen(() => import('./CalendarUploadPage'), 'CalendarUploadPage');
const OverviewRealizationPage = lazyScreen(
  () => import('./OverviewRealizationPage'),
  'OverviewRealizationPage',
);
const CalendarOverviewPage = lazyScreen(() => import('./CalendarOverviewPage'), 'CalendarOverviewPage');

const screen = (path: string, title: string, page: AppRoute['screen']): AppRoute => ({
  path,
  title,
  menuPath: path,
  screen: page,
});

export const routes: AppRoute[] = [
  screen('/call-management/uploadfixedcall', messages.uploadFixedCall, FixedCallUploadPage),
  screen('/call-management/overviewfixedcall', messages.overviewFixedCall, FixedCallOverviewPage),
  screen('/call-management/overviewrealization', messages.overviewCallRealization, OverviewRealizationPage),
  screen('/call-management/uploadmastercall', messages.uploadMasterCall, MasterCallUploadPage),
  screen('/call-management/overviewmastercall', messages.overviewMasterCall, MasterCallOverviewPage),
  screen('/call-management/uploadCalendar', messages.uploadCalendar, CalendarUploadPage),
  screen('/call-management/overviewCalendar', messages.overviewCalendar, CalendarOverviewPage),
];
