// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { InvoiceLine } from '../../../common/contract/incentive';
import {
  amountText,
  chosenElsewhere,
  emptyRow,
  insertRowsOf,
  isRowComplete,
  keepRowsAt,
  quantityText,
  rowOfLine,
  withLine,
} from './adjust-rows';

const line = (item: number, code: string): InvoiceLine => ({
  SOLD_TO_CUSTOMER_ID: 'CUS0000001',
  CUSTOMER_NAME: 'APOTEK SEHAT',
  TRX_NUMBER: 'INV00000001',
  TRX_DATE: '2026-05-14',
  INVENTORY_ITEM_ID: item,
  ITEM_CODE: code,
  ITEM_DESCRIPTION: `${code} TABLET BOX`,
  PRODUCT_NAME: `${code} 500 MG`,
  QUANTITY_INVOICED: 12,
  EXTENDED_AMOUNT: 1_250_000,
  BRANCH_CODE: 'JKT',
  ORG_ID: 101,
});

const filled = (key: number, item: number, code: string) => ({
  ...rowOfLine(key, line(item, code)),
  positionFrom: 'JKT-SLS-001',
  positionTo: { POSITION_CODE: 'JKT-SLS-002', EMPLOYEE_NAME: 'BUDI' },
  reason: 'Koreksi faktur',
});

describe('Adjust Incentive rows', () => {
  it('start from an invoice line with its whole quantity and amount, and need every field', () => {
    const row = rowOfLine(1, line(100001, 'ITM-0001'));
    expect(row).toMatchObject({ quantity: '12', amount: '1250000', positionFrom: '', reason: '' });
    expect(isRowComplete(row)).toBe(false);
    expect(isRowComplete(filled(1, 100001, 'ITM-0001'))).toBe(true);
    expect(isRowComplete({ ...filled(1, 100001, 'ITM-0001'), amount: '0' })).toBe(false);
    expect(isRowComplete(emptyRow(2))).toBe(false);
  });

  it('take another line: its numbers, position from again, position to and reason kept', () => {
    const next = withLine(filled(1, 100001, 'ITM-0001'), {
      ...line(100002, 'ITM-0002'),
      QUANTITY_INVOICED: 3,
    });
    expect(next).toMatchObject({ key: 1, quantity: '3', positionFrom: '', reason: 'Koreksi faktur' });
    expect(next.positionTo?.POSITION_CODE).toBe('JKT-SLS-002');
  });

  it('know an item another row has already', () => {
    const rows = [filled(1, 100001, 'ITM-0001'), emptyRow(2)];
    expect(chosenElsewhere(rows, 2, line(100001, 'ITM-0001'))).toBe(true);
    expect(chosenElsewhere(rows, 1, line(100001, 'ITM-0001'))).toBe(false);
    expect(chosenElsewhere(rows, 2, line(100002, 'ITM-0002'))).toBe(false);
  });

  it('keep quantity whole and amount to the cent, without the separators shown', () => {
    expect(quantityText('1.2a3')).toBe('123');
    expect(amountText('1,250,000')).toBe('1250000');
    expect(amountText('1250.505')).toBe('1250.50');
    expect(amountText('12.3.4')).toBe('12.34');
  });

  it('are sent as the spec names their fields', () => {
    expect(insertRowsOf([filled(1, 100001, 'ITM-0001')], 'branch.admin')).toEqual([
      {
        customerId: 'CUS0000001',
        customerName: 'APOTEK SEHAT',
        invoice: 'INV00000001',
        invoiceDate: '2026-05-14',
        productID: 100001,
        productName: 'ITM-0001 500 MG',
        productDesc: 'ITM-0001 TABLET BOX',
        positionFrom: 'JKT-SLS-001',
        positionTo: 'JKT-SLS-002',
        quantity: 12,
        amount: 1_250_000,
        reason: 'Koreksi faktur',
        userIdUpdate: 'branch.admin',
      },
    ]);
  });

  it('keep only the duplicates the server names, by their index in what was sent', () => {
    const rows = [
      filled(1, 100001, 'ITM-0001'),
      filled(2, 100002, 'ITM-0002'),
      filled(3, 100003, 'ITM-0003'),
    ];
    expect(keepRowsAt(rows, [0, 2]).map((r) => r.key)).toEqual([1, 3]);
    expect(keepRowsAt(rows, [])).toEqual([]);
  });
});
