/** The call management screens (spec part 2 section 2), each loaded when first opened. */
import { callManagementModule } from '../../../common/modules/call-management';
import { type AppRoute, lazyScreen, moduleRoutes } from '../../lib/app-route';

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

export const routes: AppRoute[] = moduleRoutes(callManagementModule, {
  fixedUpload: FixedCallUploadPage,
  fixedOverview: FixedCallOverviewPage,
  realization: OverviewRealizationPage,
  masterUpload: MasterCallUploadPage,
  masterOverview: MasterCallOverviewPage,
  calendarUpload: CalendarUploadPage,
  calendarOverview: CalendarOverviewPage,
});
