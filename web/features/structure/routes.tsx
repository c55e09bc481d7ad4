/** The screens of the structure module (spec part 1 section 2), each loaded when first opened. */
import { messages } from '../../../common/messages';
import { type AppRoute, lazyScreen } from '../../lib/app-route';

const TypePage = lazyScreen(() => import('./TypePage'), 'TypePage');
const TitlePage = lazyScreen(() => import('./TitlePage'), 'TitlePage');
const RoleOverviewPage = lazyScreen(() => import('./RoleOverviewPage'), 'RoleOverviewPage');
const RoleUploadPage = lazyScreen(() => import('./RoleUploadPage'), 'RoleUploadPage');
const RoleFormPage = lazyScreen(() => import('./RoleFormPage'), 'RoleFormPage');

const TYPE = '/structure/type';
const TITLE = '/structure/title';
const ROLES = '/manage-role/overview';

export const routes: AppRoute[] = [
  { path: TYPE, title: messages.employeeType, menuPath: TYPE, screen: TypePage },
  { path: `${TYPE}/:typeId`, title: messages.employeeType, menuPath: TYPE, screen: TypePage },
  { path: TITLE, title: messages.employeeTitle, menuPath: TITLE, screen: TitlePage },
  { path: `${TITLE}/:titleId`, title: messages.employeeTitle, menuPath: TITLE, screen: TitlePage },
  { path: ROLES, title: messages.manageRole, menuPath: ROLES, screen: RoleOverviewPage },
  {
    path: '/manage-role/upload',
    title: messages.uploadNewRole,
    menuPath: '/manage-role/upload',
    screen: RoleUploadPage,
  },
  {
    path: '/manage-role/new',
    title: messages.addNewRole,
    menuPath: '/manage-role/new',
    screen: RoleFormPage,
  },
  { path: '/manage-role/new/:roleMapID', title: messages.editRole, menuPath: ROLES, screen: RoleFormPage },
];
