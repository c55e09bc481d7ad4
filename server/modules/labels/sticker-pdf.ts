/**
 * The sticker file of Print Barcode Relasi variant 2 (spec part 1 section 3: "template 8 x 5.5"):
 * one PDF, one 80 x 55 mm page per label, for users without a label printer. Each page holds the QR
 * code, the customer name in bold wrapped to at most four lines with an ellipsis, the text lines of
 * labelContent, and the print date as MMM-YYYY.
 *
 * Made for speed (a branch prints up to STICKER_FILE_MAX_LABELS at once): the QR code is written as
 * raw content-stream operators, one rectangle per horizontal run of dark modules, in module units
 * under one transformation and filled by one operator (no seams between rows), deflated by node:zlib;
 * only the few text lines go through pdf-lib's drawText. Text widths are sums of cached glyph
 * advances, which is what pdf-lib prints (it writes glyphs without kerning).
 *
 * The DejaVu fonts come from the dejavu-fonts-ttf package, resolved from this module's URL: under
 * tsx and vitest that is this file, in the esbuild bundle dist/server/main.js, and both find the
 * package in node_modules (the bundle keeps dependencies external). They are read once and embedded
 * as subsets.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { deflateSync } from 'node:zlib';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, PDFName } from 'pdf-lib';
import QRCode from 'qrcode';
import { formatMonthYear } from '../../../common/dates';
import { labelContent, wrapText } from '../../../common/labels/label-content';
import type { LabelSource } from '../../../common/labels/types';

export interface Sticker {
  source: LabelSource;
  printedAt: Date;
}

const PT_PER_MM = 72 / 25.4;
const pt = (mm: number) => mm * PT_PER_MM;

/** The sticker template, in millimetres from the top left corner. */
export const STICKER_MM = { width: 80, height: 55 } as const;
/** The QR code's square with its quiet zone of QUIET_MODULES on every side. */
const QR_BOX = { x: 1.5, size: 36 } as const;
const QUIET_MODULES = 4;
const COLUMN = { x: 38.5, right: 77 } as const;
const NAME = { top: 5.5, size: 10.5, leading: 12.5, maxLines: 4 } as const;
const LINES = { size: 8.5, leading: 11 } as const;
const DATE_BASELINE_MM = 43;
/** A page's content is a few kilobytes: a small window and hash table make each deflate cheap. */
const DEFLATE = { level: 6, windowBits: 11, memLevel: 5 } as const;
/** pdf-lib yields to the event loop while it writes; a larger batch than its 50 saves the waits. */
const OBJECTS_PER_TICK = 2000;

interface FontFiles {
  regular: Uint8Array;
  bold: Uint8Array;
}

let fontFiles: Promise<FontFiles> | undefined;

/** The two TTF files, read from disk once per process (a failed read is tried again next time). */
function loadFontFiles(): Promise<FontFiles> {
  if (!fontFiles) {
    const require = createRequire(import.meta.url);
    const read = (file: string) => readFile(require.resolve(`dejavu-fonts-ttf/ttf/${file}`));
    fontFiles = Promise.all([read('DejaVuSans.ttf'), read('DejaVuSans-Bold.ttf')]).then(
      ([regular, bold]) => ({ regular, bold }),
    );
    fontFiles.catch(() => {
      fontFiles = undefined;
    });
  }
  return fontFiles;
}

/**
 * A font as the page content writes it: its resource name, the subset glyph codes of a text, and its
 * width. Both come from caches by code point, so fontkit shapes each character once per file instead
 * of every line (shaping was most of the time); pdf-lib prints the glyphs without kerning either way.
 */
interface PageFont {
  resource: string;
  encode(text: string): string;
  width(text: string, size: number): number;
}

function pageFont(font: PDFFont, resource: string): PageFont {
  const codes = new Map<string, string>();
  const advances = new Map<string, number>();
  return {
    resource,
    encode(text) {
      let hex = '';
      for (const ch of text) {
        let code = codes.get(ch);
        if (code === undefined) {
          code = font.encodeText(ch).toString().slice(1, -1);
          codes.set(ch, code);
        }
        hex += code;
      }
      return hex;
    },
    width(text, size) {
      let width = 0;
      for (const ch of text) {
        let advance = advances.get(ch);
        if (advance === undefined) {
          advance = font.widthOfTextAtSize(ch, 1000) / 1000;
          advances.set(ch, advance);
        }
        width += advance;
      }
      return width * size;
    },
  };
}

