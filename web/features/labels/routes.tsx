/** The screens of the labels module (spec part 1 section 2), each loaded when first opened. */
import { labelsModule } from '../../../common/modules/labels';
import { type AppRoute, lazyScreen, moduleRoutes } from '../../lib/app-route';

const PrintRelasiPrinterPage = lazyScreen(() => import('./PrintRelasiPage'), 'PrintRelasiPrinterPage');
const PrintRelasiStickerPage = lazyScreen(() => import('./PrintRelasiPage'), 'PrintRelasiStickerPage');

export const routes: AppRoute[] = moduleRoutes(labelsModule, {
  printer: PrintRelasiPrinterPage,
  stickers: PrintRelasiStickerPage,
});
