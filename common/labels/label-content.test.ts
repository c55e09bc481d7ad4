/**
 * Label content: the QR payload's order and its printable-ASCII rule for any name a customer may
 * have, the payload read back, the printed name and lines, and wrapping with its ellipsis.
 */
import { describe, expect, it } from 'vitest';
import { labelContent, parsePayload, wrapText } from './label-content';
import type { LabelSource } from './types';

const source = (name: string, overrides: Partial<LabelSource> = {}): LabelSource => ({
  BRANCH_CODE: 'JKT',
  ORG_ID: 101,
  CUSTOMER_ID_REF: 'JKT-000123',
  CUSTOMER_ID: 'C0000123',
  CUSTOMER_NAME: name,
  ...overrides,
});

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

describe('the QR payload', () => {
  it('joins branch, org, customer id ref, customer id and name with |, in that order', () => {
    expect(labelContent(source('APOTEK SEHAT')).payload).toBe('JKT|101|JKT-000123|C0000123|APOTEK SEHAT');
  });

  it('drops accents and writes typographic quotes and dashes as ASCII', () => {
    const { payload } = labelContent(source('Toko “Śęnang” – Café Ñusantara’s Müller'));
    expect(payload).toBe('JKT|101|JKT-000123|C0000123|Toko "Senang" - Cafe Nusantara\'s Muller');
  });

  it('keeps every name to printable ASCII with exactly five fields', () => {
    const names = [
      'APOTEK 😀 SEHAT 🏥',
      'TOKO | MAJU ^XZ ~JA \\ JAYA',
      'NUL\u0000TAB\tNEWLINE\nDEL\u007f',
      '药店 Apotek',
      'Straße Øresund Łódź',
      '\u00a0 spaced\u2003 out \u200b ',
      'lone \ud800 surrogate',
    ];
    for (const name of names) {
      const { payload } = labelContent(source(name));
      expect(payload, name).toMatch(PRINTABLE_ASCII);
      expect(payload.split('|'), name).toHaveLength(5);
      expect(payload, name).not.toMatch(/[\^~\\]/);
      expect(payload.includes('\u0000'), name).toBe(false);
      expect(payload, name).not.toMatch(/ {2}/);
    }
    expect(labelContent(source('TOKO | MAJU ^XZ ~JA \\ JAYA')).payload).toBe(
      'JKT|101|JKT-000123|C0000123|TOKO MAJU XZ JA JAYA',
    );
    expect(labelContent(source('APOTEK 😀 SEHAT')).payload).toBe(
      'JKT|101|JKT-000123|C0000123|APOTEK ? SEHAT',
    );
    expect(labelContent(source('\u00a0 spaced\u2003 out\u200b ')).payload).toBe(
      'JKT|101|JKT-000123|C0000123|spaced out',
    );
    expect(labelContent(source('Straße Øresund')).payload).toBe(
      'JKT|101|JKT-000123|C0000123|Strasse Oresund',
    );
  });

  it('cleans the code fields the same way', () => {
    const { payload } = labelContent(source('A', { BRANCH_CODE: ' JK|T ', CUSTOMER_ID_REF: 'JKT–000123' }));
    expect(payload).toBe('JK T|101|JKT-000123|C0000123|A');
  });

  it('reads back as the five fields', () => {
    const original = source('APOTEK SEHAT SENTOSA');
    expect(parsePayload(labelContent(original).payload)).toEqual(original);
    expect(parsePayload(labelContent(source('Café | Ñ')).payload)).toEqual(source('Cafe N'));
    expect(parsePayload('JKT|101|JKT-000123|C0000123')).toBeUndefined();
    expect(parsePayload('JKT|org|JKT-000123|C0000123|A')).toBeUndefined();
  });
});

describe('the printed name and lines', () => {
  it('keeps the name in full Unicode with its whitespace collapsed', () => {
    const content = labelContent(source('  Café  Ñusantara\t😀 \u0000 ᴀ '));
    expect(content.name).toBe('Café Ñusantara 😀 ᴀ');
  });

  it('says the customer id ref, branch and org, and the customer id, one a line', () => {
    expect(labelContent(source('A')).lines).toEqual(['JKT-000123', 'JKT / 101', 'C0000123']);
  });
});

describe('wrapText', () => {
  const upTo = (n: number) => (line: string) => [...line].length <= n;

  it('wraps on spaces and fills each line', () => {
    expect(wrapText('APOTEK SEHAT SENTOSA JAYA', upTo(13), 3)).toEqual(['APOTEK SEHAT', 'SENTOSA JAYA']);
  });

  it('uses every line exactly without an ellipsis when the text fits', () => {
    expect(wrapText('ABCDE FGHIJ KLMNO', upTo(5), 3)).toEqual(['ABCDE', 'FGHIJ', 'KLMNO']);
    expect(wrapText('ABCDE FGHIJ', upTo(11), 1)).toEqual(['ABCDE FGHIJ']);
  });

  it('breaks a word longer than a line', () => {
    expect(wrapText('AB CDEFGHIJKLMN OP', upTo(5), 4)).toEqual(['AB', 'CDEFG', 'HIJKL', 'MN OP']);
  });

  it('cuts at maxLines with an ellipsis that fits the last line', () => {
    expect(wrapText('ONE TWO THREE FOUR FIVE', upTo(9), 2)).toEqual(['ONE TWO', 'THREE…']);
    expect(wrapText('ABCDEFGHIJKLMNOPQRSTUVWXYZ', upTo(10), 2)).toEqual(['ABCDEFGHIJ', 'KLMNOPQRS…']);
    expect(wrapText('ABCDEFGHIJKLMNOPQRSTUVWXYZ', upTo(10), 2, { ascii: true })).toEqual([
      'ABCDEFGHIJ',
      'KLMNOPQ...',
    ]);
    for (const line of wrapText('A VERY LONG NAME OF A SHOP IN THE MARKET', upTo(8), 3))
      expect([...line].length).toBeLessThanOrEqual(8);
  });

  it('counts a character outside the BMP as one', () => {
    expect(wrapText('😀😀😀😀 X', upTo(4), 2)).toEqual(['😀😀😀😀', 'X']);
  });

  it('answers nothing for empty text or no lines', () => {
    expect(wrapText('   ', upTo(5), 2)).toEqual([]);
    expect(wrapText('ABC', upTo(5), 0)).toEqual([]);
  });
});
