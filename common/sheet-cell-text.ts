/**
 * The text of one cell of an uploaded workbook, the same for the browser's upload screens
 * (web/components/import-screen) and the server's import command (server/modules/integration):
 * a number is its value, not its display format; a date cell becomes text in the given date
 * format, whatever format the sheet displays it in; a boolean is TRUE or FALSE.
 */
import { type CellObject, SSF } from '@e965/xlsx';
import type { TemplateDateFormat } from './excel-templates';

const SSF_DATE_FORMAT: Record<TemplateDateFormat, string> = {
  'YYYY-MM-DD': 'yyyy-mm-dd',
  'MM/DD/YYYY': 'mm/dd/yyyy',
  'DD-MM-YYYY': 'dd-mm-yyyy',
};

/** The text of one cell (see the file comment for the rules). */
export function cellText(cell: CellObject | undefined, dateFormat: TemplateDateFormat): string {
  if (!cell || cell.v === undefined || cell.v === null) return '';
  const { t, v } = cell;
  if (t === 'd' || v instanceof Date) return String(SSF.format(SSF_DATE_FORMAT[dateFormat], v)).trim();
  if (t === 'n' && typeof v === 'number') {
    if (cell.z !== undefined && SSF.is_date(cell.z))
      return String(SSF.format(SSF_DATE_FORMAT[dateFormat], v));
    return String(v);
  }
  if (t === 'b') return v ? 'TRUE' : 'FALSE';
  if (t === 'e') return (cell.w ?? '').trim();
  return String(v).trim();
}
