/** The screens of the structure module (spec part 1 section 2), each loaded when first opened. */
import { structureModule } from '../../../common/modules/structure';
import { type AppRoute, lazyScreen, moduleRoutes } from '../../lib/app-route';

const TypePage = lazyScreen(() => import('./TypePage'), 'TypePage');
const TitlePage = lazyScreen(() => import('./TitlePage'), 'TitlePage');
const RoleOverviewPage = lazyScreen(() => import('./RoleOverviewPage'), 'RoleOverviewPage');
const RoleUploadPage = lazyScreen(() => import('./RoleUploadPage'), 'RoleUploadPage');
const RoleFormPage = lazyScreen(() => import('./RoleFormPage'), 'RoleFormPage');

// A list and its record's route share their screen, so the screen keeps its state between them.
export const routes: AppRoute[] = moduleRoutes(
  structureModule,
  {
    type: TypePage,
    title: TitlePage,
    roles: RoleOverviewPage,
    uploadRole: RoleUploadPage,
    newRole: RoleFormPage,
  },
  { type: TypePage, title: TitlePage, role: RoleFormPage },
);