const num = (v: number) => v.toFixed(2);

/** The QR code of a payload as operators filling the square at (x, y) (bottom left, points). */
function qrOperators(payload: string, x: number, y: number, side: number): string[] {
  const { size, data } = QRCode.create(payload, { errorCorrectionLevel: 'Q' }).modules;
  const module = side / (size + 2 * QUIET_MODULES);
  const quiet = QUIET_MODULES * module;
  // Module units from here on: each dark run is `column row length 1 re`, rows counted upwards.
  const ops = [`q 0 g ${module.toFixed(4)} 0 0 ${module.toFixed(4)} ${num(x + quiet)} ${num(y + quiet)} cm`];
  for (let row = 0; row < size; row++) {
    const up = size - 1 - row;
    const offset = row * size;
    let col = 0;
    while (col < size) {
      if (!data[offset + col]) {
        col++;
        continue;
      }
      const start = col;
      while (col < size && data[offset + col]) col++;
      ops.push(`${start} ${up} ${col - start} 1 re`);
    }
  }
  ops.push('f Q');
  return ops;
}

function textOperator(font: PageFont, size: number, x: number, y: number, text: string): string {
  return `/${font.resource} ${size} Tf 1 0 0 1 ${num(x)} ${num(y)} Tm <${font.encode(text)}> Tj`;
}

interface Fonts {
  regular: PageFont;
  bold: PageFont;
}

/** The whole content stream of one sticker page. */
function stickerOperators(fonts: Fonts, sticker: Sticker): string {
  const content = labelContent(sticker.source);
  const height = pt(STICKER_MM.height);
  const qrSide = pt(QR_BOX.size);
  const ops = qrOperators(content.payload, pt(QR_BOX.x), (height - qrSide) / 2, qrSide);

  ops.push('BT 0 g');
  const x = pt(COLUMN.x);
  const width = pt(COLUMN.right - COLUMN.x);
  const name = wrapText(content.name, (line) => fonts.bold.width(line, NAME.size) <= width, NAME.maxLines);
  let baseline = height - pt(NAME.top) - NAME.size;
  for (const line of name) {
    ops.push(textOperator(fonts.bold, NAME.size, x, baseline, line));
    baseline -= NAME.leading;
  }
  // The lines stand at the same place whatever the name's length, so stickers line up.
  baseline = height - pt(NAME.top) - NAME.maxLines * NAME.leading - pt(2) - LINES.size;
  for (const line of content.lines) {
    const [fitted = ''] = wrapText(line, (l) => fonts.regular.width(l, LINES.size) <= width, 1);
    ops.push(textOperator(fonts.regular, LINES.size, x, baseline, fitted));
    baseline -= LINES.leading;
  }
  const date = formatMonthYear(sticker.printedAt);
  ops.push(textOperator(fonts.regular, LINES.size, x, height - pt(DATE_BASELINE_MM), date));
  ops.push('ET');
  return ops.join('\n');
}

/** One PDF of 80 x 55 mm pages, one per sticker, in the order given. */
export async function stickerPdf(labels: Sticker[]): Promise<Uint8Array> {
  if (labels.length === 0) throw new RangeError('a sticker file needs at least one label');
  const files = await loadFontFiles();
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle('QR Relasi');
  doc.setCreator('Armada');
  doc.setProducer('Armada');
  const regular = await doc.embedFont(files.regular, { subset: true });
  const bold = await doc.embedFont(files.bold, { subset: true });
  const fonts: Fonts = { regular: pageFont(regular, 'R'), bold: pageFont(bold, 'B') };
  // Every page shares one resource dictionary: the two fonts.
  const resources = doc.context.register(doc.context.obj({ Font: { R: regular.ref, B: bold.ref } }));
  const size: [number, number] = [pt(STICKER_MM.width), pt(STICKER_MM.height)];
  for (const sticker of labels) {
    const page = doc.addPage(size);
    const operators = stickerOperators(fonts, sticker);
    const stream = doc.context.stream(deflateSync(operators, DEFLATE), { Filter: 'FlateDecode' });
    page.node.set(PDFName.of('Resources'), resources);
    page.node.set(PDFName.of('Contents'), doc.context.register(stream));
  }
  return doc.save({ objectsPerTick: OBJECTS_PER_TICK });
}
