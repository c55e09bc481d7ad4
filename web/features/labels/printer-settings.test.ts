// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PRINTER_SETTINGS, loadPrinterSettings, savePrinterSettings } from './printer-settings';

describe('printer settings on this machine', () => {
  beforeEach(() => localStorage.clear());

  it('keeps each printer its own resolution and label stock', () => {
    savePrinterSettings('ZD421-A', { dpi: 300, layout: '49x39-logo' });
    savePrinterSettings('ZD230-B', { dpi: 203, layout: '49x39' });
    expect(loadPrinterSettings('ZD421-A')).toEqual({ dpi: 300, layout: '49x39-logo' });
    expect(loadPrinterSettings('ZD230-B')).toEqual({ dpi: 203, layout: '49x39' });
    expect(loadPrinterSettings('never-seen')).toEqual(DEFAULT_PRINTER_SETTINGS);
  });

  it('falls back to the default for anything stored that is no longer valid', () => {
    localStorage.setItem('armada.printer-settings', JSON.stringify({ X: { dpi: 600, layout: '10x10' } }));
    expect(loadPrinterSettings('X')).toEqual(DEFAULT_PRINTER_SETTINGS);
    localStorage.setItem('armada.printer-settings', '{not json');
    expect(loadPrinterSettings('X')).toEqual(DEFAULT_PRINTER_SETTINGS);
  });
});
