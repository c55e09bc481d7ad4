/** The screens of the sales assignment module (spec part 1 section 2), each loaded when first opened. */
import { messages } from '../../../common/messages';
import { type AppRoute, lazyScreen } from '../../lib/app-route';
import {
  ASSIGNMENT_EDIT_ROUTE,
  ASSIGNMENT_NEW_PATH,
  ASSIGNMENT_OVERVIEW_PATH,
  ASSIGNMENT_UPLOAD_PATH,
} from './paths';

const AssignmentOverviewPage = lazyScreen(() => import('./AssignmentOverviewPage'), 'AssignmentOverviewPage');
const AssignmentEntryPage = lazyScreen(() => import('./AssignmentEntryPage'), 'AssignmentEntryPage');
const AssignmentEditPage = lazyScreen(() => import('./AssignmentEditPage'), 'AssignmentEditPage');
const AssignmentUploadPage = lazyScreen(() => import('./AssignmentUploadPage'), 'AssignmentUploadPage');

export const routes: AppRoute[] = [
  {
    path: ASSIGNMENT_OVERVIEW_PATH,
    title: messages.viewMappingAssignment,
    menuPath: ASSIGNMENT_OVERVIEW_PATH,
    screen: AssignmentOverviewPage,
  },
  {
    path: ASSIGNMENT_UPLOAD_PATH,
    title: messages.uploadMappingAssignmentMenu,
    menuPath: ASSIGNMENT_UPLOAD_PATH,
    screen: AssignmentUploadPage,
  },
  {
    path: ASSIGNMENT_NEW_PATH,
    title: messages.mappingNewCustomer,
    menuPath: ASSIGNMENT_NEW_PATH,
    screen: AssignmentEntryPage,
  },
  // The route names its parameter salesrepMapId; the overview navigates with the assignment id.
  {
    path: ASSIGNMENT_EDIT_ROUTE,
    title: messages.editMappingAssignment,
    menuPath: ASSIGNMENT_OVERVIEW_PATH,
    screen: AssignmentEditPage,
  },
];
