/**
 * Finding the invoice of Adjust Incentive (spec part 2 sections 5 and 8): the search needs the
 * INCENTIVE period open, and says 'Periode sudah ditutup.' without asking when it is closed. An
 * invoice not found (an empty answer) or any failure says 'Something is wrong..', as the spec's
 * screen did; only the server's own period refusal (the invoice's branch closed) shows as it is.
 * A search that finds nothing leaves nothing of the invoice found before: its rows would stand
 * under the number just typed, as if they were that invoice's.
 */
import { useState } from 'react';
import { contract } from '../../../common/contract';
import type { InvoiceLine } from '../../../common/contract/incentive';
import { messages } from '../../../common/messages';
import { notify } from '../../components/Snackbar';
import { ApiError, call } from '../../lib/api';

export interface InvoiceSearch {
  /** The invoice number as typed. */
  text: string;
  setText(text: string): void;
  /** The lines of the invoice found; none before a search or after a save. */
  lines: InvoiceLine[];
  searching: boolean;
  search(): Promise<void>;
  clear(): void;
}

function failureShown(err: unknown): string | undefined {
  // An ended session says so in its own dialog.
  if (err instanceof ApiError && err.status === 401) return undefined;
  if (err instanceof ApiError && err.message.startsWith(messages.periodClosed)) return err.message;
  return messages.somethingWrong;
}

export function useInvoiceSearch(options: {
  periodClosed: boolean;
  /** The invoice was found: the screen's rows start from its lines. */
  onFound(lines: InvoiceLine[]): void;
  /** The search found no invoice (or failed): the screen's rows go with the invoice found before. */
  onMissing(): void;
}): InvoiceSearch {
  const [text, setText] = useState('');
  const [lines, setLines] = useState<InvoiceLine[]>([]);
  const [searching, setSearching] = useState(false);

  const missing = () => {
    setLines([]);
    options.onMissing();
  };

  const search = async () => {
    const invoiceNO = text.trim();
    if (invoiceNO === '' || searching) return;
    if (options.periodClosed) {
      notify.error(messages.periodClosed);
      return;
    }
    setSearching(true);
    try {
      const found = await call(contract.incentive.getInvoiceByID, { invoiceNO }, { silent: true });
      if (found.length === 0) {
        missing();
        notify.error(messages.somethingWrong);
        return;
      }
      setLines(found);
      options.onFound(found);
    } catch (err) {
      missing();
      const shown = failureShown(err);
      if (shown) notify.error(shown);
    } finally {
      setSearching(false);
    }
  };

  return {
    text,
    setText,
    lines,
    searching,
    search,
    clear: () => {
      setText('');
      setLines([]);
    },
  };
}
