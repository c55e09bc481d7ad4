/**
 * From a chosen file to parsed records: the type check (name and first bytes), then the sheet
 * parse, in a web worker when the file is big and the browser has workers.
 */
import type { ExcelTemplate } from '../../../common/excel-templates';
import { type FileKind, isAcceptedFile } from './file-type';
import type { ParseResult } from './parse-sheet';

export interface ParseRequest {
  data: ArrayBuffer;
  template: Pick<ExcelTemplate, 'columns' | 'dateFormat'>;
  maxRows: number;
}

/** Parses on the page's thread; SheetJS is loaded only when a file is first read. */
async function runParse(request: ParseRequest): Promise<ParseResult> {
  const { parseSheet } = await import('./parse-sheet');
  return parseSheet(request.data, request.template, request.maxRows);
}

/** Files smaller than this parse on the page's thread: starting a worker costs more. */
const WORKER_THRESHOLD_BYTES = 256 * 1024;

function parseInWorker(request: ParseRequest): Promise<ParseResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./parse.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<ParseResult>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message));
    };
    worker.postMessage(request, [request.data]);
  });
}

export interface UploadCheck {
  kind: FileKind;
  /** The message of a refused file type ('Gunakan Template XLS'). */
  wrongFileMessage: string;
  template: Pick<ExcelTemplate, 'columns' | 'dateFormat'>;
  maxRows: number;
}

/** Reads, checks and parses an uploaded file; never throws. */
export async function readUpload(file: File, check: UploadCheck): Promise<ParseResult> {
  const data = await file.arrayBuffer();
  if (!isAcceptedFile(file.name, new Uint8Array(data, 0, Math.min(data.byteLength, 4096)), check.kind)) {
    return { ok: false, message: check.wrongFileMessage };
  }
  const request: ParseRequest = { data, template: check.template, maxRows: check.maxRows };
  if (typeof Worker === 'undefined' || data.byteLength < WORKER_THRESHOLD_BYTES) return runParse(request);
  try {
    return await parseInWorker(request);
  } catch {
    // A browser that cannot start the worker still parses, on the page's thread.
    return runParse({ ...request, data: await file.arrayBuffer() });
  }
}
