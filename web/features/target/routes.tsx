/** The screens of the target module (spec part 2 section 2), each loaded when first opened. */
import { messages } from '../../../common/messages';
import { type AppRoute, lazyScreen } from '../../lib/app-route';

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

const SUMMARY = '/target/overview';
const HO_APPROVAL = '/target/approvaltarget';
const BRANCH_SUMMARY = '/target/overviewbranch';
const BRANCH_APPROVAL = '/target/approvaltargetcab';
const DELETE = '/target/deletetargetcab';
const SUBMIT = '/target/submit';
const SUBMIT_BRANCH = '/target/submitbranch';
const UPLOAD = '/target/upload';

export const routes: AppRoute[] = [
  { path: SUMMARY, title: messages.summaryTarget, menuPath: SUMMARY, screen: SummaryTargetPage },
  {
    path: HO_APPROVAL,
    title: messages.targetHoApproval,
    menuPath: HO_APPROVAL,
    screen: TargetHoApprovalPage,
  },
  {
    path: BRANCH_SUMMARY,
    title: messages.summaryTargetCabang,
    menuPath: BRANCH_SUMMARY,
    screen: SummaryTargetCabangPage,
  },
  {
    path: BRANCH_APPROVAL,
    title: messages.approvalTargetCabang,
    menuPath: BRANCH_APPROVAL,
    screen: ApprovalTargetCabangPage,
  },
  { path: DELETE, title: messages.deleteTargetCabang, menuPath: DELETE, screen: DeleteTargetCabangPage },
  { path: SUBMIT, title: messages.submitTarget, menuPath: SUBMIT, screen: SubmitTargetHoPage },
  {
    path: SUBMIT_BRANCH,
    title: messages.submitTargetCabang,
    menuPath: SUBMIT_BRANCH,
    screen: SubmitTargetBranchPage,
  },
  { path: UPLOAD, title: messages.uploadTarget, menuPath: UPLOAD, screen: UploadTargetPage },
];
