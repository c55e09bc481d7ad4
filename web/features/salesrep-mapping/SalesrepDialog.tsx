/**
 * The popup of one sales rep (spec part 1 sections 2, 4, 5): the rep's history (active first), and
 * a form that maps the rep to a position of the branch (Submit) or ends the current mapping on the
 * end date (Cut Off). Both need an open MAPPING SALESREP period for the rep's branch: while it is
 * closed the popup says 'Periode sudah ditutup.' and both buttons are disabled; the server checks
 * the same. A failed cut-off clears the form. An end date the spec's rule will move (not after the
 * start) says so under the field.
 */
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { NA } from '../../../common/constants';
import { contract } from '../../../common/contract';
import type { SalesrepRow } from '../../../common/contract/salesrep-mapping';
import { messages } from '../../../common/messages';
import { useConfirm } from '../../components/ConfirmDialog';
import { DateField } from '../../components/DateField';
import { FormCell, FormGrid } from '../../components/record-form/FormGrid';
import { failureText } from '../../components/record-form/failure-text';
import { notify } from '../../components/Snackbar';
import { type CodeOption, CodeSelect } from '../../components/selects/CodeSelect';
import { call } from '../../lib/api';
import { storedUser } from '../../lib/auth-storage';
import { usePeriodClosed } from '../../lib/use-period-closed';
import { SALESREP_LIST_KEY } from './query-keys';
import { SalesrepHistory } from './SalesrepHistory';
import {
  cutoffPayload,
  emptyMappingForm,
  endDateNote,
  insertPayload,
  type MappingForm,
} from './salesrep-form';

interface SalesrepDialogProps {
  rep: SalesrepRow;
  onClose(): void;
}

const NA_OPTION: CodeOption = { value: NA, label: NA };

/** What the chosen position brings (type, title, supervisor): shown, not chosen. */
function ReadOnlyField({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <TextField
      label={label}
      value={value}
      fullWidth
      slotProps={{ input: { readOnly: true }, inputLabel: { shrink: value !== '' || undefined } }}
      data-testid={testId}
    />
  );
}

