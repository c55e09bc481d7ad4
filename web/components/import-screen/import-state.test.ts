import { describe, expect, it } from 'vitest';
import {
  canSubmit,
  type ImportState,
  importReducer,
  initialImportState,
  rowsLeftOut,
  submitCounts,
} from './import-state';

const records = [
  { POSITION_CODE: 'P1', ORG_ID: '101' },
  { POSITION_CODE: 'P2', ORG_ID: '101' },
];

function chosen(): ImportState {
  return importReducer(initialImportState, { type: 'fileChosen', fileName: 'roles.xls' });
}

describe('import state', () => {
  it('parses, then is ready to submit', () => {
    const parsing = chosen();
    expect(parsing.stage).toBe('parsing');
    expect(canSubmit(parsing, { validates: false })).toBe(false);
    const ready = importReducer(parsing, {
      type: 'parsed',
      fileNo: parsing.fileNo,
      records,
      rowNumbers: [2, 4],
      validate: false,
    });
    expect(ready.stage).toBe('ready');
    expect(canSubmit(ready, { validates: false })).toBe(true);
    const sending = importReducer(ready, { type: 'sending' });
    expect(canSubmit(sending, { validates: false })).toBe(false);
    const done = importReducer(sending, { type: 'submitted', outcome: { message: 'ok', failed: [] } });
    expect(done.stage).toBe('done');
    // A file submitted once cannot be submitted again by a second click.
    expect(canSubmit(done, { validates: false, emptySubmitMessage: 'x' })).toBe(false);
  });

  it('ignores the answer about an older file once a newer one is chosen', () => {
    const first = chosen();
    const second = importReducer(first, { type: 'fileChosen', fileName: 'other.xls' });
    const late = importReducer(second, {
      type: 'parsed',
      fileNo: first.fileNo,
      records,
      rowNumbers: [2, 3],
      validate: false,
    });
    expect(late).toBe(second);
    expect(late.records).toEqual([]);
  });

  it('keeps nothing of a refused file; Submit then depends on the empty-submit message', () => {
    const parsing = chosen();
    const refused = importReducer(parsing, {
      type: 'refused',
      fileNo: parsing.fileNo,
      message: 'Gunakan Template XLS',
    });
    expect(refused.error).toBe('Gunakan Template XLS');
    expect(refused.records).toEqual([]);
    expect(canSubmit(refused, { validates: false })).toBe(false);
    expect(canSubmit(refused, { validates: false, emptySubmitMessage: 'Template Tidak sesuai' })).toBe(true);
  });

  it('with a validation step, submits only when clean rows are left', () => {
    const parsing = chosen();
    const validating = importReducer(parsing, {
      type: 'parsed',
      fileNo: parsing.fileNo,
      records,
      rowNumbers: [2, 3],
      validate: true,
    });
    expect(validating.stage).toBe('validating');
    expect(canSubmit(validating, { validates: true })).toBe(false);
    const allFailed = importReducer(validating, {
      type: 'validated',
      fileNo: validating.fileNo,
      validation: { clean: [], failed: [{ ROW: 2, REASON: 'x' }] },
    });
    expect(canSubmit(allFailed, { validates: true })).toBe(false);
    const someClean = importReducer(validating, {
      type: 'validated',
      fileNo: validating.fileNo,
      validation: { clean: [{ ROW: 3 }], failed: [{ ROW: 2, REASON: 'x' }] },
    });
    expect(canSubmit(someClean, { validates: true })).toBe(true);
  });

  it('with a validation step and nothing chosen, Submit is pressable only to say so', () => {
    const empty = { validates: true, emptySubmitMessage: 'Template tidak sesuai !' };
    expect(canSubmit(initialImportState, { validates: true })).toBe(false);
    expect(canSubmit(initialImportState, empty)).toBe(true);
    const parsing = chosen();
    expect(canSubmit(parsing, empty)).toBe(false);
    const failed = importReducer(
      importReducer(parsing, {
        type: 'parsed',
        fileNo: parsing.fileNo,
        records,
        rowNumbers: [2, 3],
        validate: true,
      }),
      {
        type: 'validated',
        fileNo: parsing.fileNo,
        validation: { clean: [{ ROW: 3 }], failed: [{ ROW: 2, REASON: 'x' }] },
      },
    );
    expect(canSubmit(failed, { ...empty, allClean: true })).toBe(false);
  });

  it('clears the chosen file when the server refuses it as a whole', () => {
    const parsing = chosen();
    const validating = importReducer(parsing, {
      type: 'parsed',
      fileNo: parsing.fileNo,
      records,
      rowNumbers: [2, 3],
      validate: true,
    });
    const refused = importReducer(validating, {
      type: 'validated',
      fileNo: validating.fileNo,
      validation: { clean: [], failed: [], fileReason: 'Start Date tidak sesuai.' },
    });
    expect(refused).toMatchObject({ stage: 'idle', fileName: undefined, error: 'Start Date tidak sesuai.' });
    expect(refused.records).toEqual([]);
    expect(refused.validation).toBeUndefined();
    expect(canSubmit(refused, { validates: true })).toBe(false);

    // The rows that made it so stay listed; none of the others can be submitted.
    const offending = { ROW: 3, REASON: 'Start Date tidak sesuai.' };
    const withRows = importReducer(validating, {
      type: 'validated',
      fileNo: validating.fileNo,
      validation: { clean: [{ ROW: 2 }], failed: [offending], fileReason: 'Start Date tidak sesuai.' },
    });
    expect(withRows.fileName).toBeUndefined();
    expect(withRows.validation).toEqual({ clean: [], failed: [offending] });
    expect(canSubmit(withRows, { validates: true })).toBe(false);
  });

  it('after a submit, keeps only the refused rows', () => {
    const parsing = chosen();
    const validating = importReducer(parsing, {
      type: 'parsed',
      fileNo: parsing.fileNo,
      records,
      rowNumbers: [2, 3],
      validate: true,
    });
    const ready = importReducer(validating, {
      type: 'validated',
      fileNo: validating.fileNo,
      validation: { clean: [{ ROW: 2 }, { ROW: 3 }], failed: [] },
    });
    const sending = importReducer(ready, { type: 'sending' });
    const late = { ROW: 3, REASON: 'mapped meanwhile' };
    const done = importReducer(sending, {
      type: 'submitted',
      outcome: { message: 'Sukses upload', failed: [late] },
    });
    expect(done).toMatchObject({ stage: 'done', fileName: undefined, records: [] });
    expect(done.validation).toBeUndefined();
    expect(done.leftOut).toEqual([late]);
    expect(done.fileNo).toBeGreaterThan(ready.fileNo);
    expect(canSubmit(done, { validates: true })).toBe(false);

    const allLanded = importReducer(sending, {
      type: 'submitted',
      outcome: { message: 'Sukses upload', failed: [] },
    });
    expect(allLanded.validation).toBeUndefined();
    expect(allLanded.leftOut).toEqual([]);
    expect(allLanded.outcome?.message).toBe('Sukses upload');
  });

  it('after a submit, keeps the rows the check failed beside those the submit refused, and the rows skipped', () => {
    const parsing = chosen();
    const skipped = [{ row: 5, missing: ['ORG_ID'], record: { POSITION_CODE: 'P5', ORG_ID: '' } }];
    const validating = importReducer(parsing, {
      type: 'parsed',
      fileNo: parsing.fileNo,
      records,
      rowNumbers: [2, 3],
      skipped,
      validate: true,
    });
    const failedInCheck = { ROW: 4, REASON: 'POSITION tidak ditemukan.' };
    const ready = importReducer(validating, {
      type: 'validated',
      fileNo: validating.fileNo,
      validation: { clean: [{ ROW: 2 }, { ROW: 3 }], failed: [failedInCheck] },
    });
    // The confirmation's counts: the clean rows go, the failed and the skipped stay out.
    expect(submitCounts(ready)).toEqual({ send: 2, leftOut: 2 });
    const late = { ROW: 3, REASON: 'mapped meanwhile' };
    const done = importReducer(importReducer(ready, { type: 'sending' }), {
      type: 'submitted',
      outcome: { message: 'Sukses upload', failed: [late] },
    });
    expect(done.leftOut).toEqual([late, failedInCheck]);
    expect(done.skipped).toEqual(skipped);
    expect(rowsLeftOut(done)).toBe(3);
  });

  it('after a submit without a check, clears the file and counts the refused and skipped rows', () => {
    const parsing = chosen();
    const skipped = [{ row: 4, missing: ['ORG_ID'], record: { POSITION_CODE: 'P4', ORG_ID: '' } }];
    const ready = importReducer(parsing, {
      type: 'parsed',
      fileNo: parsing.fileNo,
      records,
      rowNumbers: [2, 3],
      skipped,
      validate: false,
    });
    expect(submitCounts(ready)).toEqual({ send: 2, leftOut: 1 });
    expect(rowsLeftOut(ready)).toBe(0);
    const refused = { ROW: 3, REASON: 'POSITION_CODE sudah ada.' };
    const done = importReducer(importReducer(ready, { type: 'sending' }), {
      type: 'submitted',
      outcome: { message: 'Success Import 1 record(s)', failed: [refused] },
    });
    expect(done).toMatchObject({ stage: 'done', fileName: undefined, records: [], skipped });
    expect(done.leftOut).toEqual([refused]);
    expect(rowsLeftOut(done)).toBe(2);
  });

  it('keeps the rows of a failed submit and says why; sending again clears the message', () => {
    const parsing = chosen();
    const ready = importReducer(parsing, {
      type: 'parsed',
      fileNo: parsing.fileNo,
      records,
      rowNumbers: [2, 3],
      validate: false,
    });
    const failed = importReducer(importReducer(ready, { type: 'sending' }), {
      type: 'sendFailed',
      message: 'Baris 3: PRODUCT_NAME tidak ditemukan.',
    });
    expect(failed).toMatchObject({
      stage: 'ready',
      records,
      error: 'Baris 3: PRODUCT_NAME tidak ditemukan.',
    });
    expect(canSubmit(failed, { validates: false })).toBe(true);
    expect(importReducer(failed, { type: 'sending' }).error).toBeUndefined();
  });
});
