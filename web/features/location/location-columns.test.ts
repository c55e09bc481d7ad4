import { describe, expect, it } from 'vitest';
import { dateScan } from './location-columns';

describe('Date Scan of the location overview', () => {
  it("shows a scan's time as 'DD MMMM YYYY HH:mm' in Indonesian, in the browser's time zone", () => {
    const scanned = new Date(2026, 7, 5, 9, 7);
    expect(dateScan(scanned.toISOString())).toBe('05 Agustus 2026 09:07');
    expect(dateScan(new Date(2026, 11, 31, 23, 59).toISOString())).toBe('31 Desember 2026 23:59');
  });

  it('shows nothing for a missing or unreadable time', () => {
    expect(dateScan(null)).toBe('');
    expect(dateScan('')).toBe('');
    expect(dateScan('not a time')).toBe('');
  });
});
