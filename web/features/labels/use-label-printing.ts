/**
 * Printing labels from a print screen: on a Zebra printer through Browser Print (one label at a
 * time, each recorded by markRelasiAsPrinted as soon as the printer took it, so a run cut short
 * keeps what was printed), or as one sticker file, made and recorded by the server a few labels
 * per call and put together here. While it runs it says what it does ('Sedang mencetak QR untuk
 * {customer}') and how far it is ('n dari N'), and it can be cancelled: it stops before the next
 * label or call, and keeps (and for a file, saves) what was done. A second run cannot start
 * meanwhile. When no printer answers it says so and offers the sticker file of the same labels.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { contract } from '../../../common/contract';
import type { RelationPrintRow } from '../../../common/contract/labels';
import { labelContent } from '../../../common/labels/label-content';
import { labelZpl } from '../../../common/labels/zpl';
import { messages } from '../../../common/messages';
import { useConfirm } from '../../components/ConfirmDialog';
import { notify } from '../../components/Snackbar';
import { ApiError, call, fetchFile, saveBlob } from '../../lib/api';
import { storedUser } from '../../lib/auth-storage';
import { serverSettings } from '../../lib/server-settings';
import { findPrinter, PrinterNotFoundError, writeToPrinter } from './browser-print';
import { mergePdfs } from './merge-pdfs';
import { PrintProgressStore } from './print-progress';
import { loadPrinterSettings } from './printer-settings';

/** Labels per sticker call: a run can be cancelled, and shows its progress, between two calls. */
export const STICKERS_PER_CALL = 20;

export function useLabelPrinting(listKey: string) {
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  // The screen renders when a run starts and ends; the progress line as it goes (print-progress.ts).
  const [busy, setBusy] = useState(false);
  const [progress] = useState(() => new PrintProgressStore());
  // Refs as well as state: two clicks in the same tick must not both start a run, and the loop of
  // a run reads the latest cancel.
  const running = useRef(false);
  const cancelled = useRef(false);

  const reload = () => queryClient.invalidateQueries({ queryKey: [listKey] });
  const advance = (done: number) => {
    const count = progress.get()?.count;
    if (count) progress.update({ count: { ...count, done } });
  };

  async function run(total: number, work: () => Promise<void>) {
    if (running.current) return;
    running.current = true;
    cancelled.current = false;
    progress.set({ text: messages.printing, count: { done: 0, total }, cancelling: false });
    setBusy(true);
    try {
      await work();
    } finally {
      running.current = false;
      progress.set(null);
      setBusy(false);
      await reload();
    }
  }

  /**
   * The sticker file of the rows, made a few labels per call (each call records its labels), then
   * saved as one file: after a cancel or a failed call, the file of the labels made so far, so
   * that what is recorded as printed is what the user holds.
   */
  async function stickerFile(rows: readonly RelationPrintRow[]) {
    const first = rows[0];
    if (!first) return;
    const parts: Blob[] = [];
    let fileName: string | undefined;
    let made = 0;
    try {
      for (let i = 0; i < rows.length && !cancelled.current; i += STICKERS_PER_CALL) {
        const chunk = rows.slice(i, i + STICKERS_PER_CALL);
        const file = await fetchFile(contract.labels.printRelasiSticker, {
          position: first.POSITION_CODE,
          orgId: first.ORG_ID,
          customerIds: chunk.map((r) => r.CUSTOMER_ID),
        });
        parts.push(file.blob);
        fileName ??= file.fileName;
        made += chunk.length;
        advance(made);
      }
    } catch {
      // The API client has shown the failure; the labels made so far are saved below.
    }
    const [only] = parts;
    if (!only) return;
    const blob = parts.length === 1 ? only : await mergePdfs(parts);
    saveBlob(blob, fileName ?? `QR Relasi ${first.POSITION_CODE}.pdf`);
    if (made === rows.length) notify.success(messages.stickersMade(made));
    else notify.warning(messages.stickersMadeOf(made, rows.length));
  }

  /** Sends the labels to the printer; without one, offers the sticker file of the same labels. */
  async function onPrinter(rows: readonly RelationPrintRow[]) {
    let device: Awaited<ReturnType<typeof findPrinter>>;
    try {
      device = await findPrinter();
    } catch {
      notify.error(messages.printerNotFound);
      if (
        await confirm({
          title: messages.printerNotFound,
          text: messages.offerStickerFile,
          confirmLabel: messages.downloadStickerFile,
        })
      ) {
        await stickerFile(rows).catch(() => undefined);
      }
      return;
    }
    const settings = loadPrinterSettings(device.uid);
    const website = serverSettings.labelWebsite();
    const user = storedUser()?.USER_ID;
    let printed = 0;
    try {
      for (const row of rows) {
        if (cancelled.current) break;
        progress.update({ text: messages.printingFor(row.CUSTOMER_NAME) });
        advance(printed);
        await writeToPrinter(device, labelZpl(row, { ...settings, website }));
        await call(contract.labels.markRelasiAsPrinted, {
          customer_id: row.CUSTOMER_ID,
          customer_name: labelContent(row).name,
          org_id: row.ORG_ID,
          user_id: user,
          position_code: row.POSITION_CODE,
          layout: settings.layout,
          via: 'ZPL',
        });
        printed++;
      }
    } catch (err) {
      if (err instanceof PrinterNotFoundError) notify.error(messages.printerNotFound);
      else if (!(err instanceof ApiError)) notify.error(String((err as Error).message));
    }
    if (printed === rows.length) notify.success(messages.labelsPrinted(printed, rows.length));
    else if (printed > 0 || cancelled.current) notify.warning(messages.labelsPrinted(printed, rows.length));
  }

  return {
    /** Where a run is, for the progress line (PrintProgress). */
    progress,
    busy,
    /** Stops the run before its next label or call. */
    cancel: () => {
      cancelled.current = true;
      progress.update({ cancelling: true });
    },
    printOnPrinter: (rows: readonly RelationPrintRow[]) => run(rows.length, () => onPrinter(rows)),
    printStickerFile: (rows: readonly RelationPrintRow[]) =>
      run(rows.length, () => stickerFile(rows).catch(() => undefined)),
  };
}
