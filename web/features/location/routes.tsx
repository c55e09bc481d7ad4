/** The screens of the location module (spec part 1 section 2), each loaded when first opened. */
import { messages } from '../../../common/messages';
import { type AppRoute, lazyScreen } from '../../lib/app-route';

const UnmappingSalesPage = lazyScreen(() => import('./UnmappingSalesPage'), 'UnmappingSalesPage');
const LocationOverviewPage = lazyScreen(() => import('./LocationOverviewPage'), 'LocationOverviewPage');

const UNMAPPED = '/mapping-sales-assignment/overviewunmappingsales';
const GEOTAG = '/mapping-sales-assignment/overviewgeotag';

export const routes: AppRoute[] = [
  { path: GEOTAG, title: messages.overviewLocationRelasi, menuPath: GEOTAG, screen: LocationOverviewPage },
  { path: UNMAPPED, title: messages.unmappingSales, menuPath: UNMAPPED, screen: UnmappingSalesPage },
];
