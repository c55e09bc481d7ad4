/**
 * Adjust Incentive (/adjust-incentive/new): the user finds an invoice, its lines become rows to
 * complete with the position the credit moves from and to and a reason, adds or deletes rows, and
 * submits them all in one insert after the confirmation. Saved, the rows and the invoice clear.
 * Rows the server finds asked before ('System has detect Duplicate Data') stay alone on the screen
 * (spec part 2 section 8): the other rows were saved, and the screen says how many were saved and
 * how many are left, until the user finds an invoice or saves again.
 */
import { AddOutlined, SearchOutlined } from '@mui/icons-material';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { contract } from '../../../common/contract';
import type { AdjustRow } from '../../../common/contract/incentive';
import { messages } from '../../../common/messages';
import { FormActions } from '../../components/record-form/FormActions';
import { FormPaper } from '../../components/record-form/FormPaper';
import { PeriodClosedAlert } from '../../components/record-form/PeriodClosedAlert';
import { useFormSave } from '../../components/record-form/use-form-save';
import { call } from '../../lib/api';
import { storedUser } from '../../lib/auth-storage';
import { usePeriodClosed } from '../../lib/use-period-closed';
import { AdjustRows } from './AdjustRows';
import {
  type AdjustEntryRow,
  emptyRow,
  insertRowsOf,
  isRowComplete,
  keepRowsAt,
  rowOfLine,
} from './adjust-rows';
import { InvoiceHeader } from './InvoiceHeader';
import { APPROVAL_LIST_KEY, INCENTIVE_LIST_KEYS } from './list-keys';
import { useInvoiceSearch } from './use-invoice-search';

export function AdjustIncentivePage() {
  const periodClosed = usePeriodClosed('INCENTIVE', storedUser()?.ORG_ID ?? 0);
  const queryClient = useQueryClient();
  const lastKey = useRef(0);
  const nextKey = () => {
    lastKey.current += 1;
    return lastKey.current;
  };
  // The last save's answer: the rows it saved, and the duplicates (their indexes) that stay.
  const answer = useRef({ SAVED: 0, DUPLICATES: [] as number[] });
  // After a save with duplicates: how many rows were saved and how many are left.
  const [left, setLeft] = useState<string | undefined>(undefined);

  const form = useFormSave<AdjustEntryRow[], AdjustRow[]>({
    empty: () => [],
    periodClosed,
    refuse: (rows) => (rows.length === 0 || !rows.every(isRowComplete) ? messages.fillAllData : undefined),
    toInput: (rows) => insertRowsOf(rows, storedUser()?.USER_ID ?? ''),
    send: async (rows, options) => {
      answer.current = await call(contract.incentive.insert, rows, options);
      return answer.current.DUPLICATES.length > 0 ? { warning: messages.duplicateData } : messages.dataSaved;
    },
    listKey: APPROVAL_LIST_KEY,
    // Only the duplicates stay (none after a clean save).
    next: (saved) => keepRowsAt(saved, answer.current.DUPLICATES),
    onSaved: async () => {
      const { SAVED, DUPLICATES } = answer.current;
      if (DUPLICATES.length > 0) setLeft(messages.duplicatesLeft(SAVED, DUPLICATES.length));
      else {
        setLeft(undefined);
        invoice.clear();
      }
      await queryClient.invalidateQueries({
        predicate: (q) => INCENTIVE_LIST_KEYS.includes(String(q.queryKey[0])),
      });
    },
  });
  const { values: rows, update, saving } = form;

  const invoice = useInvoiceSearch({
    periodClosed,
    onFound: (lines) => {
      setLeft(undefined);
      form.reset(lines.map((line) => rowOfLine(nextKey(), line)));
    },
    onMissing: () => {
      setLeft(undefined);
      form.reset([]);
    },
  });
  const header = invoice.lines[0];
  const busy = saving || invoice.searching;

  return (
    <FormPaper
      title={messages.adjustIncentive}
      loading={invoice.searching}
      onSubmit={() => void form.save()}
      testId="adjust-incentive"
    >
      <PeriodClosedAlert closed={periodClosed} />
      <Stack direction="row" spacing={1.5} sx={{ mb: 2, alignItems: 'center' }}>
        <TextField
          label={messages.invoiceNumberLabel}
          value={invoice.text}
          onChange={(e) => invoice.setText(e.target.value.toUpperCase())}
          onKeyDown={(e) => {
            // Enter here searches; elsewhere in the form it submits the rows.
            if (e.key !== 'Enter') return;
            e.preventDefault();
            void invoice.search();
          }}
          sx={{ width: { xs: '100%', sm: 280 } }}
          slotProps={{ htmlInput: { maxLength: 50 } }}
          data-testid="invoice-search-text"
        />
        <Button
          variant="contained"
          startIcon={<SearchOutlined />}
          onClick={() => void invoice.search()}
          disabled={busy || invoice.text.trim() === ''}
          data-testid="invoice-search"
        >
          {messages.searchLabel}
        </Button>
      </Stack>
      {header ? <InvoiceHeader line={header} /> : null}
      {left ? (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="duplicates-left">
          {messages.duplicateData}. {left}
        </Alert>
      ) : null}
      {rows.length > 0 ? (
        <AdjustRows
          rows={rows}
          lines={invoice.lines}
          onUpdate={(key, next) => update((all) => all.map((r) => (r.key === key ? next(r) : r)))}
          onRemove={(key) => update((all) => all.filter((r) => r.key !== key))}
          disabled={busy}
        />
      ) : null}
      <Stack direction="row" sx={{ mt: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Button
          variant="outlined"
          startIcon={<AddOutlined />}
          onClick={() => update((all) => [...all, emptyRow(nextKey())])}
          // A row takes one of the invoice's lines: there is none to take before an invoice is found.
          disabled={busy || invoice.lines.length === 0}
          data-testid="add-row"
        >
          {messages.addRow}
        </Button>
        <FormActions saving={saving} loading={invoice.searching} saveLabel={messages.submit} />
      </Stack>
    </FormPaper>
  );
}
