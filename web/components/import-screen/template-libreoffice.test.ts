/**
 * The real round trip of a template: the master call template as downloaded (and its failed rows
 * exported to be corrected), PIC_TELP typed into in LibreOffice Calc (headless) as a person would,
 * saved as .xls, and read by the upload parser.
 * In the template's Text cells the leading zero stays; in a General cell Calc makes a number of it,
 * which is why the template formats its text columns Text. Needs LibreOffice (`soffice`) and its
 * Python (python3-uno), and runs only when asked (ARMADA_LIBREOFFICE=1): headless Calc takes a
 * minute on two cores and crashes now and then, which `npm test` must not depend on. Skipped,
 * saying why, otherwise.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MASTER_CALL_TEMPLATE, textColumnsOf } from '../../../common/excel-templates';
import { rowsToExcelBlob, TEXT_FORMAT } from '../../lib/excel';
import { parseSheet } from './parse-sheet';
import type { ResultRow } from './ResultTable';
import { resultExcelColumns } from './result-export';
import { templateBlob } from './template';

/** The Python that has LibreOffice's UNO bridge (Debian's python3-uno is for the system Python). */
const PYTHON = ['/usr/bin/python3', 'python3'].find(
  (python) => spawnSync(python, ['-c', 'import uno'], { stdio: 'ignore' }).status === 0,
);
const HAS_OFFICE = spawnSync('soffice', ['--version'], { stdio: 'ignore' }).status === 0;
const SCRIPT = join(import.meta.dirname, 'libreoffice-typing.py');

const dir = mkdtempSync(join(tmpdir(), 'armada-lo-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const columnOf = (name: string) => MASTER_CALL_TEMPLATE.columns.indexOf(name as never);

/** A master call row typed under the example, at sheet row `row` (1-based), PIC_TELP as typed. */
function typedRow(row: number, customer: string, picTelp: string): [number, number, string][] {
  const typed: Record<string, string> = {
    ...MASTER_CALL_TEMPLATE.example,
    CUSTOMERID_REF: customer,
    PIC_TELP: picTelp,
  };
  return Object.entries(typed)
    .filter(([, text]) => text !== '')
    .map(([column, text]) => [row - 1, columnOf(column), text]);
}

/** Types the cells into the file in LibreOffice, saves it as .xls; answers the bytes and the formats met. */
async function typeInCalc(file: Blob, cells: [number, number, string][], name: string) {
  const source = join(dir, `${name}.xls`);
  const target = join(dir, `${name}-typed.xls`);
  const cellsFile = join(dir, `${name}.json`);
  writeFileSync(source, new Uint8Array(await file.arrayBuffer()));
  writeFileSync(cellsFile, JSON.stringify(cells));
  const run = spawnSync(PYTHON ?? 'python3', [SCRIPT, source, target, cellsFile], {
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (run.status !== 0) throw new Error(`LibreOffice failed: ${run.stderr || run.error?.message}`);
  const formats = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '[]') as string[];
  return { bytes: readFileSync(target), formats };
}

const skipReason =
  process.env.ARMADA_LIBREOFFICE !== '1'
    ? '(skipped: set ARMADA_LIBREOFFICE=1 to run it)'
    : !HAS_OFFICE
      ? '(skipped: LibreOffice `soffice` is not installed)'
      : !PYTHON
        ? '(skipped: no Python with LibreOffice UNO, python3-uno)'
        : '';

describe.skipIf(skipReason !== '')(`a template typed into in LibreOffice Calc ${skipReason}`, () => {
  it('keeps the leading zero of a phone number typed into the downloaded template', async () => {
    const cells = [...typedRow(3, 'C0002', '081298765432'), ...typedRow(40, 'C0003', '0215550123')];
    const { bytes, formats } = await typeInCalc(templateBlob(MASTER_CALL_TEMPLATE), cells, 'template');
    // The cells typed into were Text before typing: the stub rows below the example.
    const picTelp = columnOf('PIC_TELP');
    expect(formats.filter((_, i) => cells[i]?.[1] === picTelp)).toEqual([TEXT_FORMAT, TEXT_FORMAT]);

    const parsed = parseSheet(bytes, MASTER_CALL_TEMPLATE, 100);
    if (!parsed.ok) throw new Error(parsed.message);
    expect(parsed.rowNumbers).toEqual([2, 3, 40]);
    expect(parsed.records.map((r) => r.PIC_TELP)).toEqual(['081234567890', '081298765432', '0215550123']);
    // The day columns typed '1,3' stay the weeks as typed too.
    expect(parsed.records[1]?.MONDAY).toBe('1,3');
  }, 180_000);

  it('keeps the zero typed over a refused number in the failed rows exported to be corrected', async () => {
    const refused: ResultRow = {
      ...MASTER_CALL_TEMPLATE.example,
      PIC_TELP: '81298765432',
      ROW: 2,
      REASON: 'PIC_TELP 81298765432',
    };
    const columns = resultExcelColumns(
      MASTER_CALL_TEMPLATE.columns,
      textColumnsOf(MASTER_CALL_TEMPLATE),
      true,
    );
    const file = rowsToExcelBlob(columns, [refused], 'Error Master Call.xls');
    const { bytes } = await typeInCalc(file, [[1, columnOf('PIC_TELP'), '081298765432']], 'failed');
    const parsed = parseSheet(bytes, MASTER_CALL_TEMPLATE, 100);
    expect(parsed.ok && parsed.records.map((r) => r.PIC_TELP)).toEqual(['081298765432']);
  }, 180_000);

  it('loses the zero in a General cell: what the Text format prevents', async () => {
    // The template as it was without the Text format: every column General.
    const general = rowsToExcelBlob(
      MASTER_CALL_TEMPLATE.columns.map((column) => ({
        header: column,
        value: (row: Readonly<Record<string, string>>) => row[column],
      })),
      [MASTER_CALL_TEMPLATE.example],
      'General.xls',
    );
    const { bytes } = await typeInCalc(general, typedRow(3, 'C0002', '081298765432'), 'general');
    const parsed = parseSheet(bytes, MASTER_CALL_TEMPLATE, 100);
    expect(parsed.ok && parsed.records[1]?.PIC_TELP).toBe('81298765432');
  }, 180_000);
});
