/** Excel's column letters (A, B, …, Z, AA, …) of a sheet's columns, made once per export. */

/** The letters of the 0-based column `index`. */
export function columnLetter(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

/** The letters of the first `count` columns. */
export function columnLetters(count: number): string[] {
  return Array.from({ length: count }, (_, index) => columnLetter(index));
}