export function SalesrepDialog({ rep, onClose }: SalesrepDialogProps) {
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const user = storedUser();
  const [form, setForm] = useState<MappingForm>(emptyMappingForm);
  const [busy, setBusy] = useState(false);
  const change = (next: Partial<MappingForm>) => setForm((f) => ({ ...f, ...next }));

  const historyKey = ['salesrep-history', rep.SALESREP_EMPLOYEEID];
  const history = useQuery({
    queryKey: historyKey,
    queryFn: ({ signal }) =>
      call(
        contract.salesrepMapping.selectHistorybySalesrepID,
        { employeeID: rep.SALESREP_EMPLOYEEID },
        { signal },
      ),
  });
  // The rep's own branch and org decide, also for head office acting on it.
  const periodClosed = usePeriodClosed('MAPPING SALESREP', rep.ORG_ID, true, rep.BRANCH_CODE);
  const positions = useQuery({
    queryKey: ['salesrep-positions', rep.BRANCH_CODE],
    queryFn: ({ signal }) =>
      call(
        contract.salesrepMapping.selectPositionMappingSalesrep,
        { branchCode: rep.BRANCH_CODE, salesRepEmployeeID: rep.SALESREP_EMPLOYEEID },
        { signal },
      ),
  });
  const csos = useQuery({
    queryKey: ['salesrep-csos', rep.ORG_ID],
    queryFn: ({ signal }) => call(contract.salesrepMapping.selectCSO, { orgid: rep.ORG_ID }, { signal }),
  });

  const chosen = positions.data?.find((p) => p.ROLE_MAP_ID === form.roleMapId);
  const positionOptions = useMemo<CodeOption[]>(
    () =>
      (positions.data ?? []).map((p) => ({
        value: String(p.ROLE_MAP_ID),
        label:
          p.HOLDER_NAME && p.HOLDER_NAME !== rep.SALESREP_EMPLOYEE_NAME
            ? `${p.ROLE_POSITION_CODE} (${p.HOLDER_NAME})`
            : p.ROLE_POSITION_CODE,
      })),
    [positions.data, rep.SALESREP_EMPLOYEE_NAME],
  );
  const csoOptions = useMemo<CodeOption[]>(
    () => [
      NA_OPTION,
      ...(csos.data ?? []).map((c) => ({ value: c.ROLE_POSITION_CODE, label: c.ROLE_POSITION_CODE })),
    ],
    [csos.data],
  );

  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: historyKey }),
      queryClient.invalidateQueries({ queryKey: [SALESREP_LIST_KEY] }),
      queryClient.invalidateQueries({ queryKey: ['salesrep-positions', rep.BRANCH_CODE] }),
    ]);
  };

  /**
   * Both actions: the period first (as the spec's screen does), then the action's own check (a
   * message when it fails), then the confirmation.
   */
  const guarded = async (ready: () => boolean, action: () => Promise<void>) => {
    if (periodClosed) {
      notify.error(messages.periodClosed);
      return;
    }
    if (!ready() || !(await confirm())) return;
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };

  const submit = () =>
    guarded(
      () => {
        if (!chosen) notify.error(messages.choosePositionFirst);
        return chosen !== undefined;
      },
      async () => {
        if (!chosen) return;
        try {
          const payload = insertPayload(rep, chosen, form, user?.USER_ID ?? '');
          const text = await call(contract.salesrepMapping.insert, payload, { silent: true });
          notify.success(text || messages.updateSuccess);
          setForm(emptyMappingForm());
          await refresh();
        } catch (err) {
          notify.error(failureText(err));
        }
      },
    );

  const cutOff = () =>
    guarded(
      () => {
        if (!rep.SALESREP_POSITION_CODE) {
          notify.error(messages.noStintToCut(rep.SALESREP_EMPLOYEE_NAME, '-', form.endDate));
        }
        return !!rep.SALESREP_POSITION_CODE;
      },
      async () => {
        try {
          const payload = cutoffPayload(rep, form, user?.USER_ID ?? '');
          const text = await call(contract.salesrepMapping.cutoff, payload, { silent: true });
          notify.success(text || messages.cutOffSuccess);
          await refresh();
        } catch (err) {
          notify.error(failureText(err));
          // The spec: after a failed cut-off the edit form fields are cleared.
          setForm(emptyMappingForm());
        }
      },
    );

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth data-testid="salesrep-dialog">
      <DialogTitle>
        {rep.SALESREP_EMPLOYEE_NAME}
        <Typography variant="body2" color="text.secondary">
          {rep.SALESREP_EMPLOYEEID} · {rep.BRANCH_CODE}
          {rep.SALESREP_POSITION_CODE ? ` · ${rep.SALESREP_POSITION_CODE}` : ''}
        </Typography>
      </DialogTitle>
      <DialogContent dividers>
        {periodClosed ? (
          <Alert severity="warning" sx={{ mb: 2 }} data-testid="period-closed">
            {messages.periodClosed}
          </Alert>
        ) : null}
        <SalesrepHistory
          rows={history.data ?? []}
          loading={history.isFetching}
          error={history.error}
          onRetry={() => void history.refetch()}
        />
        <Box sx={{ mt: 3 }}>
          <FormGrid>
            <FormCell>
              <CodeSelect
                label={messages.positionLabel}
                value={form.roleMapId === null ? '' : String(form.roleMapId)}
                options={positionOptions}
                onChange={(value) => {
                  const position = positions.data?.find((p) => String(p.ROLE_MAP_ID) === value);
                  change({ roleMapId: position?.ROLE_MAP_ID ?? null, cso: position?.CSO_CODE ?? NA });
                }}
                loading={positions.isPending}
                required
                testId="salesrep-position"
              />
            </FormCell>
            <FormCell>
              <ReadOnlyField
                label={messages.typeCodeLabel}
                value={chosen?.EMPLOYEE_TYPE_CODE ?? ''}
                testId="salesrep-type"
              />
            </FormCell>
            <FormCell>
              <ReadOnlyField
                label={messages.titleCodeLabel}
                value={chosen?.EMPLOYEE_TITLE_CODE ?? ''}
                testId="salesrep-title"
              />
            </FormCell>
            <FormCell>
              <ReadOnlyField
                label={messages.supervisorLabel}
                value={chosen?.ROLE_SUP_CODE ?? ''}
                testId="salesrep-supervisor"
              />
            </FormCell>
            <FormCell>
              <CodeSelect
                label={messages.csoLabel}
                value={form.cso}
                options={csoOptions}
                onChange={(cso) => change({ cso })}
                loading={csos.isPending}
                testId="salesrep-cso"
              />
            </FormCell>
            <FormCell>
              <DateField
                label={messages.startDateLabel}
                value={form.startDate}
                onChange={(startDate) => change({ startDate })}
                required
                testId="salesrep-start-date"
              />
            </FormCell>
            <FormCell wide>
              <DateField
                label={messages.endDateLabel}
                value={form.endDate}
                onChange={(endDate) => change({ endDate })}
                shortcuts
                required
                helperText={endDateNote(form)}
                testId="salesrep-end-date"
              />
            </FormCell>
          </FormGrid>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button color="inherit" onClick={onClose} disabled={busy}>
          {messages.close}
        </Button>
        <Button
          variant="outlined"
          color="warning"
          onClick={() => void cutOff()}
          disabled={busy || periodClosed}
          data-testid="salesrep-cutoff"
        >
          {messages.cutOff}
        </Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={busy || periodClosed}
          data-testid="salesrep-submit"
        >
          {messages.submit}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
