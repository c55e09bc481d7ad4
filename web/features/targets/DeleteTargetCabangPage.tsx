/**
 * Delete Target Cabang (/target/deletetargetcab): month, year (from 2022) and branch, Search, the
 * branch-month's own targets (those carrying the branch's value), a reason from the list (GET
 * /target/selectReason) and Delete after 'Apakah Yakin akan menghapus data ini?'. Without a reason:
 * 'Silahkan isi reason terlebih dahulu.'. The branch's own values are cleared, so the deleted rows
 * leave the list; head office's recommendation stays, for the summaries and the next template. The
 * server needs the chosen branch's TARGET period open and refuses an approved month; a closed
 * period is said above the list and by Delete before the user picks a reason and confirms.
 */
import { DeleteOutlined } from '@mui/icons-material';
import { Button, MenuItem, TextField } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { contract } from '../../../common/contract';
import type { TargetRow } from '../../../common/contract/targets';
import { messages } from '../../../common/messages';
import { ListScreen } from '../../components/list-screen/ListScreen';
import { useListFilters } from '../../components/list-screen/use-list-state';
import { PeriodClosedAlert } from '../../components/record-form/PeriodClosedAlert';
import { useFormSave } from '../../components/record-form/use-form-save';
import { thisMonth } from '../../components/selects/MonthYearSelects';
import { call, callWithMessage } from '../../lib/api';
import { storedUser } from '../../lib/auth-storage';
import { usePeriodClosed } from '../../lib/use-period-closed';
import { type TargetMonthFilter, TargetMonthFilters } from './TargetMonthFilters';
import { TARGET_COLUMNS_HIDDEN, targetColumns } from './target-columns';

export const TARGET_DELETE_LIST_KEY = 'target-delete';
/** Delete Target Cabang's years start in 2022 (spec part 2 section 9). */
const FIRST_YEAR = 2022;

type DeleteFilters = TargetMonthFilter;

interface DeleteValues {
  /** The chosen reason's id; '' until one is chosen. */
  reason: string;
  /** The rows shown, of the branch-month a delete acts on. */
  rows: readonly TargetRow[];
}

export function DeleteTargetCabangPage() {
  const [filters, setFilters] = useListFilters<DeleteFilters>(TARGET_DELETE_LIST_KEY, () => ({
    ...thisMonth(),
    branch: '',
  }));
  const queryClient = useQueryClient();
  const reasons = useQuery({
    queryKey: ['target-reasons'],
    queryFn: ({ signal }) => call(contract.targets.selectReason, {}, { signal }),
    staleTime: 10 * 60_000,
  });
  const chosenBranch = filters.branch !== '' && filters.branch !== '0';
  const periodClosed = usePeriodClosed('TARGET', storedUser()?.ORG_ID ?? 0, chosenBranch, filters.branch);
  /** Delete: the branch-month shown (the selection last searched), not the one the selects changed to. */
  const remove = useFormSave<DeleteValues, DeleteValues>({
    empty: () => ({ reason: '', rows: [] }),
    periodClosed,
    refuse: ({ reason }) => (reason === '' ? messages.fillReasonFirst : undefined),
    toInput: (values) => values,
    confirm: () => ({ title: messages.confirmDelete }),
    send: async ({ reason, rows: [first] }, options) => {
      const user = storedUser();
      const body = {
        MonthID: first?.TGT_MONTH_ID ?? 0,
        YearID: first?.TGT_YEAR_ID ?? 0,
        BranchCode: first?.BRANCH_CODE ?? '',
        USER_ID: user?.USER_ID,
        SELECTED_REASON: reason,
        USER_NAME: user?.USER_NAME,
      };
      return (await callWithMessage(contract.targets.deletecab, body, options)).message ?? messages.success;
    },
    listKey: TARGET_DELETE_LIST_KEY,
    onFailed: () => void queryClient.invalidateQueries({ queryKey: [TARGET_DELETE_LIST_KEY] }),
  });

  return (
    <>
      <PeriodClosedAlert closed={periodClosed} />
      <ListScreen<TargetRow, DeleteFilters>
        queryKey={TARGET_DELETE_LIST_KEY}
        columns={targetColumns}
        hiddenColumns={TARGET_COLUMNS_HIDDEN}
        getRowId={(row) => row.TARGET_ID}
        title={messages.deleteTargetCabang}
        filters={{
          value: filters,
          controls: (
            <TargetMonthFilters value={filters} onChange={setFilters} startOnOwn firstYear={FIRST_YEAR} />
          ),
          check: (f) => (f.branch === '' || f.branch === '0' ? messages.selectBranchFirst : undefined),
          loadLabel: messages.searchLabel,
        }}
        source={{
          mode: 'client',
          // Only what a delete removes: the rows of head office's recommendation alone are not the branch's.
          load: async (f, signal) =>
            (
              await call(
                contract.targets.overviewbranch,
                { MonthID: f.month, YearID: f.year, BranchCode: f.branch, Status: '' },
                { signal },
              )
            ).DetailTarget.filter((r) => r.VALUE_TGT_CAB !== null),
        }}
        toolbar={(rows, loaded) => (
          <>
            <TextField
              select
              label={messages.reasonLabel}
              value={remove.values.reason}
              onChange={(e) => remove.change({ reason: e.target.value })}
              disabled={reasons.isPending}
              sx={{ minWidth: 260 }}
              size="small"
              data-testid="delete-reason"
            >
              {(reasons.data ?? []).map((r) => (
                <MenuItem key={r.REASON_ID} value={String(r.REASON_ID)}>
                  {r.REASON_DESC}
                </MenuItem>
              ))}
            </TextField>
            <Button
              variant="contained"
              color="error"
              startIcon={<DeleteOutlined />}
              disabled={!loaded || rows.length === 0}
              onClick={() => {
                if (rows.length > 0) void remove.save({ ...remove.values, rows });
              }}
              data-testid="delete-targets"
            >
              {messages.deleteLabel}
            </Button>
          </>
        )}
        testId="target-delete"
      />
    </>
  );
}
