import { read, utils } from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { ASSIGNMENT_UPLOAD_COLUMNS } from '../../../common/contract/sales-assignment';
import { sniffSignature } from '../../components/import-screen/file-type';
import { parseSheet } from '../../components/import-screen/parse-sheet';
import { templateBlob } from '../../components/import-screen/template';
import { assignmentUploadTemplate, isoToUsDate } from './upload-template';

describe('sales assignment upload template', () => {
  const template = assignmentUploadTemplate(new Date(2026, 10, 19));

  it('is a legacy .xls named as the spec names it, with the seven columns', async () => {
    expect(template.fileName).toBe('Template Mapping Assignment.xls');
    const bytes = new Uint8Array(await templateBlob(template).arrayBuffer());
    expect(sniffSignature(bytes)).toBe('cfb');
    const book = read(bytes, { type: 'array' });
    const sheet = book.Sheets[book.SheetNames[0] ?? ''];
    if (!sheet) throw new Error('no sheet');
    const rows = utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false });
    expect(rows[0]).toEqual([...ASSIGNMENT_UPLOAD_COLUMNS]);
    expect(rows[1]?.[6]).toBe('11/01/2026');
  });

  it("writes the example's START_DATE as the first day of the month, MM/DD/YYYY", () => {
    expect(template.example.START_DATE).toBe('11/01/2026');
    expect(assignmentUploadTemplate(new Date(2027, 0, 31)).example.START_DATE).toBe('01/01/2027');
    expect(isoToUsDate('2026-12-31')).toBe('12/31/2026');
  });

  it('goes back in through the upload as it is', async () => {
    const parsed = parseSheet(await templateBlob(template).arrayBuffer(), template, 10);
    expect(parsed.ok && parsed.records).toEqual([template.example]);
  });
});
