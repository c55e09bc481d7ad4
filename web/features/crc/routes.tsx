/** The display-check photo screens (spec part 2 section 2), each loaded when first opened. */
import { crcModule } from '../../../common/modules/crc';
import { type AppRoute, lazyScreen, moduleRoutes } from '../../lib/app-route';

const CrcFileViewerPage = lazyScreen(() => import('./CrcFileViewerPage'), 'CrcFileViewerPage');
const OverviewFileCrcPage = lazyScreen(() => import('./OverviewFileCrcPage'), 'OverviewFileCrcPage');

export const routes: AppRoute[] = moduleRoutes(crcModule, {
  files: CrcFileViewerPage,
  displays: OverviewFileCrcPage,
});
