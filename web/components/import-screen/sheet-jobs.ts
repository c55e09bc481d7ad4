/**
 * The sheet work of the upload screens that may take seconds on a big file: parsing an uploaded
 * sheet, and writing a template pre-filled with the server's rows (a call plan of tens of
 * thousands of rows). Pure and synchronous, so the same code runs in the sheet worker and, where
 * no worker can start, on the page's thread.
 */
import type { ExcelTemplate } from '../../../common/excel-templates';
import { type ParseResult, parseSheet } from './parse-sheet';
import { templateBlob } from './template';

export type SheetJob =
  | {
      kind: 'parse';
      data: ArrayBuffer;
      template: Pick<ExcelTemplate, 'columns' | 'dateFormat'>;
      maxRows: number;
    }
  | {
      kind: 'template';
      template: ExcelTemplate;
      /** The rows the template holds instead of its example (a template pre-filled from the server). */
      rows: readonly Readonly<Record<string, string>>[] | undefined;
    };

/** What each job answers: the parsed rows, or the template file. */
export type SheetJobResult<J extends SheetJob> = J extends { kind: 'parse' } ? ParseResult : Blob;

export function runSheetJob<J extends SheetJob>(job: J): SheetJobResult<J> {
  const result: ParseResult | Blob =
    job.kind === 'parse'
      ? parseSheet(job.data, job.template, job.maxRows)
      : templateBlob(job.template, job.rows);
  return result as SheetJobResult<J>;
}
