import { messages } from '../../../common/messages';
import type { AppRoute } from '../../lib/app-route';
import { HomePage } from './HomePage';

export const routes: AppRoute[] = [{ path: '/', title: messages.home, element: <HomePage /> }];
