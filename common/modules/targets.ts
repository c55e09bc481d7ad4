/** The targets of head office and of the branches, and their approvals (spec part 2 section 2). */
import { messages } from '../messages';
import { DEMO, defineModule } from './define';

const menu = (id: number) => ({ id, group: 'target' }) as const;

export const targetModule = defineModule({
  name: 'targets',
  screens: {
    summary: {
      url: '/target/overview',
      title: messages.summaryTarget,
      menu: menu(41),
      demo: DEMO.headOffice,
    },
    submit: { url: '/target/submit', title: messages.submitTarget, menu: menu(42), demo: DEMO.headOffice },
    upload: { url: '/target/upload', title: messages.uploadTarget, menu: menu(43), demo: DEMO.headOffice },
    branchSummary: {
      url: '/target/overviewbranch',
      title: messages.summaryTargetCabang,
      menu: menu(44),
      demo: DEMO.everyone,
    },
    branchSubmit: {
      url: '/target/submitbranch',
      title: messages.submitTargetCabang,
      menu: menu(45),
      demo: DEMO.everyone,
    },
    hoApproval: {
      url: '/target/approvaltarget',
      title: messages.targetHoApproval,
      menu: menu(46),
      demo: DEMO.headOffice,
    },
    branchApproval: {
      url: '/target/approvaltargetcab',
      title: messages.approvalTargetCabang,
      menu: menu(47),
      demo: DEMO.heads,
    },
    branchDelete: {
      url: '/target/deletetargetcab',
      title: messages.deleteTargetCabang,
      menu: menu(48),
      demo: DEMO.heads,
    },
  },
});
