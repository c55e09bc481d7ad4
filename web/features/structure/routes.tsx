/** The screens of the structure module (spec part 1 section 2). */
import type { AppRoute } from '../../lib/app-route';
import { RoleFormPage } from './RoleFormPage';
import { RoleOverviewPage } from './RoleOverviewPage';
import { RoleUploadPage } from './RoleUploadPage';
import { TitlePage } from './TitlePage';
import { TypePage } from './TypePage';

export const routes: AppRoute[] = [
  { path: '/structure/type', title: 'Type', element: <TypePage /> },
  { path: '/structure/type/:typeId', title: 'Type', element: <TypePage /> },
  { path: '/structure/title', title: 'Title', element: <TitlePage /> },
  { path: '/structure/title/:titleId', title: 'Title', element: <TitlePage /> },
  { path: '/manage-role/overview', title: 'RoleOverview', element: <RoleOverviewPage /> },
  { path: '/manage-role/upload', title: 'Upload New Role', element: <RoleUploadPage /> },
  { path: '/manage-role/new', title: 'Add New Role', element: <RoleFormPage /> },
  { path: '/manage-role/new/:roleMapID', title: 'Edit Structure Role', element: <RoleFormPage /> },
];
