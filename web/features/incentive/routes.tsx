/**
 * The incentive screens (spec part 2 section 2), each loaded when first opened: the entry of one
 * invoice's requests, the upload of many from an Excel sheet, the summary and the approval.
 */
import { messages } from '../../../common/messages';
import { MODULE_SCREENS } from '../../../common/modules';
import { type AppRoute, lazyScreen } from '../../lib/app-route';

const AdjustIncentivePage = lazyScreen(() => import('./AdjustIncentivePage'), 'AdjustIncentivePage');
const AdjustUploadPage = lazyScreen(() => import('./AdjustUploadPage'), 'AdjustUploadPage');
const AdjustSummaryPage = lazyScreen(() => import('./AdjustSummaryPage'), 'AdjustSummaryPage');
const AdjustApprovalPage = lazyScreen(() => import('./AdjustApprovalPage'), 'AdjustApprovalPage');

const S = MODULE_SCREENS.incentive;

export const routes: AppRoute[] = [
  { path: S.entry, title: messages.adjustIncentive, menuPath: S.entry, screen: AdjustIncentivePage },
  { path: S.upload, title: messages.uploadAdjustIncentive, menuPath: S.upload, screen: AdjustUploadPage },
  { path: S.summary, title: messages.adjustIncentiveSummary, menuPath: S.summary, screen: AdjustSummaryPage },
  {
    path: S.approval,
    title: messages.adjustIncentiveApproval,
    menuPath: S.approval,
    screen: AdjustApprovalPage,
  },
];
