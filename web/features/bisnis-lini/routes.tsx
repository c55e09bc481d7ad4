/** The business line product mapping screens (spec part 2 section 2), each loaded when first opened. */
import { bisnisLiniModule } from '../../../common/modules/bisnis-lini';
import { type AppRoute, lazyScreen, moduleRoutes } from '../../lib/app-route';

const MappingUploadPage = lazyScreen(() => import('./MappingUploadPage'), 'MappingUploadPage');
const MappingOverviewPage = lazyScreen(() => import('./MappingOverviewPage'), 'MappingOverviewPage');

export const routes: AppRoute[] = moduleRoutes(bisnisLiniModule, {
  upload: MappingUploadPage,
  overview: MappingOverviewPage,
});
