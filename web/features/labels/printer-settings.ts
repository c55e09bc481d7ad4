/**
 * What each label printer prints, kept on the user's machine per printer (Browser Print's uid): its
 * print head's resolution (203 or 300 dpi) and the label stock loaded in it (49x20 mm, 49x39 mm,
 * 49x39 mm with the logo). A machine may reach several printers with different heads and stock.
 */
import { LABEL_LAYOUTS, type LabelLayout, PRINTER_DPIS, type PrinterDpi } from '../../../common/labels/types';

export interface PrinterSettings {
  dpi: PrinterDpi;
  layout: LabelLayout;
}

export const DEFAULT_PRINTER_SETTINGS: PrinterSettings = { dpi: 203, layout: '49x20' };

const STORAGE_KEY = 'armada.printer-settings';

function readAll(): Record<string, PrinterSettings> {
  try {
    const parsed = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as unknown;
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, PrinterSettings>) : {};
  } catch {
    return {};
  }
}

/** The printer's settings; anything stored that is no longer valid falls back to the default. */
export function loadPrinterSettings(uid: string): PrinterSettings {
  const stored = readAll()[uid];
  return {
    dpi: PRINTER_DPIS.find((d) => d === stored?.dpi) ?? DEFAULT_PRINTER_SETTINGS.dpi,
    layout: LABEL_LAYOUTS.find((l) => l === stored?.layout) ?? DEFAULT_PRINTER_SETTINGS.layout,
  };
}

export function savePrinterSettings(uid: string, settings: PrinterSettings): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...readAll(), [uid]: settings }));
}
