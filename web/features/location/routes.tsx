/** The screens of the location module (spec part 1 section 2), each loaded when first opened. */
import { locationModule } from '../../../common/modules/location';
import { type AppRoute, lazyScreen, moduleRoutes } from '../../lib/app-route';

const UnmappingSalesPage = lazyScreen(() => import('./UnmappingSalesPage'), 'UnmappingSalesPage');
const LocationOverviewPage = lazyScreen(() => import('./LocationOverviewPage'), 'LocationOverviewPage');

export const routes: AppRoute[] = moduleRoutes(locationModule, {
  geotag: LocationOverviewPage,
  unmapped: UnmappingSalesPage,
});
