/** The push activity screens (spec part 2 section 2), each loaded when first opened. */
import { pushActivityModule } from '../../../common/modules/push-activity';
import { type AppRoute, lazyScreen, moduleRoutes } from '../../lib/app-route';

const InputPushActivityPage = lazyScreen(() => import('./InputPushActivityPage'), 'InputPushActivityPage');
const PushActivityApprovalPage = lazyScreen(
  () => import('./PushActivityApprovalPage'),
  'PushActivityApprovalPage',
);
const PushActivityOverviewPage = lazyScreen(
  () => import('./PushActivityOverviewPage'),
  'PushActivityOverviewPage',
);

export const routes: AppRoute[] = moduleRoutes(pushActivityModule, {
  input: InputPushActivityPage,
  approval: PushActivityApprovalPage,
  overview: PushActivityOverviewPage,
});
