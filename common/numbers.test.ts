import { describe, expect, it } from 'vitest';
import { twoDecimals, wholeAmount } from './numbers';

describe('amounts as the screens show them', () => {
  it('writes whole rupiah and two decimals with thousands separators', () => {
    expect(wholeAmount(12_500_000)).toBe('12,500,000');
    expect(wholeAmount(1_234_567_890.5)).toBe('1,234,567,891');
    expect(twoDecimals(1_234_567.5)).toBe('1,234,567.50');
    expect(twoDecimals(-2_500)).toBe('-2,500.00');
    expect(twoDecimals(0)).toBe('0.00');
  });

  it('writes nothing for no number', () => {
    for (const f of [wholeAmount, twoDecimals]) {
      expect(f(null)).toBe('');
      expect(f(undefined)).toBe('');
      expect(f(Number.NaN)).toBe('');
    }
  });
});
