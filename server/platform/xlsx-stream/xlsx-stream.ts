/**
 * One .xlsx file as a stream: the fixed package parts, then the sheet XML written into one deflated
 * zip entry as it is made, batch by batch. zip-stream pulls the sheet only as fast as the consumer
 * reads, so a slow socket slows the database read instead of filling memory.
 */
import { PassThrough, Readable } from 'node:stream';
import ZipStream from 'zip-stream';
import type { ExcelColumn } from '../excel';
import { fixedParts, SHEET_PART } from './package-parts';
import { type SheetColumn, sheetXml } from './sheet-xml';

/**
 * Deflate level 1: sheet XML is repetitive, so the fastest level already shrinks it about tenfold;
 * higher levels cost more time than the bytes they save (as in excel.ts).
 */
const DEFLATE_LEVEL = 1;

/** The bytes the stream holds for a reader that is not reading, on each side of `out`. */
const OUT_BUFFER_BYTES = 16 * 1024;

function addEntry(zip: ZipStream, source: string | Readable, name: string, date: Date): Promise<void> {
  return new Promise((resolve, reject) => {
    zip.entry(source, { name, date }, (error) => (error ? reject(error) : resolve()));
  });
}

async function writePackage(zip: ZipStream, sheetName: string, sheet: Readable): Promise<void> {
  const date = new Date();
  for (const [name, content] of fixedParts(sheetName)) await addEntry(zip, content, name, date);
  await addEntry(zip, sheet, SHEET_PART, date);
  zip.finalize();
}

/** Ends the batches early; a failure to close them has no one left to tell. */
function returnQuietly(batches: AsyncIterator<unknown>): void {
  Promise.resolve(batches.return?.()).catch(() => undefined);
}

/**
 * The bytes of one .xlsx file of one sheet: a header row of the column headers, then every row of
 * every batch. The next batch is pulled only when the consumer wants more bytes.
 *
 * Destroying the stream (a client that disconnects) stops the pulls and calls `return()` on the
 * batches' iterator, so the database read stops; an error of the batches destroys the stream with it.
 */
export function xlsxStream<Row extends object>(
  sheetName: string,
  columns: readonly ExcelColumn<Row>[],
  batches: AsyncIterable<readonly Row[]>,
): Readable {
  return sheetStream(sheetName, columns, batches);
}

/**
 * The same file from rows read as arrays: each column names the index of its value in every row.
 * An export reads its rows so (platform/list): no field names to build, send and parse per row.
 */
export function xlsxStreamOfArrays(
  sheetName: string,
  columns: readonly (SheetColumn & { key: number })[],
  batches: AsyncIterable<readonly (readonly unknown[])[]>,
): Readable {
  return sheetStream(sheetName, columns, batches);
}

function sheetStream(
  sheetName: string,
  columns: readonly SheetColumn[],
  batches: AsyncIterable<readonly object[]>,
): Readable {
  // Taken at once, so that even a stream destroyed before its first read returns the iterator.
  const rows = batches[Symbol.asyncIterator]();
  // Bytes with Readable.from's high-water mark of 1: a batch is pulled only once the previous one
  // went into the deflater.
  const sheet = Readable.from(sheetXml(columns, rows), { objectMode: false });
  const zip = new ZipStream({ level: DEFLATE_LEVEL });
  const out = new PassThrough({
    // Node's default buffer grew from 16 to 64 KiB (Node 22); fixed here so that an export holds
    // as little ahead of a slow reader on every Node, as zip-stream's own 16 KiB buffers do.
    highWaterMark: OUT_BUFFER_BYTES,
    // At once, not on 'close' a tick later: no batch is pulled after a destroy.
    destroy(error, callback) {
      if (!this.readableEnded) {
        zip.destroy();
        sheet.destroy();
      }
      callback(error);
    },
  });
  zip.pipe(out);
  // `on`, not `once`: a second 'error' without a listener would throw.
  zip.on('error', (error: Error) => out.destroy(error));
  sheet.on('error', (error) => out.destroy(error));
  // Readable.from returns the sheet generator when destroyed, after the batch in flight (if any):
  // only then is the rows' iterator idle and can be returned.
  sheet.once('close', () => {
    if (!sheet.readableEnded) returnQuietly(rows);
  });
  writePackage(zip, sheetName, sheet).catch((error: Error) => out.destroy(error));
  return out;
}
