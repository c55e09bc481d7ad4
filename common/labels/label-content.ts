/**
 * What a customer-relation label says (spec part 1 sections 3, 9), written once for every renderer:
 * the ZPL of the label printer and the PDF of sticker images, in the browser and on the server. Pure:
 * no I/O, no fonts; a renderer passes its own `fits` to wrapText.
 *
 * - payload: the QR code's text, `BRANCH_CODE|ORG_ID|CUSTOMER_ID_REF|CUSTOMER_ID|CUSTOMER_NAME`, e.g.
 *   `JKT|101|JKT-000123|C0000123|APOTEK SEHAT`. Printable ASCII only: a ZPL printer's ^BQ reads its
 *   field data as bytes, and a scanner at a customer's shelf should read back exactly what was sent.
 *   Accents are dropped (NFKD), typographic quotes and dashes become ASCII, anything else becomes
 *   '?', and the characters that would split a field or end the ZPL field (`|`, `^`, `~`, `\`) become
 *   spaces. parsePayload gives the five fields back.
 * - name: the customer name as it prints, full Unicode (both renderers print UTF-8 text), with
 *   control characters removed and whitespace collapsed.
 * - lines: the text beside or under the name, one fact a line so that each stays short on a 49 mm
 *   label: the customer id ref (what staff type and search by), `BRANCH / ORG` (e.g. `JKT / 101`),
 *   and the customer id.
 */
import type { LabelSource } from './types';

export interface LabelContent {
  payload: string;
  name: string;
  lines: string[];
}

/** The QR payload's field separator; it never occurs inside a field. */
export const PAYLOAD_SEPARATOR = '|';

/** Typographic punctuation NFKD keeps as it is, with its ASCII stand-in. */
const ASCII_PUNCTUATION: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201A': "'",
  '\u201B': "'",
  '\u2032': "'",
  '\u2039': "'",
  '\u203A': "'",
  '\u00B4': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u201E': '"',
  '\u201F': '"',
  '\u2033': '"',
  '\u00AB': '"',
  '\u00BB': '"',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2015': '-',
  '\u2212': '-',
  '\u00D7': 'x',
};

/** Latin letters without a decomposition, spelt the way they are usually written in ASCII. */
const ASCII_LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  đ: 'd',
  Đ: 'D',
  ł: 'l',
  Ł: 'L',
  ı: 'i',
};

/** Text already in printable ASCII (most names): it skips the normalisation. */
const PRINTABLE_ASCII = /^[ -~]*$/;

/** Characters that would split a payload field (`|`) or end a ZPL field (`^`, `~`, `\`). */
const PAYLOAD_BREAKERS = /[|^~\\]/g;

/** One payload field: printable ASCII without separators, single spaces, trimmed. */
export function payloadField(text: string): string {
  const ascii = PRINTABLE_ASCII.test(text) ? text : toAscii(text);
  return ascii.replace(PAYLOAD_BREAKERS, ' ').replace(/ {2,}/g, ' ').trim();
}

/**
 * Accents and invisible format characters dropped, typographic punctuation as ASCII, whitespace as
 * spaces, anything else as '?'.
 */
function toAscii(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFKD')) {
    const code = ch.codePointAt(0) ?? 0;
    if (code >= 0x20 && code <= 0x7e) out += ch;
    else if (/[\p{M}\p{Cf}]/u.test(ch)) continue;
    else if (/\s/u.test(ch)) out += ' ';
    else out += ASCII_PUNCTUATION[ch] ?? ASCII_LETTERS[ch] ?? '?';
  }
  return out;
}

const CONTROLS = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;
const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text as it prints: no control or format characters, no broken surrogates, single spaces, trimmed. */
export function printedText(text: string): string {
  return text.replace(LONE_SURROGATES, '\uFFFD').replace(CONTROLS, ' ').replace(/\s+/gu, ' ').trim();
}

export function labelContent(source: LabelSource): LabelContent {
  const payload = [
    source.BRANCH_CODE,
    String(source.ORG_ID),
    source.CUSTOMER_ID_REF,
    source.CUSTOMER_ID,
    source.CUSTOMER_NAME,
  ]
    .map(payloadField)
    .join(PAYLOAD_SEPARATOR);
  return {
    payload,
    name: printedText(source.CUSTOMER_NAME),
    lines: [
      printedText(source.CUSTOMER_ID_REF),
      `${printedText(source.BRANCH_CODE)} / ${source.ORG_ID}`,
      printedText(source.CUSTOMER_ID),
    ],
  };
}

/** The five fields of a scanned payload; undefined when it is not one (field count, ORG_ID). */
export function parsePayload(payload: string): LabelSource | undefined {
  const fields = payload.split(PAYLOAD_SEPARATOR);
  if (fields.length !== 5) return undefined;
  const [branch, org, ref, customer, name] = fields as [string, string, string, string, string];
  if (!/^-?\d+$/.test(org)) return undefined;
  return {
    BRANCH_CODE: branch,
    ORG_ID: Number(org),
    CUSTOMER_ID_REF: ref,
    CUSTOMER_ID: customer,
    CUSTOMER_NAME: name,
  };
}

export interface WrapOptions {
  /** End a cut text with '...' instead of '…' (a printer font without the ellipsis). */
  ascii?: boolean;
}

/**
 * Wraps `text` on spaces into at most `maxLines` lines that each satisfy `fits`, breaking a word
 * only when it cannot fit a line by itself. When the text does not fit in `maxLines`, the last line
 * is shortened until it fits with an ellipsis after it. A single character that does not fit is still
 * put on a line of its own, so wrapping always ends.
 */
export function wrapText(
  text: string,
  fits: (line: string) => boolean,
  maxLines: number,
  options: WrapOptions = {},
): string[] {
  if (maxLines <= 0) return [];
  const words = text.split(/\s+/u).filter((w) => w.length > 0);
  const lines: string[] = [];
  let current = '';
  // One line more than allowed is enough to know the text was cut.
  for (let i = 0; i < words.length && lines.length <= maxLines; i++) {
    const word = words[i] as string;
    const joined = current ? `${current} ${word}` : word;
    if (fits(joined)) {
      current = joined;
      continue;
    }
    if (current) lines.push(current);
    current = '';
    let rest = word;
    while (rest && !fits(rest) && lines.length <= maxLines) {
      const head = longestFittingPrefix(rest, fits);
      lines.push(head);
      rest = rest.slice(head.length);
    }
    current = rest;
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = withEllipsis(kept[maxLines - 1] as string, fits, options.ascii ? '...' : '…');
  return kept;
}

/** The longest start of `word` that fits, by whole code points; at least one code point. */
function longestFittingPrefix(word: string, fits: (line: string) => boolean): string {
  const chars = [...word];
  let low = 1;
  let high = chars.length - 1;
  // Binary search: measuring with a font is the costly part of wrapping.
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (fits(chars.slice(0, mid).join(''))) low = mid;
    else high = mid - 1;
  }
  return chars.slice(0, Math.max(1, low)).join('');
}

function withEllipsis(line: string, fits: (line: string) => boolean, ellipsis: string): string {
  const chars = [...line.trimEnd()];
  while (chars.length > 0 && !fits(`${chars.join('')}${ellipsis}`)) {
    chars.pop();
    while (chars.length > 0 && chars[chars.length - 1] === ' ') chars.pop();
  }
  return `${chars.join('')}${ellipsis}`;
}
