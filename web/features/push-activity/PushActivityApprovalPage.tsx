/**
 * Push Activity Approval (/pushactivity/paapproval, 'AAM - PUSH ACTIVITY OVERVIEW'): PERIOD and
 * FIND list the month's campaigns in every state, with the six detail dialogs. The approver picks
 * campaigns with the checkboxes and approves or rejects them together, each after its
 * confirmation. The spec's screen lacked the buttons for its approve and reject handlers; Armada
 * shows them. Only a 'New Request' made by someone else can be picked (maker-checker: the server
 * refuses the rest too). Afterwards the picks clear and the list reloads, also after a refusal:
 * another approver may have decided first.
 */
import { useQueryClient } from '@tanstack/react-query';
import { contract } from '../../../common/contract';
import type { ActivityHeader } from '../../../common/contract/push-activity';
import { messages } from '../../../common/messages';
import { DecisionButtons } from '../../components/list-screen/DecisionButtons';
import { useFormSave } from '../../components/record-form/use-form-save';
import { call } from '../../lib/api';
import { storedUser } from '../../lib/auth-storage';
import { ActivityListScreen } from './ActivityListScreen';
import { PA_APPROVAL_LIST_KEY, PA_OVERVIEW_LIST_KEY } from './pa-list-keys';

type Decision = 'approve' | 'reject';

interface DecisionInput {
  USERID_UPDATE: string;
  arrSelected: number[];
}

/** One decision on the picked campaigns: its confirmation, the call, 'Success..' or why not. */
function useDecision(decision: Decision, reload: (keys: readonly string[]) => void) {
  return useFormSave<readonly ActivityHeader[], DecisionInput>({
    empty: () => [],
    toInput: (picked) => ({
      USERID_UPDATE: storedUser()?.USER_ID ?? '',
      arrSelected: picked.map((row) => row.ACTIVITY_HEADER_ID),
    }),
    confirm: () => ({ title: decision === 'approve' ? messages.confirmApprove : messages.rejectConfirm }),
    send: async (input, options) => {
      await call(
        decision === 'approve' ? contract.pushActivity.approve : contract.pushActivity.reject,
        input,
        options,
      );
      return messages.success;
    },
    // The spec's text, then the server's reason (decided already, made by the approver).
    failure: (text) => `${messages.somethingWrong} ${text}`,
    listKey: PA_APPROVAL_LIST_KEY,
    // The overview shows the campaigns' states too.
    onSaved: () => reload([PA_OVERVIEW_LIST_KEY]),
    onFailed: () => reload([PA_APPROVAL_LIST_KEY, PA_OVERVIEW_LIST_KEY]),
  });
}

export function PushActivityApprovalPage() {
  const user = storedUser();
  const queryClient = useQueryClient();
  const reload = (keys: readonly string[]) => {
    for (const key of keys) void queryClient.invalidateQueries({ queryKey: [key] });
  };
  const approve = useDecision('approve', reload);
  const reject = useDecision('reject', reload);
  const deciding = approve.saving || reject.saving;

  return (
    <ActivityListScreen
      queryKey={PA_APPROVAL_LIST_KEY}
      title={messages.pushActivityHeading}
      load={async (month, signal) =>
        (await call(contract.pushActivity.loadApprovalHeader, month, { signal })).resultAppHeader
      }
      selection={{
        isRowSelectable: (row) => row.STATUS === 'New Request' && row.USERID_UPDATE !== user?.USER_ID,
        actions: (picked) => (
          <DecisionButtons
            picked={picked}
            deciding={deciding}
            onApprove={(rows) => void approve.save(rows)}
            onReject={(rows) => void reject.save(rows)}
          />
        ),
      }}
      groupsOpen
      testId="pa-approval"
    />
  );
}
