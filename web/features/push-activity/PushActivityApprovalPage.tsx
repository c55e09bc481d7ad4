/**
 * Push Activity Approval (/pushactivity/paapproval, 'AAM - PUSH ACTIVITY OVERVIEW'): PERIOD and
 * FIND list the month's campaigns in every state, with the six detail dialogs. The approver picks
 * campaigns with the checkboxes and approves or rejects them together, each after its
 * confirmation. The spec's screen lacked the buttons for its approve and reject handlers; Armada
 * shows them. Only a 'New Request' made by someone else can be picked (maker-checker: the server
 * refuses the rest too). Afterwards the picks clear and the list reloads, also after a refusal:
 * another approver may have decided first.
 */
import { contract } from '../../../common/contract';
import type { ActivityHeader } from '../../../common/contract/push-activity';
import { messages } from '../../../common/messages';
import { useDecisions } from '../../components/list-screen/use-decisions';
import { call } from '../../lib/api';
import { storedUser } from '../../lib/auth-storage';
import { ActivityListScreen } from './ActivityListScreen';
import { PA_APPROVAL_LIST_KEY, PA_OVERVIEW_LIST_KEY } from './pa-list-keys';

export function PushActivityApprovalPage() {
  const user = storedUser();
  const selection = useDecisions({
    listKey: PA_APPROVAL_LIST_KEY,
    // The overview shows the campaigns' states too.
    alsoReload: [PA_OVERVIEW_LIST_KEY],
    toInput: (picked: readonly ActivityHeader[]) => ({
      USERID_UPDATE: storedUser()?.USER_ID ?? '',
      arrSelected: picked.map((row) => row.ACTIVITY_HEADER_ID),
    }),
    send: (decision, input, options) =>
      call(
        decision === 'approve' ? contract.pushActivity.approve : contract.pushActivity.reject,
        input,
        options,
      ),
    isRowSelectable: (row) => row.STATUS === 'New Request' && row.USERID_UPDATE !== user?.USER_ID,
  });
  return (
    <ActivityListScreen
      queryKey={PA_APPROVAL_LIST_KEY}
      title={messages.pushActivityHeading}
      load={async (month, signal) =>
        (await call(contract.pushActivity.loadApprovalHeader, month, { signal })).resultAppHeader
      }
      selection={selection}
      groupsOpen
      testId="pa-approval"
    />
  );
}
