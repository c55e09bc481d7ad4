/** The screens of the target module (spec part 2 section 2), each loaded when first opened. */
import { targetModule } from '../../../common/modules/targets';
import { type AppRoute, lazyScreen, moduleRoutes } from '../../lib/app-route';

const SummaryTargetPage = lazyScreen(() => import('./SummaryTargetPage'), 'SummaryTargetPage');
const TargetHoApprovalPage = lazyScreen(() => import('./TargetHoApprovalPage'), 'TargetHoApprovalPage');
const SummaryTargetCabangPage = lazyScreen(
  () => import('./SummaryTargetCabangPage'),
  'SummaryTargetCabangPage',
);
const ApprovalTargetCabangPage = lazyScreen(
  () => import('./ApprovalTargetCabangPage'),
  'ApprovalTargetCabangPage',
);
const SubmitTargetHoPage = lazyScreen(() => import('./SubmitTargetPage'), 'SubmitTargetHoPage');
const SubmitTargetBranchPage = lazyScreen(() => import('./SubmitTargetPage'), 'SubmitTargetBranchPage');
const UploadTargetPage = lazyScreen(() => import('./UploadTargetPage'), 'UploadTargetPage');
const DeleteTargetCabangPage = lazyScreen(() => import('./DeleteTargetCabangPage'), 'DeleteTargetCabangPage');

export const routes: AppRoute[] = moduleRoutes(targetModule, {
  summary: SummaryTargetPage,
  hoApproval: TargetHoApprovalPage,
  branchSummary: SummaryTargetCabangPage,
  branchApproval: ApprovalTargetCabangPage,
  branchDelete: DeleteTargetCabangPage,
  submit: SubmitTargetHoPage,
  branchSubmit: SubmitTargetBranchPage,
  upload: UploadTargetPage,
});
