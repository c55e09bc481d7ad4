/**
 * ZPL of customer-relation labels for a Zebra printer (spec part 1 sections 3, 9: Print Barcode Relasi
 * variant 1), sent by the browser through Zebra Browser Print. Three layouts: 49x20 mm, 49x39 mm, and
 * 49x39 mm with a logo and a website line.
 *
 * Every position and size is written in millimetres and turned into dots by one helper (8 dots/mm at
 * 203 dpi, 12 at 300), so both print heads print the same label. The QR code's magnification is the
 * largest that fits its square at that dpi for the payload's length (the printer picks the QR version
 * from the data, so the code grows with the name). Text prints in UTF-8 (^CI28) through ^FH\, with
 * `\`, `^` and `~` hex-escaped, so no customer name can end a field or start a command; the QR payload
 * is printable ASCII without those characters (labelContent), so its ^FD needs no escaping.
 * The logo is drawn with ZPL boxes and diagonals (a white sailboat on a black tile, and the ARMADA
 * wordmark), so no bitmap has to be stored or downloaded to the printer.
 *
 * Font 0 is proportional: a line's capacity is estimated in characters at CHAR_WIDTH of the font
 * height, generous for the capital letters names are usually written in. A cut name ends with '...'
 * (the printer's font may lack '…').
 */
import { labelContent, wrapText } from './label-content';
import type { LabelLayout, LabelSource, PrinterDpi } from './types';

export interface ZplOptions {
  layout: LabelLayout;
  dpi: PrinterDpi;
  /** The website line of the logo layout; default DEFAULT_WEBSITE. */
  website?: string;
}

export const DEFAULT_WEBSITE = 'www.armada.co.id';

const DOTS_PER_MM: Record<PrinterDpi, number> = { 203: 8, 300: 12 };

/** Average advance of font 0 as a share of its height (capitals of CG Triumvirate Bold Condensed). */
const CHAR_WIDTH = 0.6;

/** A block of text lines; millimetres from the label's top left corner. */
interface TextBlock {
  x: number;
  y: number;
  width: number;
  /** Character height. */
  height: number;
  /** Distance from one line's top to the next. */
  pitch: number;
}

interface Geometry {
  width: number;
  height: number;
  /** The square the QR code is centred in. */
  qr: { x: number; y: number; side: number };
  name: TextBlock & { maxLines: number };
  lines: TextBlock;
  logo?: { x: number; y: number; tile: number; wordmarkX: number; wordmarkHeight: number };
  website?: { y: number; height: number };
}

/** The layouts in millimetres (spec part 1 section 9: 49x20 and 49x39). */
export const LAYOUT_GEOMETRY: Record<LabelLayout, Geometry> = {
  // QR on the left, the name (2 lines) and the three lines beside it.
  '49x20': {
    width: 49,
    height: 20,
    qr: { x: 1, y: 1.5, side: 17 },
    name: { x: 19, y: 1.8, width: 28.5, height: 2.8, pitch: 3.2, maxLines: 2 },
    lines: { x: 19, y: 9.2, width: 28.5, height: 2.3, pitch: 2.9 },
  },
  // QR top left, the three lines beside it, the name (3 lines) across the label under it.
  '49x39': {
    width: 49,
    height: 39,
    qr: { x: 1, y: 1, side: 25.5 },
    name: { x: 1.5, y: 27.5, width: 46, height: 3, pitch: 3.4, maxLines: 3 },
    lines: { x: 27.5, y: 2.5, width: 20, height: 2.6, pitch: 3.4 },
  },
  // As 49x39 with a smaller QR, the logo above the three lines, and the website line at the bottom.
  '49x39-logo': {
    width: 49,
    height: 39,
    qr: { x: 1, y: 1, side: 22.5 },
    name: { x: 1.5, y: 24.5, width: 46, height: 2.9, pitch: 3.3, maxLines: 3 },
    lines: { x: 25, y: 9, width: 22.5, height: 2.5, pitch: 3.2 },
    logo: { x: 25, y: 1.5, tile: 5.5, wordmarkX: 31.5, wordmarkHeight: 4.2 },
    website: { y: 35.3, height: 2.2 },
  },
};

/**
 * Bytes a QR code holds in byte mode at error correction Q, versions 1 to 40. Byte mode is the
 * least compact mode for an ASCII payload, so the printer's automatic mode never needs a larger
 * version than this table gives.
 */
const QR_BYTES_Q = [
  11, 20, 32, 46, 60, 74, 86, 108, 130, 151, 177, 203, 241, 258, 292, 322, 364, 394, 442, 482, 509, 565, 611,
  661, 715, 751, 805, 868, 908, 982, 1030, 1112, 1168, 1228, 1283, 1351, 1423, 1499, 1579, 1663,
];

/** The QR version (1..40) a payload of `bytes` needs at error correction Q. */
export function qrVersionFor(bytes: number): number {
  const index = QR_BYTES_Q.findIndex((capacity) => capacity >= bytes);
  return index < 0 ? 40 : index + 1;
}

/** Modules kept free around the code inside its square (two on each side). */
const QR_MARGIN_MODULES = 2;

