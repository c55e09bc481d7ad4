/**
 * The incentive screens (spec part 2 section 2), each loaded when first opened: the entry of one
 * invoice's requests, the upload of many from an Excel sheet, the summary and the approval.
 */
import { incentiveModule } from '../../../common/modules/incentive';
import { type AppRoute, lazyScreen, moduleRoutes } from '../../lib/app-route';

const AdjustIncentivePage = lazyScreen(() => import('./AdjustIncentivePage'), 'AdjustIncentivePage');
const AdjustUploadPage = lazyScreen(() => import('./AdjustUploadPage'), 'AdjustUploadPage');
const AdjustSummaryPage = lazyScreen(() => import('./AdjustSummaryPage'), 'AdjustSummaryPage');
const AdjustApprovalPage = lazyScreen(() => import('./AdjustApprovalPage'), 'AdjustApprovalPage');

export const routes: AppRoute[] = moduleRoutes(incentiveModule, {
  entry: AdjustIncentivePage,
  upload: AdjustUploadPage,
  summary: AdjustSummaryPage,
  approval: AdjustApprovalPage,
});
