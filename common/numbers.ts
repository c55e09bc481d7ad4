/**
 * The number formats of the screens (spec part 1 section 9, part 2 section 9): amounts with
 * thousands separators, whole rupiah (Unmapping Sales, the incentive summary) or with two decimals
 * (targets). One place, so every screen and export shows a number the same way.
 */
const WHOLE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const TWO_DECIMALS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 12500000 -> '12,500,000'; '' for no number. */
export const wholeAmount = (value: number | null | undefined): string =>
  typeof value === 'number' && Number.isFinite(value) ? WHOLE.format(value) : '';

/** 1234567.5 -> '1,234,567.50'; '' for no number. */
export const twoDecimals = (value: number | null | undefined): string =>
  typeof value === 'number' && Number.isFinite(value) ? TWO_DECIMALS.format(value) : '';
