/**
 * From a chosen file to parsed records: the type check (name and first bytes), then the sheet
 * parse, in a web worker when the file is big and the browser has workers.
 */
import type { ExcelTemplate } from '../../../common/excel-templates';
import { failureMessage } from '../../lib/api';
import { type FileKind, isAcceptedFile } from './file-type';
import type { ParseResult } from './parse-sheet';
import { sheetWork } from './sheet-work';

/** Files smaller than this parse on the page's thread: starting a worker costs more. */
const WORKER_THRESHOLD_BYTES = 256 * 1024;

export interface UploadCheck {
  kind: FileKind;
  /** The message of a refused file type ('Gunakan Template XLS'). */
  wrongFileMessage: string;
  template: Pick<ExcelTemplate, 'columns' | 'dateFormat'>;
  maxRows: number;
}

/**
 * Reads, checks and parses an uploaded file; never throws. A parse that could not run (its code
 * could not be fetched from a server that cannot be reached) refuses the file with that reason,
 * so the screen stops reading and the user chooses the file again once the server is back.
 */
export async function readUpload(file: File, check: UploadCheck): Promise<ParseResult> {
  try {
    const data = await file.arrayBuffer();
    if (!isAcceptedFile(file.name, new Uint8Array(data, 0, Math.min(data.byteLength, 4096)), check.kind)) {
      return { ok: false, message: check.wrongFileMessage };
    }
    const job = { kind: 'parse', data, template: check.template, maxRows: check.maxRows } as const;
    // The screen shows the refusal itself.
    return await sheetWork(job, data.byteLength >= WORKER_THRESHOLD_BYTES, { silent: true });
  } catch (err) {
    return { ok: false, message: failureMessage(err) };
  }
}
