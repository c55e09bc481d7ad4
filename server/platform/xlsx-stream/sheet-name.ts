/** Excel's rules for a sheet name: a file that breaks them does not open, or opens "repaired". */

const MAX_SHEET_NAME = 31;
/** Characters Excel forbids in sheet names, and control characters. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes.
const FORBIDDEN = /[\\/?*[\]:\u0000-\u001f\ufffe\uffff]/g;

/**
 * The name cut to 31 characters and stripped of the characters Excel forbids; it may neither start
 * nor end with an apostrophe, nor be blank.
 */
export function excelSheetName(name: string): string {
  let cleaned = name.replace(FORBIDDEN, '').replace(/^'+/, '');
  if (cleaned.length > MAX_SHEET_NAME) {
    cleaned = cleaned.slice(0, MAX_SHEET_NAME);
    // Never keep half of a character outside the Basic Multilingual Plane (an emoji).
    if (/[\ud800-\udbff]$/.test(cleaned)) cleaned = cleaned.slice(0, -1);
  }
  cleaned = cleaned.replace(/'+$/, '');
  return cleaned.trim() === '' ? 'Sheet1' : cleaned;
}
