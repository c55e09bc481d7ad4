/**
 * Mapping New Customer (/mapping-sales-assignment/new): assignments entered row by row. Submit
 * sends the complete rows (spec part 1 section 5) to /insert in one call, after the period check
 * and the confirmation; the server adds all of them or none, naming the first row it refuses.
 */
import { AddOutlined, DeleteOutlined } from '@mui/icons-material';
import { Alert, Box, Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { contract } from '../../../common/contract';
import { messages } from '../../../common/messages';
import { useConfirm } from '../../components/ConfirmDialog';
import { FormActions } from '../../components/record-form/FormActions';
import { FormPaper } from '../../components/record-form/FormPaper';
import { failureText } from '../../components/record-form/failure-text';
import { notify } from '../../components/Snackbar';
import { callWithMessage } from '../../lib/api';
import { storedUser } from '../../lib/auth-storage';
import { AssignmentFields } from './AssignmentFields';
import { type AssignmentValues, emptyAssignmentValues } from './assignment-values';
import { type EntryRow, onScreenRows, rowsToSend } from './entry-rows';
import { ASSIGNMENT_OVERVIEW_KEY } from './paths';
import { useAssignmentPeriodClosed } from './use-assignment-lookups';

export function AssignmentEntryPage() {
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const periodClosed = useAssignmentPeriodClosed();
  const lastKey = useRef(0);
  const newRow = (): EntryRow => {
    lastKey.current += 1;
    return { key: lastKey.current, ...emptyAssignmentValues() };
  };
  const [rows, setRows] = useState<EntryRow[]>(() => [newRow()]);
  const [saving, setSaving] = useState(false);

  const changeRow = (key: number, change: Partial<AssignmentValues>) =>
    setRows((all) => all.map((r) => (r.key === key ? { ...r, ...change } : r)));
  const removeRow = (key: number) => setRows((all) => all.filter((r) => r.key !== key));

  const submit = async () => {
    if (periodClosed) {
      notify.error(messages.periodClosed);
      return;
    }
    const { payload, screenRows, skipped } = rowsToSend(rows, storedUser()?.USER_ID ?? '');
    if (payload.length === 0) {
      notify.error(messages.emptyData);
      return;
    }
    if (!(await confirm({ text: messages.assignmentRowsToSubmit(payload.length, skipped) }))) return;
    setSaving(true);
    try {
      // The envelope's message counts what landed ('… 2 assignment(s) added.'); data is the spec's text.
      const { data, message } = await callWithMessage(contract.salesAssignment.insert, payload, {
        silent: true,
      });
      notify.success(message || data || messages.submitSuccess);
      setRows([newRow()]);
      await queryClient.invalidateQueries({ queryKey: [ASSIGNMENT_OVERVIEW_KEY] });
    } catch (err) {
      // The rows stay as entered, so the user can fix the one the server names.
      notify.error(onScreenRows(failureText(err), screenRows));
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormPaper
      title={messages.mappingNewCustomer}
      loading={false}
      onSubmit={() => void submit()}
      testId="assignment-entry"
    >
      {periodClosed ? (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="period-closed">
          {messages.periodClosed}
        </Alert>
      ) : null}
      <Stack spacing={2}>
        {rows.map((row, i) => (
          <Box
            key={row.key}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, pt: 1 }}
            data-testid={`entry-row-${i + 1}`}
          >
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
              <Typography variant="subtitle2" color="text.secondary">
                {messages.assignmentRowTitle(i + 1)}
              </Typography>
              <Tooltip title={messages.assignmentRemoveRow}>
                {/* The last row stays: there is always one to fill. */}
                <span>
                  <IconButton
                    size="small"
                    aria-label={messages.assignmentRemoveRow}
                    onClick={() => removeRow(row.key)}
                    disabled={rows.length === 1 || saving}
                    data-testid={`row-${i + 1}-remove`}
                  >
                    <DeleteOutlined fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
            </Stack>
            <AssignmentFields
              values={row}
              onChange={(change) => changeRow(row.key, change)}
              testId={`row-${i + 1}`}
            />
          </Box>
        ))}
      </Stack>
      <Stack direction="row" sx={{ mt: 3, alignItems: 'center', justifyContent: 'space-between' }}>
        <Button
          variant="outlined"
          startIcon={<AddOutlined />}
          onClick={() => setRows((all) => [...all, newRow()])}
          disabled={saving}
          data-testid="add-row"
        >
          {messages.assignmentAddRow}
        </Button>
        <FormActions saving={saving} loading={false} saveLabel={messages.submit} />
      </Stack>
    </FormPaper>
  );
}
