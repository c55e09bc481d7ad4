/**
 * The ZPL of the three layouts at both print heads: label size in dots, UTF-8, one QR code whose field
 * data is labelContent's payload and which fits its label, names that cannot break out of their
 * fields, and the logo layout's drawing and website line.
 */
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { labelContent } from './label-content';
import { LABEL_LAYOUTS, type LabelLayout, type LabelSource, PRINTER_DPIS, type PrinterDpi } from './types';
import { LAYOUT_GEOMETRY, labelsZpl, labelZpl, qrVersionFor, zplQrPayloads } from './zpl';

const source = (name: string, n = 123): LabelSource => ({
  BRANCH_CODE: 'JKT',
  ORG_ID: 101,
  CUSTOMER_ID_REF: `JKT-${String(n).padStart(6, '0')}`,
  CUSTOMER_ID: `C${String(n).padStart(7, '0')}`,
  CUSTOMER_NAME: name,
});

const DOTS_PER_MM: Record<PrinterDpi, number> = { 203: 8, 300: 12 };
const SIZES_MM: Record<LabelLayout, [number, number]> = {
  '49x20': [49, 20],
  '49x39': [49, 39],
  '49x39-logo': [49, 39],
};

const numberAfter = (zpl: string, command: string): number => {
  const match = new RegExp(`\\${command}(\\d+)`).exec(zpl);
  if (!match) throw new Error(`no ${command} in ${zpl}`);
  return Number(match[1]);
};

/** The text fields (^FH\^FD…^FS) with their hex escapes decoded. */
const textFields = (zpl: string): string[] =>
  [...zpl.matchAll(/\^FH\\\^FD([^^]*)\^FS/g)].map((m) =>
    (m[1] ?? '').replace(/\\([0-9A-F]{2})/g, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    ),
  );

/** The commands of a ZPL text in order: ^ or ~ and two characters. */
const commands = (zpl: string): string[] => [...zpl.matchAll(/[\^~][A-Z0-9@]{2}/g)].map((m) => m[0]);

/** Modules a side of the payload's code in byte mode at Q: the largest the printer's automatic mode needs. */
const byteModeModules = (payload: string): number =>
  QRCode.create([{ data: new TextEncoder().encode(payload), mode: 'byte' }], { errorCorrectionLevel: 'Q' })
    .modules.size;

const NAMES = [
  'APOTEK SEHAT',
  'TOKO BANGUNAN SUMBER REJEKI MAKMUR SENTOSA ABADI JAYA SELAMANYA',
  'Café Ñusantara “Maju” – Bu Siti',
];

