/**
 * The XML of one cell, by the rule set of common/excel-cell.ts: texts are inline-string cells
 * (t="inlineStr", never a formula and never t="str", the cached result of a formula), numbers
 * number cells, booleans boolean cells, dates numbers in the date style.
 *
 * Each kind gives what follows `<c r="A1"` (the writer adds the reference), and '' for no cell at all:
 * strings are concatenated into the batch's XML, no object is made per cell.
 */
import { type CellValue, type CellWriter, writeCell } from '../../../common/excel-cell';
import { DATE_STYLE } from './package-parts';
import { xmlTextElement } from './xml-text';

const DAY_MS = 86_400_000;
/** Days from Excel's day 0 (1899-12-30 in its count) to 1970-01-01. */
const EPOCH_1970 = 25_569;

/**
 * Excel's serial number of a date, as SheetJS computes it: the UTC wall clock of the Date, so the
 * server's time zone changes nothing. Before 1900-03-01 Excel counts a 29 February 1900 that never
 * was, hence the day less.
 */
export function excelSerial(date: Date): number {
  const serial = date.getTime() / DAY_MS + EPOCH_1970;
  return serial < 60 ? serial - 1 : serial;
}

const xmlCells: CellWriter<string> = {
  empty: '',
  text: (text) => ` t="inlineStr"><is>${xmlTextElement(text)}</is></c>`,
  // String(number) is a valid xsd:double (e.g. '1e+21', '-0.5'); non-finite numbers never get here.
  number: (value) => `><v>${value}</v></c>`,
  boolean: (value) => (value ? ' t="b"><v>1</v></c>' : ' t="b"><v>0</v></c>'),
  // An invalid Date has no serial: an empty cell, like a non-finite number.
  date: (value) => {
    const serial = excelSerial(value);
    return Number.isFinite(serial) ? ` s="${DATE_STYLE}"><v>${serial}</v></c>` : '';
  },
};

/** A field outside CellValue (a bigint from a driver, an object) is written as its text. */
function asCellValue(value: unknown): CellValue {
  switch (typeof value) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'undefined':
      return value;
    case 'object':
      return value === null || value instanceof Date ? value : String(value);
    default:
      return String(value);
  }
}

/** What follows `<c r="A1"` for a value, or '' when the cell stays empty. */
export function cellXml(value: unknown): string {
  return writeCell(asCellValue(value), xmlCells);
}
