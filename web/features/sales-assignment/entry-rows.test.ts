import { describe, expect, it } from 'vitest';
import { messages } from '../../../common/messages';
import { type AssignmentValues, emptyAssignmentValues } from './assignment-values';
import { isRowComplete, onScreenRows, rowsToSend } from './entry-rows';

const empty = emptyAssignmentValues(new Date(2026, 10, 22));
const complete = (ref: string): AssignmentValues => ({
  ...empty,
  customer: {
    CUSTOMER_ID: `CUS-${ref}`,
    CUSTOMER_ID_REF: ref,
    CUSTOMER_NAME: `APOTEK ${ref}`,
    ADDRESS: 'Jl. Merdeka 1',
    ORG_ID: 101,
    BRANCH_CODE: 'JKT',
    SALES_CHANNEL: 'APT',
  },
  bisnis: 'ALKES',
  typeDesc: 'PROYEK',
  position: 'JKT-SLS-001',
});

describe('which rows count', () => {
  it('counts a row only when every field is filled', () => {
    expect(isRowComplete(complete('JKT-000001'))).toBe(true);
    expect(isRowComplete(empty)).toBe(false);
    for (const missing of [
      { customer: null },
      { bisnis: '' },
      { typeDesc: '' },
      { position: '' },
      { addSalesmanPosition: '' },
      { startDate: '' },
      { endDate: '' },
    ]) {
      expect(isRowComplete({ ...complete('JKT-000001'), ...missing }), JSON.stringify(missing)).toBe(false);
    }
    expect(isRowComplete({ ...complete('JKT-000001'), position: '  ' })).toBe(false);
  });
});

describe('rowsToSend', () => {
  it('sends the complete rows in screen order, as the spec names the fields', () => {
    const sent = rowsToSend([empty, complete('JKT-000001'), empty, complete('JKT-000002')], 'ho.admin');
    expect(sent.skipped).toBe(2);
    expect(sent.screenRows).toEqual([2, 4]);
    expect(sent.payload).toEqual([
      {
        customerId: 'CUS-JKT-000001',
        customerName: 'APOTEK JKT-000001',
        bisnis: 'ALKES',
        typeDesc: 'PROYEK',
        position: 'JKT-SLS-001',
        addSalesmanPosition: 'NA',
        startDate: '2026-11-01',
        endDate: '4001-12-31',
        userIdUpdate: 'ho.admin',
      },
      expect.objectContaining({ customerId: 'CUS-JKT-000002' }),
    ]);
  });

  it('sends nothing when no row is complete', () => {
    expect(rowsToSend([empty, empty], 'u').payload).toEqual([]);
  });
});

describe('onScreenRows', () => {
  it("tells the server's row number as the screen numbers it", () => {
    const problem = messages.rowNote(2, 'Position X tidak ditemukan.');
    expect(onScreenRows(problem, [2, 4])).toBe(messages.rowNote(4, 'Position X tidak ditemukan.'));
  });

  it('leaves other messages, and numbers it cannot place, as they are', () => {
    expect(onScreenRows(messages.periodClosed, [1])).toBe(messages.periodClosed);
    const unplaced = messages.rowNote(5, 'x');
    expect(onScreenRows(unplaced, [1, 2])).toBe(unplaced);
  });
});
