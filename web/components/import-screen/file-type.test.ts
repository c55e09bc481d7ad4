import { utils, write } from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import {
  extensionOf,
  isAcceptedFile,
  kindWithTemplate,
  pickerAccept,
  sniffSignature,
  uploadableFileName,
} from './file-type';

function bookBytes(bookType: 'xls' | 'xlsx'): Uint8Array {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet([['POSITION_CODE'], ['JKT-SLS-001']]), 'Sheet1');
  return new Uint8Array(write(book, { type: 'array', bookType }) as ArrayBuffer);
}

const csv = new TextEncoder().encode('POSITION_CODE,ORG_ID\r\nJKT-SLS-001,101\r\n');

describe('file type', () => {
  const xls = bookBytes('xls');
  const xlsx = bookBytes('xlsx');

  it('recognises the container of each format by its first bytes', () => {
    expect(sniffSignature(xls)).toBe('cfb');
    expect(sniffSignature(xlsx)).toBe('zip');
    expect(sniffSignature(csv)).toBe('text');
    expect(sniffSignature(new Uint8Array())).toBe('other');
    expect(sniffSignature(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe(
      'other',
    );
  });

  it('accepts a real legacy .xls where .xls is required', () => {
    expect(isAcceptedFile('Template Upload Role.xls', xls, 'xls')).toBe(true);
    expect(isAcceptedFile('ROLE.XLS', xls, 'xls')).toBe(true);
  });

  it('refuses an .xlsx where .xls is required, by name and by content', () => {
    expect(isAcceptedFile('roles.xlsx', xlsx, 'xls')).toBe(false);
    expect(isAcceptedFile('roles.xls', xlsx, 'xls')).toBe(false);
  });

  it('refuses a CSV renamed .xls', () => {
    expect(isAcceptedFile('roles.xls', csv, 'xls')).toBe(false);
    expect(isAcceptedFile('roles.csv', csv, 'xls')).toBe(false);
  });

  it('accepts CSV only where the screen allows it', () => {
    expect(isAcceptedFile('roles.csv', csv, 'excel-or-csv')).toBe(true);
    expect(isAcceptedFile('roles.csv', csv, 'excel')).toBe(false);
    expect(isAcceptedFile('roles.xlsx', xlsx, 'excel')).toBe(true);
    expect(isAcceptedFile('roles', xls, 'excel')).toBe(false);
  });

  it('gives the picker hint and the extension', () => {
    expect(pickerAccept('xls')).toBe('.xls');
    expect(pickerAccept('excel-or-csv')).toBe('.xls,.xlsx,.csv');
    expect(extensionOf('a.b.XLSX')).toBe('xlsx');
    expect(extensionOf('noext')).toBe('');
  });
});

describe('uploadableFileName', () => {
  it('names an export of upload rows in a format the same upload accepts', () => {
    expect(uploadableFileName('Failed Upload Role.xlsx', 'xls')).toBe('Failed Upload Role.xls');
    expect(uploadableFileName('Error Mapping Assignment.xls', 'xls')).toBe('Error Mapping Assignment.xls');
    expect(uploadableFileName('Failed rows.xls', 'xlsx')).toBe('Failed rows.xlsx');
    expect(uploadableFileName('Failed rows.xlsx', 'excel')).toBe('Failed rows.xlsx');
  });
});

describe('kindWithTemplate', () => {
  const xls = bookBytes('xls');
  const xlsx = bookBytes('xlsx');

  it("takes the template's own .xlsx beside the .xls of an .xls-only upload, and still refuses the rest", () => {
    const kind = kindWithTemplate('xls', 'Template Upload Fixed Call.xlsx');
    expect(kind).toBe('excel');
    expect(isAcceptedFile('Template Upload Fixed Call.xlsx', xlsx, kind)).toBe(true);
    expect(isAcceptedFile('plan.xls', xls, kind)).toBe(true);
    expect(isAcceptedFile('plan.csv', csv, kind)).toBe(false);
    expect(isAcceptedFile('plan.xls', csv, kind)).toBe(false);
    expect(isAcceptedFile('plan.xlsx', xls, kind)).toBe(false);
  });

  it('leaves a kind alone whose template it already takes', () => {
    expect(kindWithTemplate('xls', 'Template Upload Master Call Plan.xls')).toBe('xls');
    expect(kindWithTemplate('excel', 'Template Upload Calendar.xlsx')).toBe('excel');
    expect(kindWithTemplate('xlsx', 'Template.xls')).toBe('excel');
  });
});
