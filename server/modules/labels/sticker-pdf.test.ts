/**
 * The sticker file read back as a user's PDF viewer and phone would: pages rendered by pdf.js onto a
 * canvas and their QR codes decoded by jsQR, text read by pdf.js, page count and size, metadata.
 */
import { createCanvas } from '@napi-rs/canvas';
import jsQR from 'jsqr';
import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import QRCode from 'qrcode';
import { beforeAll, describe, expect, it } from 'vitest';
import { labelContent } from '../../../common/labels/label-content';
import type { LabelSource } from '../../../common/labels/types';
import { type Sticker, stickerPdf } from './sticker-pdf';

const source = (name: string, n: number): LabelSource => ({
  BRANCH_CODE: 'JKT',
  ORG_ID: 101,
  CUSTOMER_ID_REF: `JKT-${String(n).padStart(6, '0')}`,
  CUSTOMER_ID: `C${String(n).padStart(7, '0')}`,
  CUSTOMER_NAME: name,
});

const PRINTED_AT = new Date(2026, 2, 15, 10, 30);
const LONG_NAME =
  'TOKO BANGUNAN SUMBER REJEKI MAKMUR SENTOSA ABADI JAYA SELAMANYA DI PASAR MINGGU JAKARTA SELATAN DEKAT STASIUN';
const STICKERS: Sticker[] = [
  { source: source('APOTEK SEHAT', 1), printedAt: PRINTED_AT },
  { source: source(LONG_NAME, 2), printedAt: PRINTED_AT },
  { source: source('Café Ñusantara “Maju” Bu Sàrì', 3), printedAt: new Date(2025, 11, 31, 23, 59) },
];

const MM = 72 / 25.4;
/** The QR code's square with its quiet zone, as sticker-pdf.ts draws it. */
const QR_SIDE_PT = 36 * MM;

let pdf: PDFDocumentProxy;

beforeAll(async () => {
  const bytes = await stickerPdf(STICKERS);
  pdf = await getDocument({
    data: bytes,
    disableFontFace: true,
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
});

/** The page rendered at about 8 pixels a QR module, and the QR code jsQR reads on it. */
async function decodeQr(pageNumber: number, payload: string): Promise<string | undefined> {
  const page = await pdf.getPage(pageNumber);
  const modules = QRCode.create(payload, { errorCorrectionLevel: 'Q' }).modules.size + 8;
  const viewport = page.getViewport({ scale: 8 / (QR_SIDE_PT / modules) });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({
    canvas: canvas as unknown as HTMLCanvasElement,
    canvasContext: context as unknown as CanvasRenderingContext2D,
    viewport,
  }).promise;
  const image = context.getImageData(0, 0, canvas.width, canvas.height);
  return jsQR(new Uint8ClampedArray(image.data.buffer), image.width, image.height)?.data;
}

interface TextLine {
  text: string;
  size: number;
}

async function pageText(pageNumber: number): Promise<TextLine[]> {
  const content = await (await pdf.getPage(pageNumber)).getTextContent();
  const lines: TextLine[] = [];
  for (const item of content.items)
    if ('str' in item && item.str.trim())
      lines.push({ text: item.str, size: Math.round(item.transform[3] * 10) / 10 });
  return lines;
}

/** The name's lines: the bold text at the name's size, the largest on the page. */
const nameLines = (lines: TextLine[]) => {
  const largest = Math.max(...lines.map((l) => l.size));
  return lines.filter((l) => l.size === largest).map((l) => l.text);
};

describe('stickerPdf', () => {
  it('makes one 80 x 55 mm page per sticker, titled QR Relasi by Armada', async () => {
    expect(pdf.numPages).toBe(STICKERS.length);
    for (let n = 1; n <= pdf.numPages; n++) {
      const [x0, y0, width, height] = (await pdf.getPage(n)).view;
      expect([x0, y0]).toEqual([0, 0]);
      expect(width).toBeCloseTo(80 * MM, 2);
      expect(height).toBeCloseTo(55 * MM, 2);
    }
    const { info } = await pdf.getMetadata();
    expect(info).toMatchObject({ Title: 'QR Relasi', Creator: 'Armada' });
  });

  it('prints QR codes a scanner reads back as the label payload', async () => {
    for (const [i, sticker] of STICKERS.entries()) {
      const payload = labelContent(sticker.source).payload;
      expect(await decodeQr(i + 1, payload), sticker.source.CUSTOMER_NAME).toBe(payload);
    }
  });

  it('prints the name, the text lines and the print date as MMM-YYYY', async () => {
    const plain = await pageText(1);
    expect(nameLines(plain)).toEqual(['APOTEK SEHAT']);
    expect(plain.map((l) => l.text)).toEqual([
      'APOTEK SEHAT',
      'JKT-000001',
      'JKT / 101',
      'C0000001',
      'Mar-2026',
    ]);
    const accented = (await pageText(3)).map((l) => l.text);
    expect(accented.join(' ')).toContain('Café Ñusantara');
    expect(accented).toContain('Dec-2025');
  });

  it('wraps a long name to at most 4 lines ending in …', async () => {
    const lines = nameLines(await pageText(2));
    expect(lines).toHaveLength(4);
    expect(lines[0]?.startsWith('TOKO BANGUNAN')).toBe(true);
    expect(lines[3]?.endsWith('…')).toBe(true);
    expect(LONG_NAME.replace(/\s+/g, '')).toContain(lines.join('').replace(/…$/, '').replace(/\s+/g, ''));
  });

  it('embeds subsets of the fonts, so a hundred stickers stay small', async () => {
    const many = Array.from({ length: 120 }, (_, i) => ({
      source: source(`APOTEK ${i}`, i),
      printedAt: PRINTED_AT,
    }));
    const bytes = await stickerPdf(many);
    expect(bytes.length).toBeLessThan(400_000);
    const doc = await getDocument({ data: bytes, disableFontFace: true, useSystemFonts: false }).promise;
    expect(doc.numPages).toBe(120);
    await doc.destroy();
  });

  it('refuses an empty list', async () => {
    await expect(stickerPdf([])).rejects.toThrow(RangeError);
  });
});
