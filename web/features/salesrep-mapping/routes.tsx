/** The screen of the sales rep mapping module (spec part 1 section 2), loaded when first opened. */
import { salesrepMappingModule } from '../../../common/modules/salesrep-mapping';
import { type AppRoute, lazyScreen, moduleRoutes } from '../../lib/app-route';

const SalesrepMappingPage = lazyScreen(() => import('./SalesrepMappingPage'), 'SalesrepMappingPage');

export const routes: AppRoute[] = moduleRoutes(salesrepMappingModule, { salesreps: SalesrepMappingPage });
