import { messages } from '../../../common/messages';
import { type AppRoute, lazyScreen } from '../../lib/app-route';

const HomePage = lazyScreen(() => import('./HomePage'), 'HomePage');

export const routes: AppRoute[] = [{ path: '/', title: messages.home, menuPath: null, screen: HomePage }];