describe('labelZpl', () => {
  for (const layout of LABEL_LAYOUTS)
    for (const dpi of PRINTER_DPIS)
      it(`prints ${layout} at ${dpi} dpi: size in dots, UTF-8, one QR code of the payload that fits`, () => {
        const [widthMm, heightMm] = SIZES_MM[layout];
        for (const name of NAMES) {
          const label = source(name);
          const zpl = labelZpl(label, { layout, dpi });
          expect(zpl.startsWith('^XA')).toBe(true);
          expect(zpl.endsWith('^XZ')).toBe(true);
          expect(zpl).toContain('^CI28');
          const width = numberAfter(zpl, '^PW');
          const length = numberAfter(zpl, '^LL');
          expect(width).toBe(widthMm * DOTS_PER_MM[dpi]);
          expect(length).toBe(heightMm * DOTS_PER_MM[dpi]);
          expect(zpl.match(/\^BQ/g)).toHaveLength(1);
          expect(zplQrPayloads(zpl)).toEqual([labelContent(label).payload]);

          // The code the printer draws, as large as byte mode makes it, stays inside its square and the label.
          const qr = /\^FO(\d+),(\d+)\^BQN,2,(\d+)\^FDQA,/.exec(zpl);
          expect(qr).not.toBeNull();
          const [x, y, magnification] = [Number(qr?.[1]), Number(qr?.[2]), Number(qr?.[3])];
          const modules = byteModeModules(labelContent(label).payload);
          const square = LAYOUT_GEOMETRY[layout].qr;
          const perMm = DOTS_PER_MM[dpi];
          expect(magnification).toBeGreaterThanOrEqual(2);
          expect(x).toBeGreaterThanOrEqual(Math.round(square.x * perMm));
          expect(y).toBeGreaterThanOrEqual(Math.round(square.y * perMm));
          expect(x + modules * magnification).toBeLessThanOrEqual(
            Math.round((square.x + square.side) * perMm),
          );
          expect(y + modules * magnification).toBeLessThanOrEqual(
            Math.round((square.y + square.side) * perMm),
          );
          expect(x + modules * magnification).toBeLessThanOrEqual(width);
          expect(y + modules * magnification).toBeLessThanOrEqual(length);
        }
      });

  it('places the same label at 300 dpi as at 203 dpi, 1.5 times the dots', () => {
    for (const layout of LABEL_LAYOUTS) {
      const origins = (dpi: PrinterDpi) =>
        [...labelZpl(source(NAMES[1] as string), { layout, dpi }).matchAll(/\^FO(\d+),(\d+)/g)].map((m) => [
          Number(m[1]),
          Number(m[2]),
        ]);
      const low = origins(203);
      const high = origins(300);
      expect(high).toHaveLength(low.length);
      // The QR code's origin depends on its magnification; every other field scales.
      low.slice(1).forEach(([x = 0, y = 0], i) => {
        const [hx = 0, hy = 0] = high[i + 1] ?? [];
        expect(Math.abs(hx - x * 1.5)).toBeLessThanOrEqual(1);
        expect(Math.abs(hy - y * 1.5)).toBeLessThanOrEqual(1);
      });
    }
  });

  it('wraps the name to 2 lines on 49x20 and 3 on 49x39, cut with ...', () => {
    const long =
      'TOKO BANGUNAN SUMBER REJEKI MAKMUR SENTOSA ABADI JAYA SELAMANYA DI PASAR MINGGU JAKARTA SELATAN';
    const expected: Record<LabelLayout, number> = { '49x20': 2, '49x39': 3, '49x39-logo': 3 };
    for (const layout of LABEL_LAYOUTS) {
      const fields = textFields(labelZpl(source(long), { layout, dpi: 203 }));
      const nameLines = fields.slice(0, expected[layout]);
      expect(nameLines[0]?.startsWith('TOKO BANGUNAN')).toBe(true);
      expect(nameLines[expected[layout] - 1]?.endsWith('...')).toBe(true);
      expect(fields[expected[layout]]).toBe('JKT-000123');
      expect(fields.slice(expected[layout], expected[layout] + 3)).toEqual([
        'JKT-000123',
        'JKT / 101',
        'C0000123',
      ]);
    }
  });

  it('keeps a name with ^, ~, \\ and UTF-8 inside its fields', () => {
    const hostile = 'TOKO ^XZ^XA^FO0,0^GB999,999,999^FS ~JA \\ Bu Sàrì';
    const plain = 'TOKO XXXXXXXXXXXXXXXXXXXXXXXXXXXXX XXX X XX XXXX';
    for (const layout of LABEL_LAYOUTS)
      for (const dpi of PRINTER_DPIS) {
        const zpl = labelZpl(source(hostile), { layout, dpi });
        // The same commands as a harmless name of the same length: nothing was added or ended early.
        expect(commands(zpl)).toEqual(commands(labelZpl(source(plain), { layout, dpi })));
        expect(zpl).not.toContain('~');
        for (const field of zpl.matchAll(/\^FH\\\^FD([^^]*)\^FS/g)) {
          expect(field[1]).not.toMatch(/\\(?![0-9A-F]{2})/);
        }
        // Decoded, the text fields give the name back, UTF-8 and all.
        const joined = textFields(zpl).join(' ');
        expect(joined).toContain('TOKO ^XZ^XA');
        expect(joined.replace(/\.\.\.$/, '')).not.toBe('');
        if (layout !== '49x20') expect(joined).toContain('~JA \\ Bu Sàrì');
        expect(zplQrPayloads(zpl)).toEqual([labelContent(source(hostile)).payload]);
      }
  });

  it('draws the logo and the website line on 49x39-logo only', () => {
    const logo = labelZpl(source('APOTEK SEHAT'), { layout: '49x39-logo', dpi: 300 });
    expect(logo).toMatch(/\^GB\d+,\d+,\d+,B,2\^FS/);
    expect(logo).toContain('^FR^GD');
    expect(textFields(logo)).toContain('ARMADA');
    expect(textFields(logo)).toContain('www.armada.co.id');
    const own = labelZpl(source('APOTEK SEHAT'), {
      layout: '49x39-logo',
      dpi: 203,
      website: 'shop^armada.id',
    });
    expect(textFields(own)).toContain('shop^armada.id');
    const plain = labelZpl(source('APOTEK SEHAT'), { layout: '49x39', dpi: 203 });
    expect(plain).not.toContain('^GB');
    expect(plain).not.toContain('www.armada.co.id');
  });
});

describe('labelsZpl', () => {
  it('concatenates one ^XA…^XZ block per label, in order', () => {
    const sources = [source('APOTEK SATU', 1), source('TOKO DUA', 2), source('Café Tiga', 3)];
    const zpl = labelsZpl(sources, { layout: '49x39', dpi: 203 });
    const blocks = zpl.match(/\^XA[\s\S]*?\^XZ/g) ?? [];
    expect(blocks).toHaveLength(3);
    expect(zpl.match(/\^XA/g)).toHaveLength(3);
    blocks.forEach((block, i) => {
      expect(block).toBe(labelZpl(sources[i] as LabelSource, { layout: '49x39', dpi: 203 }));
    });
    expect(zplQrPayloads(zpl)).toEqual(sources.map((s) => labelContent(s).payload));
  });
});

describe('qrVersionFor', () => {
  it('gives the version a byte-mode code at error correction Q needs, at every capacity edge', () => {
    const versionOf = (bytes: number) =>
      QRCode.create([{ data: new Uint8Array(bytes).fill(97), mode: 'byte' }], { errorCorrectionLevel: 'Q' })
        .version;
    const edges = [1, 11, 12, 20, 21, 32, 33, 46, 47, 60, 61, 74, 75, 86, 87, 108, 109, 130, 131, 151, 152];
    for (const bytes of [...edges, 177, 178, 241, 242, 482, 483, 1663])
      expect(qrVersionFor(bytes), `${bytes}`).toBe(versionOf(bytes));
  });
});
