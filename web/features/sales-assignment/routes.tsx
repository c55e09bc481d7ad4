/** The screens of the sales assignment module (spec part 1 section 2), each loaded when first opened. */
import { messages } from '../../../common/messages';
import { type AppRoute, lazyScreen } from '../../lib/app-route';

const AssignmentOverviewPage = lazyScreen(() => import('./AssignmentOverviewPage'), 'AssignmentOverviewPage');
const AssignmentEntryPage = lazyScreen(() => import('./AssignmentEntryPage'), 'AssignmentEntryPage');
const AssignmentEditPage = lazyScreen(() => import('./AssignmentEditPage'), 'AssignmentEditPage');
const AssignmentUploadPage = lazyScreen(() => import('./AssignmentUploadPage'), 'AssignmentUploadPage');

const BASE = '/mapping-sales-assignment';
const OVERVIEW = `${BASE}/overview`;

export const routes: AppRoute[] = [
  {
    path: OVERVIEW,
    title: messages.viewMappingAssignment,
    menuPath: OVERVIEW,
    screen: AssignmentOverviewPage,
  },
  {
    path: `${BASE}/upload`,
    title: messages.uploadMappingAssignmentMenu,
    menuPath: `${BASE}/upload`,
    screen: AssignmentUploadPage,
  },
  {
    path: `${BASE}/new`,
    title: messages.mappingNewCustomer,
    menuPath: `${BASE}/new`,
    screen: AssignmentEntryPage,
  },
  // The route names its parameter salesrepMapId; the overview navigates with the assignment id.
  {
    path: `${BASE}/edit/:salesrepMapId`,
    title: messages.editMappingAssignment,
    menuPath: OVERVIEW,
    screen: AssignmentEditPage,
  },
];
