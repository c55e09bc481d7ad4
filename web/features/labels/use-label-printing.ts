/**
 * Printing labels from a print screen: on a Zebra printer through Browser Print (one label at a
 * time, each recorded by markRelasiAsPrinted as soon as the printer took it, so a run cut short
 * keeps what was printed), or as one sticker file made and recorded by the server. While it runs it
 * says what it does ('Sedang mencetak QR untuk {customer}'); a second run cannot start meanwhile.
 * When no printer answers it says so and offers the sticker file of the same labels instead.
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
import { ApiError, call, download } from '../../lib/api';
import { storedUser } from '../../lib/auth-storage';
import { serverSettings } from '../../lib/server-settings';
import { findPrinter, PrinterNotFoundError, writeToPrinter } from './browser-print';
import { loadPrinterSettings } from './printer-settings';

export function useLabelPrinting(listKey: string) {
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const [progress, setProgress] = useState<string | null>(null);
  // A ref as well as state: two clicks in the same tick must not both start a run.
  const running = useRef(false);

  const reload = () => queryClient.invalidateQueries({ queryKey: [listKey] });

  async function run(work: () => Promise<void>) {
    if (running.current) return;
    running.current = true;
    setProgress(messages.printing);
    try {
      await work();
    } finally {
      running.current = false;
      setProgress(null);
      await reload();
    }
  }

  async function stickerFile(rows: readonly RelationPrintRow[]) {
    const first = rows[0];
    if (!first) return;
    await download(
      contract.labels.printRelasiSticker,
      { position: first.POSITION_CODE, orgId: first.ORG_ID, customerIds: rows.map((r) => r.CUSTOMER_ID) },
      `QR Relasi ${first.POSITION_CODE}.pdf`,
    );
    notify.success(messages.stickersMade(rows.length));
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
        setProgress(messages.printingFor(row.CUSTOMER_NAME));
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
    if (printed > 0) notify.success(messages.labelsPrinted(printed, rows.length));
  }

  return {
    /** The progress text while printing; null when idle. */
    progress,
    busy: progress !== null,
    printOnPrinter: (rows: readonly RelationPrintRow[]) => run(() => onPrinter(rows)),
    printStickerFile: (rows: readonly RelationPrintRow[]) =>
      run(() => stickerFile(rows).catch(() => undefined)),
  };
}
