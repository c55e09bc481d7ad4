/**
 * Target HO Approval (/target/approvaltarget): month, year and branch (every branch, ALL BRANCH to
 * start), Search, the branch-months with their totals and status, and APPROVE ('Apakah Yakin akan
 * lakukan Approve submit?'), which approves every NEW target of the selection whose branch has
 * submitted its own target (a month holding head office's recommendation alone has nothing to
 * approve: APPROVE stays disabled for it, and the server refuses it). A branch-month awaiting
 * approval can also be rejected with a reason, and an approved one reopened for the branch: the two
 * decisions the spec shows the result of but not the way to.
 */
import { CheckCircleOutlined, HighlightOff, LockOpenOutlined } from '@mui/icons-material';
import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ALL_BRANCH } from '../../../common/constants';
import { contract } from '../../../common/contract';
import type { TargetSummaryRow } from '../../../common/contract/targets';
import { messages } from '../../../common/messages';
import { ListScreen } from '../../components/list-screen/ListScreen';
import { useListFilters } from '../../components/list-screen/use-list-state';
import { useFormSave } from '../../components/record-form/use-form-save';
import { thisMonth } from '../../components/selects/MonthYearSelects';
import { type CallOptions, callWithMessage } from '../../lib/api';
import { storedUser } from '../../lib/auth-storage';
import { RejectDialog } from './RejectDialog';
import { summaryColumns } from './summary-columns';
import { type TargetMonthFilter, TargetMonthFilters } from './TargetMonthFilters';

export const TARGET_HO_APPROVAL_LIST_KEY = 'target-ho-approval';

type ApprovalFilters = TargetMonthFilter;

const monthInput = (f: { month: number; year: number }, branch: string) => ({
  MonthID: f.month,
  YearID: f.year,
  BranchCode: branch,
  USER_ID: storedUser()?.USER_ID,
});

const rowMonth = (r: TargetSummaryRow) => ({ month: r.TGT_MONTH_ID, year: r.TGT_YEAR_ID });

/** A decision on a branch-month: the call, and the confirmation it asks first (none: reject's dialog). */
interface Decision {
  confirm?: string;
  run(options: CallOptions): Promise<{ message: string | undefined }>;
}

/** A branch-month APPROVE acts on: awaiting approval, with the branch's own target submitted. */
const approvable = (r: TargetSummaryRow) => r.STATUS === 'NEW' && r.BRANCH_SUBMITTED;

export function TargetHoApprovalPage() {
  const [filters, setFilters] = useListFilters<ApprovalFilters>(TARGET_HO_APPROVAL_LIST_KEY, () => ({
    ...thisMonth(),
    branch: '',
  }));
  const [rejecting, setRejecting] = useState<TargetSummaryRow | null>(null);
  const queryClient = useQueryClient();
  /**
   * Runs a decision and shows its answer: 'Success..', or 'Something is wrong..' (spec part 2
   * section 7) followed by the server's reason, so the user knows what to do; the list reloads.
   */
  const decision = useFormSave<Decision | null, Decision | null>({
    empty: () => null,
    toInput: (d) => d,
    confirm: (d) => (d?.confirm ? { title: d.confirm } : false),
    send: async (d, options) => (d ? ((await d.run(options)).message ?? messages.success) : ''),
    failure: (reason) => `${messages.somethingWrong} ${reason}`.trim(),
    listKey: TARGET_HO_APPROVAL_LIST_KEY,
    onFailed: () => void queryClient.invalidateQueries({ queryKey: [TARGET_HO_APPROVAL_LIST_KEY] }),
  });

  /** APPROVE acts on the branch-months shown (the selection last searched), not on changed selects. */
  const approveShown = (rows: readonly TargetSummaryRow[]) => {
    const [first] = rows;
    if (!first) return;
    const branches = new Set(rows.map((r) => r.BRANCH_CODE));
    const branch = branches.size === 1 ? first.BRANCH_CODE : ALL_BRANCH.BRANCH_CODE;
    void decision.save({
      confirm: messages.confirmApproveSubmit,
      run: (o) => callWithMessage(contract.targets.approve, monthInput(rowMonth(first), branch), o),
    });
  };

  return (
    <>
      <ListScreen<TargetSummaryRow, ApprovalFilters>
        queryKey={TARGET_HO_APPROVAL_LIST_KEY}
        columns={summaryColumns}
        getRowId={(row) => `${row.PERIODE}-${row.BRANCH_CODE}`}
        title={messages.targetHoApproval}
        filters={{
          value: filters,
          controls: <TargetMonthFilters value={filters} onChange={setFilters} allOption />,
          check: (f) => (f.branch === '' ? messages.selectBranchFirst : undefined),
          loadLabel: messages.searchLabel,
        }}
        source={{
          mode: 'client',
          load: async (f, signal) =>
            (await callWithMessage(contract.targets.approval, monthInput(f, f.branch), { signal })).data
              .DetailTarget,
        }}
        rowActions={[
          {
            label: messages.rejectLabel,
            icon: <HighlightOff color="error" />,
            onClick: setRejecting,
            shownFor: (r) => r.STATUS === 'NEW',
            testId: 'reject-row',
          },
          {
            label: messages.reopenLabel,
            icon: <LockOpenOutlined />,
            onClick: (r) =>
              decision.save({
                confirm: messages.confirmReopen,
                run: (o) =>
                  callWithMessage(contract.targets.reopen, monthInput(rowMonth(r), r.BRANCH_CODE), o),
              }),
            shownFor: (r) => r.STATUS === 'APPROVE',
            testId: 'reopen-row',
          },
        ]}
        toolbar={(rows, loaded) => (
          <Button
            variant="contained"
            color="success"
            startIcon={<CheckCircleOutlined />}
            disabled={!loaded || !rows.some(approvable)}
            onClick={() => approveShown(rows)}
            data-testid="approve"
          >
            {messages.approveLabel}
          </Button>
        )}
        testId="target-ho-approval"
      />
      <RejectDialog
        title={rejecting ? messages.rejectTitle(rejecting.BRANCH_CODE, rejecting.PERIODE) : null}
        onCancel={() => setRejecting(null)}
        onReject={(reason) => {
          const row = rejecting;
          setRejecting(null);
          // The dialog asked for the reason: no confirmation besides.
          if (row)
            void decision.save({
              run: (o) =>
                callWithMessage(
                  contract.targets.reject,
                  { ...monthInput(rowMonth(row), row.BRANCH_CODE), REASON: reason },
                  o,
                ),
            });
        }}
      />
    </>
  );
}
