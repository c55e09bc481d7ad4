import { describe, expect, it } from 'vitest';
import { messages } from '../../../common/messages';
import { bySheetRow, skippedAsResultRow, skippedRowsList, takeRequired } from './required-rows';

const row = (year: string, value: string) => ({ YEAR_ID: year, NOTE: '', VALUE: value });

describe('rows lacking a required column', () => {
  it('are left out with their sheet row and the columns they lack; the others keep their sheet rows', () => {
    const records = [row('2026', '5'), row('', '5'), row('2026', '7'), row('', ' ')];
    const taken = takeRequired(records, [2, 4, 5, 9], ['YEAR_ID', 'VALUE']);
    expect(taken.records).toEqual([records[0], records[2]]);
    expect(taken.rowNumbers).toEqual([2, 5]);
    expect(taken.skipped).toEqual([
      { row: 4, missing: ['YEAR_ID'], record: records[1] },
      { row: 9, missing: ['YEAR_ID', 'VALUE'], record: records[3] },
    ]);
  });

  it('takes every row when nothing is required', () => {
    const records = [row('', '')];
    expect(takeRequired(records, [3], [])).toEqual({ records, rowNumbers: [3], skipped: [] });
  });

  it('are named one by one up to a limit, then counted', () => {
    const skipped = [4, 9, 11].map((r) => ({ row: r, missing: ['VALUE'], record: row('2026', '') }));
    expect(skippedRowsList(skipped)).toBe(
      'Baris 4: VALUE kosong; Baris 9: VALUE kosong; Baris 11: VALUE kosong.',
    );
    expect(skippedRowsList(skipped, 1)).toBe(`Baris 4: VALUE kosong; ${messages.moreRows(2)}.`);
    expect(skippedRowsList([{ row: 7, missing: ['YEAR_ID', 'VALUE'], record: row('', '') }])).toBe(
      'Baris 7: YEAR_ID, VALUE kosong.',
    );
  });

  it('show in the upload tables with their row and why, in sheet order', () => {
    const shown = skippedAsResultRow({ row: 7, missing: ['YEAR_ID', 'VALUE'], record: row('', '') });
    expect(shown).toEqual({ ...row('', ''), ROW: 7, REASON: messages.reasonSkipped('YEAR_ID, VALUE') });
    expect(bySheetRow([{ ROW: 9 }, shown, { ROW: 2 }]).map((r) => r.ROW)).toEqual([2, 7, 9]);
  });
});
