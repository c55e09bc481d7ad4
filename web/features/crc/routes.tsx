/** The display-check photo screens (spec part 2 section 2), each loaded when first opened. */
import { messages } from '../../../common/messages';
import { MODULE_SCREENS } from '../../../common/modules';
import { type AppRoute, lazyScreen } from '../../lib/app-route';

const CrcFileViewerPage = lazyScreen(() => import('./CrcFileViewerPage'), 'CrcFileViewerPage');
const OverviewFileCrcPage = lazyScreen(() => import('./OverviewFileCrcPage'), 'OverviewFileCrcPage');

const S = MODULE_SCREENS.crc;

export const routes: AppRoute[] = [
  { path: S.files, title: messages.crcFileViewer, menuPath: S.files, screen: CrcFileViewerPage },
  { path: S.displays, title: messages.overviewFileCrc, menuPath: S.displays, screen: OverviewFileCrcPage },
];
