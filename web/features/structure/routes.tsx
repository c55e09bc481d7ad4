import type { AppRoute } from '../../lib/app-route';

export const routes: AppRoute[] = [];
