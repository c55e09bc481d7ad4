/** The push activity screens (spec part 2 section 2), each loaded when first opened. */
import { messages } from '../../../common/messages';
import { MODULE_SCREENS } from '../../../common/modules';
import { type AppRoute, lazyScreen } from '../../lib/app-route';

const InputPushActivityPage = lazyScreen(() => import('./InputPushActivityPage'), 'InputPushActivityPage');
const PushActivityApprovalPage = lazyScreen(
  () => import('./PushActivityApprovalPage'),
  'PushActivityApprovalPage',
);
const PushActivityOverviewPage = lazyScreen(
  () => import('./PushActivityOverviewPage'),
  'PushActivityOverviewPage',
);

const S = MODULE_SCREENS['push-activity'];

export const routes: AppRoute[] = [
  { path: S.input, title: messages.inputPushActivity, menuPath: S.input, screen: InputPushActivityPage },
  {
    path: S.approval,
    title: messages.pushActivityApproval,
    menuPath: S.approval,
    screen: PushActivityApprovalPage,
  },
  {
    path: S.overview,
    title: messages.pushActivityOverview,
    menuPath: S.overview,
    screen: PushActivityOverviewPage,
  },
];
