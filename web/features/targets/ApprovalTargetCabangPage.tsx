/**
 * Approval Target Cabang (/target/approvaltargetcab): month, year and branch, Search, the sums per
 * position with a total row, the targets, and APPROVE after 'Apakah Yakin akan lakukan Approve?',
 * which approves the NEW targets shown (approvecab: NEW rows only) of the branches that have
 * submitted their own target: a branch-month holding head office's recommendation alone (never
 * submitted, or deleted) has nothing to approve, so APPROVE stays disabled for it.
 */
import { CheckCircleOutlined } from '@mui/icons-material';
import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { contract } from '../../../common/contract';
import type { TargetRow } from '../../../common/contract/targets';
import { messages } from '../../../common/messages';
import { twoDecimals } from '../../../common/numbers';
import { ListScreen } from '../../components/list-screen/ListScreen';
import { useListFilters } from '../../components/list-screen/use-list-state';
import { useFormSave } from '../../components/record-form/use-form-save';
import { notify } from '../../components/Snackbar';
import { thisMonth } from '../../components/selects/MonthYearSelects';
import { call, callWithMessage } from '../../lib/api';
import { storedUser } from '../../lib/auth-storage';
import { type TargetMonthFilter, TargetMonthFilters } from './TargetMonthFilters';
import { TARGET_COLUMNS_HIDDEN, targetColumns } from './target-columns';

export const TARGET_BRANCH_APPROVAL_LIST_KEY = 'target-branch-approval';

type ApprovalFilters = TargetMonthFilter;

interface PositionSum {
  ROLE_POSITION_CODE: string;
  SumTargetHO: number;
  SumTargetCabang: number;
  GAP: number;
}

/** The sums per position of the rows shown, and their total (to the cent). */
export function positionTotals(rows: readonly TargetRow[]): { positions: PositionSum[]; total: PositionSum } {
  const by = new Map<string, { ho: number; cab: number }>();
  for (const r of rows) {
    const sums = by.get(r.ROLE_POSITION_CODE) ?? { ho: 0, cab: 0 };
    sums.ho += Math.round(r.VALUE_TGT_HO * 100);
    sums.cab += Math.round((r.VALUE_TGT_CAB ?? 0) * 100);
    by.set(r.ROLE_POSITION_CODE, sums);
  }
  const sum = (code: string, s: { ho: number; cab: number }) => ({
    ROLE_POSITION_CODE: code,
    SumTargetHO: s.ho / 100,
    SumTargetCabang: s.cab / 100,
    GAP: (s.cab - s.ho) / 100,
  });
  const positions = [...by.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([code, s]) => sum(code, s));
  const all = [...by.values()].reduce((t, s) => ({ ho: t.ho + s.ho, cab: t.cab + s.cab }), { ho: 0, cab: 0 });
  return { positions, total: sum('Total', all) };
}

/** The branches of the rows whose NEW targets APPROVE acts on: those with the branch's own target. */
export function approvableBranches(rows: readonly TargetRow[]): string[] {
  const submitted = new Set(rows.filter((r) => r.VALUE_TGT_CAB !== null).map((r) => r.BRANCH_CODE));
  return [...new Set(rows.filter((r) => r.STATUS === 'NEW').map((r) => r.BRANCH_CODE))].filter((b) =>
    submitted.has(b),
  );
}

function PositionSums({ rows }: { rows: readonly TargetRow[] }) {
  const { positions, total } = positionTotals(rows);
  if (positions.length === 0) return null;
  const line = (s: PositionSum, bold = false) => (
    <TableRow key={s.ROLE_POSITION_CODE} sx={bold ? { '& td': { fontWeight: 600 } } : undefined}>
      <TableCell>{s.ROLE_POSITION_CODE}</TableCell>
      <TableCell align="right">{twoDecimals(s.SumTargetHO)}</TableCell>
      <TableCell align="right">{twoDecimals(s.SumTargetCabang)}</TableCell>
      <TableCell align="right">{twoDecimals(s.GAP)}</TableCell>
    </TableRow>
  );
  return (
    <Box sx={{ maxHeight: 260, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" stickyHeader data-testid="position-sums">
        <TableHead>
          <TableRow>
            <TableCell>Position</TableCell>
            <TableCell align="right">Total Target HO</TableCell>
            <TableCell align="right">Total Target Cabang</TableCell>
            <TableCell align="right">GAP</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {positions.map((p) => line(p))}
          {line(total, true)}
        </TableBody>
      </Table>
    </Box>
  );
}

export function ApprovalTargetCabangPage() {
  const [filters, setFilters] = useListFilters<ApprovalFilters>(TARGET_BRANCH_APPROVAL_LIST_KEY, () => ({
    ...thisMonth(),
    branch: '',
  }));
  const queryClient = useQueryClient();
  const reload = () => void queryClient.invalidateQueries({ queryKey: [TARGET_BRANCH_APPROVAL_LIST_KEY] });
  /** APPROVE: the NEW targets of the branch-months shown, branch by branch. */
  const approve = useFormSave<readonly TargetRow[], { month: TargetRow; branches: string[] }>({
    empty: () => [],
    toInput: (rows) => ({ month: rows[0] as TargetRow, branches: approvableBranches(rows) }),
    confirm: () => ({ title: messages.confirmApprove }),
    send: async ({ month, branches }, options) => {
      // Each approved branch says so; the last one through the save's own snackbar.
      let said = '';
      for (const branch of branches) {
        if (said) notify.success(said);
        const body = {
          MonthID: month.TGT_MONTH_ID,
          YearID: month.TGT_YEAR_ID,
          BranchCode: branch,
          USER_ID: storedUser()?.USER_ID,
        };
        said =
          (await callWithMessage(contract.targets.approvecab, body, options)).message ?? messages.success;
      }
      return said;
    },
    listKey: TARGET_BRANCH_APPROVAL_LIST_KEY,
    onFailed: reload,
  });

  return (
    <ListScreen<TargetRow, ApprovalFilters>
      queryKey={TARGET_BRANCH_APPROVAL_LIST_KEY}
      columns={targetColumns}
      hiddenColumns={TARGET_COLUMNS_HIDDEN}
      getRowId={(row) => row.TARGET_ID}
      title={messages.approvalTargetCabang}
      filters={{
        value: filters,
        controls: <TargetMonthFilters value={filters} onChange={setFilters} allOption startOnOwn />,
        check: (f) => (f.branch === '' ? messages.selectBranchFirst : undefined),
        loadLabel: messages.searchLabel,
      }}
      source={{
        mode: 'client',
        load: async (f, signal) =>
          (
            await call(
              contract.targets.approvalcab,
              { MonthID: f.month, YearID: f.year, BranchCode: f.branch, Status: '' },
              { signal },
            )
          ).DetailTarget,
      }}
      beforeGrid={(rows) => <PositionSums rows={rows} />}
      toolbar={(rows, loaded) => (
        <Button
          variant="contained"
          color="success"
          startIcon={<CheckCircleOutlined />}
          disabled={!loaded || approve.saving || approvableBranches(rows).length === 0}
          onClick={() => {
            if (approvableBranches(rows).length > 0) void approve.save(rows);
          }}
          data-testid="approve"
        >
          {messages.approveLabel}
        </Button>
      )}
      testId="target-branch-approval"
    />
  );
}
