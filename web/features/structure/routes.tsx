/** The screens of the structure module (spec part 1 section 2), each loaded when first opened. */
import { type AppRoute, lazyScreen } from '../../lib/app-route';

const TypePage = lazyScreen(() => import('./TypePage'), 'TypePage');
const TitlePage = lazyScreen(() => import('./TitlePage'), 'TitlePage');
const RoleOverviewPage = lazyScreen(() => import('./RoleOverviewPage'), 'RoleOverviewPage');
const RoleUploadPage = lazyScreen(() => import('./RoleUploadPage'), 'RoleUploadPage');
const RoleFormPage = lazyScreen(() => import('./RoleFormPage'), 'RoleFormPage');

export const routes: AppRoute[] = [
  { path: '/structure/type', title: 'Type', screen: TypePage },
  { path: '/structure/type/:typeId', title: 'Type', screen: TypePage },
  { path: '/structure/title', title: 'Title', screen: TitlePage },
  { path: '/structure/title/:titleId', title: 'Title', screen: TitlePage },
  { path: '/manage-role/overview', title: 'RoleOverview', screen: RoleOverviewPage },
  { path: '/manage-role/upload', title: 'Upload New Role', screen: RoleUploadPage },
  { path: '/manage-role/new', title: 'Add New Role', screen: RoleFormPage },
  { path: '/manage-role/new/:roleMapID', title: 'Edit Structure Role', screen: RoleFormPage },
];
