/**
 * Mapping New Customer (/mapping-sales-assignment/new): assignments entered row by row. Submit
 * sends the complete rows (spec part 1 section 5) to /insert in one call, after the period check
 * and the confirmation; the server adds all of them or none, naming the first row it refuses.
 */
import { AddOutlined, DeleteOutlined } from '@mui/icons-material';
import { Box, Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useRef } from 'react';
import { contract } from '../../../common/contract';
import { messages } from '../../../common/messages';
import { FormActions } from '../../components/record-form/FormActions';
import { FormPaper } from '../../components/record-form/FormPaper';
import { PeriodClosedAlert } from '../../components/record-form/PeriodClosedAlert';
import { useFormSave } from '../../components/record-form/use-form-save';
import { callWithMessage } from '../../lib/api';
import { storedUser } from '../../lib/auth-storage';
import { AssignmentFields } from './AssignmentFields';
import { type AssignmentValues, emptyAssignmentValues } from './assignment-values';
import { type EntryRow, onScreenRows, type RowsToSend, rowsToSend } from './entry-rows';
import { ASSIGNMENT_OVERVIEW_KEY } from './query-keys';
import { useAssignmentPeriodClosed } from './use-assignment-lookups';

export function AssignmentEntryPage() {
  const periodClosed = useAssignmentPeriodClosed();
  const lastKey = useRef(0);
  const newRow = (): EntryRow => {
    lastKey.current += 1;
    return { key: lastKey.current, ...emptyAssignmentValues() };
  };
  const form = useFormSave<EntryRow[], RowsToSend>({
    empty: () => [newRow()],
    periodClosed,
    refuse: (rows) => (rowsToSend(rows, '').payload.length === 0 ? messages.emptyData : undefined),
    toInput: (rows) => rowsToSend(rows, storedUser()?.USER_ID ?? ''),
    confirm: ({ payload, skipped }) => ({ text: messages.assignmentRowsToSubmit(payload.length, skipped) }),
    send: async ({ payload }, options) => {
      // The envelope's message counts what landed ('… 2 assignment(s) added.'); data is the spec's text.
      const { data, message } = await callWithMessage(contract.salesAssignment.insert, payload, options);
      return message || data || messages.submitSuccess;
    },
    // The rows stay as entered, so the user can fix the one the server names.
    failure: (text, { screenRows }) => onScreenRows(text, screenRows),
    listKey: ASSIGNMENT_OVERVIEW_KEY,
  });
  const { values: rows, update, saving } = form;

  const changeRow = (key: number, change: Partial<AssignmentValues>) =>
    update((all) => all.map((r) => (r.key === key ? { ...r, ...change } : r)));
  const removeRow = (key: number) => update((all) => all.filter((r) => r.key !== key));

  return (
    <FormPaper
      title={messages.mappingNewCustomer}
      loading={false}
      onSubmit={form.save}
      testId="assignment-entry"
    >
      <PeriodClosedAlert closed={periodClosed} />
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
          onClick={() => update((all) => [...all, newRow()])}
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
