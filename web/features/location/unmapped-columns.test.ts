import { describe, expect, it } from 'vitest';
import { invoiceValue } from './unmapped-columns';

describe('the invoice value of Unmapping Sales', () => {
  it('shows whole rupiah with thousands separators', () => {
    expect(invoiceValue(12_500_000)).toBe('12,500,000');
    expect(invoiceValue(1_234_567_890.5)).toBe('1,234,567,891');
    expect(invoiceValue(0)).toBe('0');
    expect(invoiceValue(null)).toBe('');
  });
});
