/** The business line product mapping screens (spec part 2 section 2), each loaded when first opened. */
import { messages } from '../../../common/messages';
import { type AppRoute, lazyScreen } from '../../lib/app-route';

const MappingUploadPage = lazyScreen(() => import('./MappingUploadPage'), 'MappingUploadPage');
const MappingOverviewPage = lazyScreen(() => import('./MappingOverviewPage'), 'MappingOverviewPage');

const UPLOAD = '/mapping-sublini-product/upload';
export const MAPPING_OVERVIEW_PATH = '/mapping-sublini-product/overview';

export const routes: AppRoute[] = [
  { path: UPLOAD, title: messages.uploadMappingBisnisLini, menuPath: UPLOAD, screen: MappingUploadPage },
  {
    path: MAPPING_OVERVIEW_PATH,
    title: messages.overviewBisnisLini,
    menuPath: MAPPING_OVERVIEW_PATH,
    screen: MappingOverviewPage,
  },
];
