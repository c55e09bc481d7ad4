/** The screens of the structure module (spec part 1 section 2), each loaded when first opened. */
import { messages } from '../../../common/messages';
import { type AppRoute, lazyScreen } from '../../lib/app-route';
import { ROLE_NEW_PATH, ROLE_OVERVIEW_PATH, ROLE_UPLOAD_PATH, TITLE_PATH, TYPE_PATH } from './paths';

const TypePage = lazyScreen(() => import('./TypePage'), 'TypePage');
const TitlePage = lazyScreen(() => import('./TitlePage'), 'TitlePage');
const RoleOverviewPage = lazyScreen(() => import('./RoleOverviewPage'), 'RoleOverviewPage');
const RoleUploadPage = lazyScreen(() => import('./RoleUploadPage'), 'RoleUploadPage');
const RoleFormPage = lazyScreen(() => import('./RoleFormPage'), 'RoleFormPage');

export const routes: AppRoute[] = [
  { path: TYPE_PATH, title: messages.employeeType, menuPath: TYPE_PATH, screen: TypePage },
  { path: `${TYPE_PATH}/:typeId`, title: messages.employeeType, menuPath: TYPE_PATH, screen: TypePage },
  { path: TITLE_PATH, title: messages.employeeTitle, menuPath: TITLE_PATH, screen: TitlePage },
  { path: `${TITLE_PATH}/:titleId`, title: messages.employeeTitle, menuPath: TITLE_PATH, screen: TitlePage },
  {
    path: ROLE_OVERVIEW_PATH,
    title: messages.manageRole,
    menuPath: ROLE_OVERVIEW_PATH,
    screen: RoleOverviewPage,
  },
  {
    path: ROLE_UPLOAD_PATH,
    title: messages.uploadNewRole,
    menuPath: ROLE_UPLOAD_PATH,
    screen: RoleUploadPage,
  },
  { path: ROLE_NEW_PATH, title: messages.addNewRole, menuPath: ROLE_NEW_PATH, screen: RoleFormPage },
  {
    path: `${ROLE_NEW_PATH}/:roleMapID`,
    title: messages.editRole,
    menuPath: ROLE_OVERVIEW_PATH,
    screen: RoleFormPage,
  },
];
