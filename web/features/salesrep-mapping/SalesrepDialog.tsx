/**
 * The popup of one sales rep (spec part 1 sections 2, 4, 5): the rep's history (active first), and
 * a form that maps the rep to a position of the branch (Submit) or ends the current mapping on the
 * end date (Cut Off). Both need an open MAPPING SALESREP period for the rep's branch: while it is
 * closed the popup says 'Periode sudah ditutup.' and both buttons are disabled; the server checks
 * the same. A failed cut-off clears the form. An end date the spec's rule will move (not after the
 * start) says so under the field.
 */
import {
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
import { useMemo } from 'react';
import { NA } from '../../../common/constants';
import { contract } from '../../../common/contract';
import type {
  MappablePosition,
  SalesrepCutoffInput,
  SalesrepInsertInput,
  SalesrepRow,
} from '../../../common/contract/salesrep-mapping';
import { messages } from '../../../common/messages';
import { DateField } from '../../components/DateField';
import { FormCell, FormGrid } from '../../components/record-form/FormGrid';
import { PeriodClosedAlert } from '../../components/record-form/PeriodClosedAlert';
import { useFormSave } from '../../components/record-form/use-form-save';
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
  const user = storedUser();

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
      queryClient.invalidateQueries({ queryKey: ['salesrep-positions', rep.BRANCH_CODE] }),
    ]);
  };
  const positionOf = (values: MappingForm) => positions.data?.find((p) => p.ROLE_MAP_ID === values.roleMapId);

  // Both actions: the period first (as the spec's screen does), then the action's own refusal (a
  // message), then the confirmation. The form's values are Submit's; Cut Off sends them too.
  const submit = useFormSave<MappingForm, SalesrepInsertInput>({
    empty: emptyMappingForm,
    periodClosed,
    refuse: (values) => (positionOf(values) ? undefined : messages.choosePositionFirst),
    // The refusal above has made sure a position is chosen.
    toInput: (values) =>
      insertPayload(rep, positionOf(values) as MappablePosition, values, user?.USER_ID ?? ''),
    send: async (payload, options) =>
      (await call(contract.salesrepMapping.insert, payload, options)) || messages.updateSuccess,
    listKey: SALESREP_LIST_KEY,
    onSaved: refresh,
  });
  const cutOff = useFormSave<MappingForm, SalesrepCutoffInput>({
    empty: emptyMappingForm,
    periodClosed,
    refuse: (values) =>
      rep.SALESREP_POSITION_CODE
        ? undefined
        : messages.noStintToCut(rep.SALESREP_EMPLOYEE_NAME, '-', values.endDate),
    toInput: (values) => cutoffPayload(rep, values, user?.USER_ID ?? ''),
    send: async (payload, options) =>
      (await call(contract.salesrepMapping.cutoff, payload, options)) || messages.cutOffSuccess,
    listKey: SALESREP_LIST_KEY,
    onSaved: refresh,
    // The spec: after a failed cut-off the edit form fields are cleared.
    onFailed: () => submit.reset(emptyMappingForm()),
  });
  const form = submit.values;
  const change = submit.change;
  const busy = submit.saving || cutOff.saving;
  const chosen = positionOf(form);

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
        <PeriodClosedAlert closed={periodClosed} />
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
          onClick={() => void cutOff.save(form)}
          disabled={busy || periodClosed}
          data-testid="salesrep-cutoff"
        >
          {messages.cutOff}
        </Button>
        <Button
          variant="contained"
          onClick={() => void submit.save()}
          disabled={busy || periodClosed}
          data-testid="salesrep-submit"
        >
          {messages.submit}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
