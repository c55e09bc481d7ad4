/** The business line product mapping screens (spec part 2 section 2), each loaded when first opened. */
import { messages } from '../../../common/messages';
import { type AppRoute, lazyScreen } from '../../lib/app-route';
import { MAPPING_OVERVIEW_PATH, MAPPING_UPLOAD_PATH } from './paths';

const MappingUploadPage = lazyScreen(() => import('./MappingUploadPage'), 'MappingUploadPage');
const MappingOverviewPage = lazyScreen(() => import('./MappingOverviewPage'), 'MappingOverviewPage');

export const routes: AppRoute[] = [
  {
    path: MAPPING_UPLOAD_PATH,
    title: messages.uploadMappingBisnisLini,
    menuPath: MAPPING_UPLOAD_PATH,
    screen: MappingUploadPage,
  },
  {
    path: MAPPING_OVERVIEW_PATH,
    title: messages.overviewBisnisLini,
    menuPath: MAPPING_OVERVIEW_PATH,
    screen: MappingOverviewPage,
  },
];
