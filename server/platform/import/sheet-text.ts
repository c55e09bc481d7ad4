/** How a sheet cell's text is staged when it stands for a whole number. */

/**
 * A whole number written with leading zeros or a trailing '.0' (Excel) reads as the number: '01'
 * and '2.0' stage as '1' and '2', so the rules and the keys compare what the user meant.
 */
export function wholeNumberText(text: string): string {
  return /^\d+(\.0+)?$/.test(text) ? String(Number.parseInt(text, 10)) : text;
}
