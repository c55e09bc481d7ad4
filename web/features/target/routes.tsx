/** The screens of the target module (spec part 2 section 2), each loaded when first opened. */
import { messages } from '../../../common/messages';
import { type AppRoute, lazyScreen } from '../../lib/app-route';

const SummaryTargetPage = lazyScreen(() => import('./SummaryTargetPage'), 'SummaryTargetPage');
const TargetHoApprovalPage = lazyScreen(() => import('./TargetHoApprovalPage'), 'TargetHoApprovalPage');

const SUMMARY = '/target/overview';
const HO_APPROVAL = '/target/approvaltarget';

export const routes: AppRoute[] = [
  { path: SUMMARY, title: messages.summaryTarget, menuPath: SUMMARY, screen: SummaryTargetPage },
  {
    path: HO_APPROVAL,
    title: messages.targetHoApproval,
    menuPath: HO_APPROVAL,
    screen: TargetHoApprovalPage,
  },
];
