/**
 * The decisions of an approval list (incentive requests, push activity campaigns): REJECT and
 * APPROVE on the picked rows, each after its confirmation, then 'Success..' or the spec's
 * 'Something went wrong' with the server's reason. Afterwards the picks clear and the list reloads,
 * also after a refusal: another approver may have decided first. The screen gives its call, the
 * body of the picked rows and who may be picked; it passes the answer to its list as `selection`.
 */
import { useQueryClient } from '@tanstack/react-query';
import { messages } from '../../../common/messages';
import type { CallOptions } from '../../lib/api';
import { useFormSave } from '../record-form/use-form-save';
import { DecisionButtons } from './DecisionButtons';
import type { RowSelection } from './list-types';

export type Decision = 'approve' | 'reject';

export interface DecisionsOptions<Row, Input> {
  /** Query key of the approval list: reloaded after every decision. */
  listKey: string;
  /** Other lists that show the rows' states (an overview), reloaded after every decision too. */
  alsoReload?: readonly string[];
  /** The call's body for the picked rows. */
  toInput(picked: readonly Row[]): Input;
  /** Sends the decision (the hook shows a failure itself). */
  send(decision: Decision, input: Input, options: CallOptions): Promise<unknown>;
  /** Rows that may not be picked show a disabled checkbox (maker-checker: a request the user made). */
  isRowSelectable(row: Row): boolean;
}

/** One decision on the picked rows: its confirmation, the call, 'Success..' or why not. */
function useDecision<Row, Input>(
  decision: Decision,
  options: DecisionsOptions<Row, Input>,
  reload: (keys: readonly string[]) => void,
) {
  const others = options.alsoReload ?? [];
  return useFormSave<readonly Row[], Input>({
    empty: () => [],
    toInput: (picked) => options.toInput(picked),
    confirm: () => ({ title: decision === 'approve' ? messages.confirmApprove : messages.rejectConfirm }),
    send: async (input, callOptions) => {
      await options.send(decision, input, callOptions);
      return messages.success;
    },
    // The spec's text, then the server's reason (decided by another approver, own request, over amount).
    failure: (text) => `${messages.somethingWrong} ${text}`,
    // The save reloads the list itself after a success.
    listKey: options.listKey,
    onSaved: () => reload(others),
    onFailed: () => reload([options.listKey, ...others]),
  });
}

/** The approval list's row selection: who may be picked, and REJECT and APPROVE on the picks. */
export function useDecisions<Row, Input>(options: DecisionsOptions<Row, Input>): RowSelection<Row> {
  const queryClient = useQueryClient();
  const reload = (keys: readonly string[]) => {
    for (const key of keys) void queryClient.invalidateQueries({ queryKey: [key] });
  };
  const approve = useDecision('approve', options, reload);
  const reject = useDecision('reject', options, reload);
  const deciding = approve.saving || reject.saving;
  return {
    isRowSelectable: options.isRowSelectable,
    actions: (picked) => (
      <DecisionButtons
        picked={picked}
        deciding={deciding}
        onApprove={(rows) => void approve.save(rows)}
        onReject={(rows) => void reject.save(rows)}
      />
    ),
  };
}
