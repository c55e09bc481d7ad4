/**
 * Download Template of an upload screen. A template pre-filled from the server (the org's current
 * call plan) may hold tens of thousands of rows: the button shows its progress and takes no second
 * press while it works, and a big sheet is written in the sheet worker, so the page stays
 * responsive meanwhile.
 */
import { FileDownloadOutlined } from '@mui/icons-material';
import { Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import type { ExcelTemplate } from '../../../common/excel-templates';
import { messages } from '../../../common/messages';
import { ApiError, saveBlob } from '../../lib/api';
import { notify } from '../Snackbar';
import { sheetWork } from './sheet-work';

/** Cells from which a template is written in the worker: a smaller one is done before a worker starts. */
const WORKER_THRESHOLD_CELLS = 20_000;

export interface TemplateButtonProps<C extends string> {
  template: ExcelTemplate<C>;
  /** The rows the template holds instead of the example; they may refuse with a message for the snackbar. */
  templateRows?(): Promise<readonly Readonly<Record<C, string>>[]>;
}

export function TemplateButton<C extends string>({ template, templateRows }: TemplateButtonProps<C>) {
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const rows = await templateRows?.();
      const cells = (rows?.length ?? 1) * template.columns.length;
      const blob = await sheetWork({ kind: 'template', template, rows }, cells >= WORKER_THRESHOLD_CELLS);
      saveBlob(blob, template.fileName);
    } catch (err) {
      // A call (or a chunk) that failed has shown itself; anything else says what it is.
      if (!(err instanceof ApiError)) notify.error((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="outlined"
      startIcon={busy ? <CircularProgress size={16} /> : <FileDownloadOutlined />}
      onClick={download}
      disabled={busy}
      aria-busy={busy}
      data-testid="download-template"
    >
      {busy ? messages.preparingTemplate : messages.downloadTemplate}
    </Button>
  );
}
