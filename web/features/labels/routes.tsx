/** The screens of the labels module (spec part 1 section 2), each loaded when first opened. */
import { messages } from '../../../common/messages';
import { type AppRoute, lazyScreen } from '../../lib/app-route';

const PrintRelasiPrinterPage = lazyScreen(() => import('./PrintRelasiPage'), 'PrintRelasiPrinterPage');
const PrintRelasiStickerPage = lazyScreen(() => import('./PrintRelasiPage'), 'PrintRelasiStickerPage');

const PRINTER = '/mapping-sales-assignment/printqrrelasi';
const STICKER = '/mapping-sales-assignment/printqrrelasinew';

export const routes: AppRoute[] = [
  { path: PRINTER, title: messages.printBarcodeRelasi, menuPath: PRINTER, screen: PrintRelasiPrinterPage },
  {
    path: STICKER,
    title: messages.printBarcodeRelasiFile,
    menuPath: STICKER,
    screen: PrintRelasiStickerPage,
  },
];
