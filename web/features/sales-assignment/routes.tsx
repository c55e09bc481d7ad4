/** The screens of the sales assignment module (spec part 1 section 2), each loaded when first opened. */
import { salesAssignmentModule } from '../../../common/modules/sales-assignment';
import { type AppRoute, lazyScreen, moduleRoutes } from '../../lib/app-route';

const AssignmentOverviewPage = lazyScreen(() => import('./AssignmentOverviewPage'), 'AssignmentOverviewPage');
const AssignmentEntryPage = lazyScreen(() => import('./AssignmentEntryPage'), 'AssignmentEntryPage');
const AssignmentEditPage = lazyScreen(() => import('./AssignmentEditPage'), 'AssignmentEditPage');
const AssignmentUploadPage = lazyScreen(() => import('./AssignmentUploadPage'), 'AssignmentUploadPage');

export const routes: AppRoute[] = moduleRoutes(
  salesAssignmentModule,
  { overview: AssignmentOverviewPage, upload: AssignmentUploadPage, entry: AssignmentEntryPage },
  { assignment: AssignmentEditPage },
);
