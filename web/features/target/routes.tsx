/** The screens of the target module (spec part 2 section 2), each loaded when first opened. */
import { messages } from '../../../common/messages';
import { type AppRoute, lazyScreen } from '../../lib/app-route';
import {
  TARGET_BRANCH_APPROVAL_PATH,
  TARGET_BRANCH_SUMMARY_PATH,
  TARGET_DELETE_PATH,
  TARGET_HO_APPROVAL_PATH,
  TARGET_SUBMIT_BRANCH_PATH,
  TARGET_SUBMIT_PATH,
  TARGET_SUMMARY_PATH,
  TARGET_UPLOAD_PATH,
} from './paths';

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

export const routes: AppRoute[] = [
  {
    path: TARGET_SUMMARY_PATH,
    title: messages.summaryTarget,
    menuPath: TARGET_SUMMARY_PATH,
    screen: SummaryTargetPage,
  },
  {
    path: TARGET_HO_APPROVAL_PATH,
    title: messages.targetHoApproval,
    menuPath: TARGET_HO_APPROVAL_PATH,
    screen: TargetHoApprovalPage,
  },
  {
    path: TARGET_BRANCH_SUMMARY_PATH,
    title: messages.summaryTargetCabang,
    menuPath: TARGET_BRANCH_SUMMARY_PATH,
    screen: SummaryTargetCabangPage,
  },
  {
    path: TARGET_BRANCH_APPROVAL_PATH,
    title: messages.approvalTargetCabang,
    menuPath: TARGET_BRANCH_APPROVAL_PATH,
    screen: ApprovalTargetCabangPage,
  },
  {
    path: TARGET_DELETE_PATH,
    title: messages.deleteTargetCabang,
    menuPath: TARGET_DELETE_PATH,
    screen: DeleteTargetCabangPage,
  },
  {
    path: TARGET_SUBMIT_PATH,
    title: messages.submitTarget,
    menuPath: TARGET_SUBMIT_PATH,
    screen: SubmitTargetHoPage,
  },
  {
    path: TARGET_SUBMIT_BRANCH_PATH,
    title: messages.submitTargetCabang,
    menuPath: TARGET_SUBMIT_BRANCH_PATH,
    screen: SubmitTargetBranchPage,
  },
  {
    path: TARGET_UPLOAD_PATH,
    title: messages.uploadTarget,
    menuPath: TARGET_UPLOAD_PATH,
    screen: UploadTargetPage,
  },
];
