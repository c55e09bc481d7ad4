/**
 * The sheet work of the upload screens that may take seconds on a big file: parsing an uploaded
 * sheet. Pure and synchronous, so the same code runs in the sheet worker and, where no worker can
 * start, on the page's thread.
 */
import type { ExcelTemplate } from '../../../common/excel-templates';
import { type ParseResult, parseSheet } from './parse-sheet';

export type SheetJob = {
  kind: 'parse';
  data: ArrayBuffer;
  template: Pick<ExcelTemplate, 'columns' | 'dateFormat'>;
  maxRows: number;
};

/** What each job answers: the parsed rows. */
export type SheetJobResult<J extends SheetJob> = J extends { kind: 'parse' } ? ParseResult : never;

export function runSheetJob<J extends SheetJob>(job: J): SheetJobResult<J> {
  return parseSheet(job.data, job.template, job.maxRows) as SheetJobResult<J>;
}
