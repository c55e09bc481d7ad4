import { describe, expect, it } from 'vitest';
import { excelSheetName } from './sheet-name';

describe('excelSheetName', () => {
  it('keeps a valid name', () => {
    expect(excelSheetName('Overview Role')).toBe('Overview Role');
  });

  it('strips the characters Excel forbids and cuts to 31 characters', () => {
    expect(excelSheetName('a/b\\c?d*e[f]g:h\u0001')).toBe('abcdefgh');
    expect(excelSheetName('x'.repeat(40))).toBe('x'.repeat(31));
  });

  it('never keeps half an emoji, an apostrophe at either end, or a blank name', () => {
    expect(excelSheetName(`${'x'.repeat(30)}😀`)).toBe('x'.repeat(30));
    expect(excelSheetName("'quoted'")).toBe('quoted');
    expect(excelSheetName("it's")).toBe("it's");
    expect(excelSheetName('[]/ ')).toBe('Sheet1');
  });
});