/** The dot size of a module (^BQ magnification, 1..10) that fits a code of `version` in `sideDots`. */
export function qrMagnification(version: number, sideDots: number): number {
  const modules = 17 + 4 * version + 2 * QR_MARGIN_MODULES;
  return Math.min(10, Math.max(1, Math.floor(sideDots / modules)));
}

const NEEDS_ESCAPE = /[\\^~\p{Cc}]/u;

/** Text for a ^FH\ field: `\`, `^` and `~` as hex, control characters as spaces, the rest as UTF-8. */
export function zplFieldText(text: string): string {
  if (!NEEDS_ESCAPE.test(text)) return text;
  return text
    .replace(/\p{Cc}/gu, ' ')
    .replace(/[\\^~]/g, (ch) => `\\${ch.charCodeAt(0).toString(16).toUpperCase()}`);
}

type Dots = (mm: number) => number;

function textField(dots: Dots, x: number, y: number, height: number, text: string): string {
  const h = dots(height);
  return `^FO${dots(x)},${dots(y)}^A0N,${h},${h}^FH\\^FD${zplFieldText(text)}^FS`;
}

/** Lines of a block that hold `maxLines` at most, cut with '...'. */
function blockLines(block: TextBlock, dots: Dots, text: string, maxLines: number): string[] {
  const capacity = Math.max(1, Math.floor(dots(block.width) / (dots(block.height) * CHAR_WIDTH)));
  // Code points, not UTF-16 units; a line no longer in units than the capacity needs no count.
  const fits = (line: string) => line.length <= capacity || [...line].length <= capacity;
  return wrapText(text, fits, maxLines, { ascii: true });
}

/** A white sailboat on a black rounded tile, then the wordmark. */
function logoFields(logo: NonNullable<Geometry['logo']>, dots: Dots): string[] {
  const { x, y, tile } = logo;
  const at = (dx: number, dy: number) => `^FO${dots(x + dx * tile)},${dots(y + dy * tile)}`;
  const size = dots(tile);
  const line = Math.max(2, dots(tile * 0.09));
  return [
    `${at(0, 0)}^GB${size},${size},${size},B,2^FS`,
    // Sail: a diagonal from the foot of the mast up to its top, and the mast itself.
    `${at(0.2, 0.15)}^FR^GD${dots(tile * 0.42)},${dots(tile * 0.52)},${line},B,R^FS`,
    `${at(0.58, 0.12)}^FR^GB${line},${dots(tile * 0.58)},${line}^FS`,
    `${at(0.2, 0.64)}^FR^GB${dots(tile * 0.44)},${line},${line}^FS`,
    // Hull.
    `${at(0.12, 0.74)}^FR^GB${dots(tile * 0.76)},${dots(tile * 0.12)},${dots(tile * 0.12)}^FS`,
    textField(dots, logo.wordmarkX, y + (tile - logo.wordmarkHeight) / 2, logo.wordmarkHeight, 'ARMADA'),
  ];
}

/** One label, ^XA to ^XZ. */
export function labelZpl(source: LabelSource, options: ZplOptions): string {
  const geometry = LAYOUT_GEOMETRY[options.layout];
  const perMm = DOTS_PER_MM[options.dpi];
  const dots: Dots = (mm) => Math.round(mm * perMm);
  const content = labelContent(source);
  const { qr, name, lines } = geometry;

  const side = dots(qr.side);
  const version = qrVersionFor(content.payload.length);
  const magnification = qrMagnification(version, side);
  const inset = Math.floor((side - (17 + 4 * version) * magnification) / 2);
  const out = [
    '^XA',
    '^CI28',
    `^PW${dots(geometry.width)}`,
    `^LL${dots(geometry.height)}`,
    '^LH0,0',
    `^FO${dots(qr.x) + inset},${dots(qr.y) + inset}^BQN,2,${magnification}^FDQA,${content.payload}^FS`,
  ];
  blockLines(name, dots, content.name, name.maxLines).forEach((text, i) => {
    out.push(textField(dots, name.x, name.y + i * name.pitch, name.height, text));
  });
  content.lines.forEach((line, i) => {
    const [text = ''] = blockLines(lines, dots, line, 1);
    out.push(textField(dots, lines.x, lines.y + i * lines.pitch, lines.height, text));
  });
  if (geometry.logo) out.push(...logoFields(geometry.logo, dots));
  if (geometry.website) {
    const h = dots(geometry.website.height);
    const text = zplFieldText(options.website ?? DEFAULT_WEBSITE);
    // A one-line field block as wide as the label centres the line.
    out.push(
      `^FO0,${dots(geometry.website.y)}^FB${dots(geometry.width)},1,0,C,0^A0N,${h},${h}^FH\\^FD${text}^FS`,
    );
  }
  out.push('^PQ1', '^XZ');
  return out.join('\n');
}

/** Several labels, one ^XA…^XZ block each, in the order given. */
export function labelsZpl(sources: readonly LabelSource[], options: ZplOptions): string {
  return sources.map((source) => labelZpl(source, options)).join('\n');
}

/** The data of every QR code (^BQ) in a ZPL text, without the `QA,` mode prefix. */
export function zplQrPayloads(zpl: string): string[] {
  const payloads: string[] = [];
  for (const match of zpl.matchAll(/\^BQ[^^]*\^FD([^^]*)\^FS/g))
    payloads.push((match[1] ?? '').replace(/^[HQML][AM],/, ''));
  return payloads;
}
