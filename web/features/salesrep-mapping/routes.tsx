/** The screen of the sales rep mapping module (spec part 1 section 2), loaded when first opened. */
import { messages } from '../../../common/messages';
import { type AppRoute, lazyScreen } from '../../lib/app-route';

const SalesrepMappingPage = lazyScreen(() => import('./SalesrepMappingPage'), 'SalesrepMappingPage');
const LIST = '/mapping-sales-rep/overview';

export const routes: AppRoute[] = [
  { path: LIST, title: messages.mappingSalesrep, menuPath: LIST, screen: SalesrepMappingPage },
];
