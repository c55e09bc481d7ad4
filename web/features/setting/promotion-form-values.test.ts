// @vitest-environment happy-dom
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PROMOTION_TEXT_SHOWN, promotionInput } from '../../../common/contract/promotion';
import { firstDayOfMonth } from '../../../common/dates';
import { messages } from '../../../common/messages';
import { fieldErrors } from '../../components/record-form/field-errors';
import { cutText, titlesShown } from './promotion-columns';
import {
  afterPromotionSaved,
  emptyPromotionForm,
  type PromotionFormValues,
  promotionBody,
} from './promotion-form-values';
import { imageHint, imageSizeProblem, isJpegStart, jpegSize, refusalText } from './promotion-image';
import { titleOptions } from './promotion-titles';

const IMAGE = { dataUrl: 'data:image/jpeg;base64,/9j/4AAQ', name: 'promo.jpg', width: 1080, height: 1350 };

const filled: PromotionFormValues = {
  typeCode: 'IKLAN',
  title: ['SPV', 'SLS'],
  typeDesc: 'Promo akhir tahun',
  url: 'https://example.com/promo',
  image: IMAGE,
  startDate: '2026-05-01',
  endDate: '4001-12-31',
};

describe('the Promotion Setting form', () => {
  it('starts on the first day of this month and ends in December 4001, with nothing else chosen', () => {
    expect(emptyPromotionForm()).toEqual({
      typeCode: '',
      title: [],
      typeDesc: '',
      url: '',
      image: null,
      startDate: firstDayOfMonth(),
      endDate: '4001-12-31',
    });
  });

  it("checks the type, the description and the URL with the spec's messages", () => {
    const checked = promotionInput.safeParse(promotionBody(emptyPromotionForm(), 'ho.admin'));
    const errors = checked.success ? {} : fieldErrors(checked.error);
    expect(errors.typeCode).toBe(messages.typeRequired);
    expect(errors.typeDesc).toBe(messages.typeDescRequired);
    expect(errors.url).toBe(messages.typeDescRequired);
    expect(errors.title).toBe(messages.promotionTitleRequired);
    expect(errors.image).toBe(messages.promotionImageRequired);
  });

  it('sends the title codes comma-joined, the image as its data URL, the user and the time', () => {
    const now = new Date('2026-05-04T03:04:05.000Z');
    const body = promotionBody(filled, 'ho.admin', now);
    expect(body).toEqual({
      typeCode: 'IKLAN',
      title: 'SPV,SLS',
      typeDesc: 'Promo akhir tahun',
      url: 'https://example.com/promo',
      image: IMAGE.dataUrl,
      startDate: '2026-05-01',
      endDate: '4001-12-31',
      userIdUpdate: 'ho.admin',
      lastUpdate: '2026-05-04T03:04:05.000Z',
    });
    expect(promotionInput.safeParse(body).success).toBe(true);
  });

  it('clears type, description, URL and image after a save and keeps the titles and dates', () => {
    expect(afterPromotionSaved(filled)).toEqual({
      ...filled,
      typeCode: '',
      typeDesc: '',
      url: '',
      image: null,
    });
  });
});

describe("a promotion's image", () => {
  it("must be exactly its type's size: IKLAN 1080 x 1350, BANNER 1200 x 420", () => {
    expect(imageSizeProblem('IKLAN', { width: 1080, height: 1350 })).toBeUndefined();
    expect(imageSizeProblem('BANNER', { width: 1200, height: 420 })).toBeUndefined();
    expect(imageSizeProblem('IKLAN', { width: 1200, height: 420 })).toBe(
      'Image size should be 1080 wide, 1350 high.',
    );
    expect(imageSizeProblem('BANNER', { width: 1080, height: 1350 })).toBe(
      'Image size should be 1200 wide, 420 high.',
    );
    // No type yet: checked once one is chosen.
    expect(imageSizeProblem('', { width: 10, height: 10 })).toBeUndefined();
  });

  it("refuses a file that is no whole JPEG with the type's size message, as the server does", () => {
    expect(refusalText('not-jpeg', 'BANNER')).toBe('Image size should be 1200 wide, 420 high.');
    expect(refusalText('not-jpeg', '')).toBe(messages.promotionImageNotJpeg);
    expect(refusalText('too-large', 'IKLAN')).toBe(messages.promotionImageTooLarge);
  });

  it('names the size the type takes, or each type’s', () => {
    expect(imageHint('BANNER')).toBe(messages.promotionImageHint('1200 x 420'));
    expect(imageHint('')).toBe(messages.promotionImageHint('IKLAN 1080 x 1350 / BANNER 1200 x 420'));
  });

  it('has the size its frame header declares, before any EXIF rotation (as the server reads it)', async () => {
    const stored = (width: number, height: number, orientation?: number) => {
      const image = sharp({ create: { width, height, channels: 3, background: '#336699' } }).jpeg();
      return (orientation ? image.withMetadata({ orientation }) : image).toBuffer();
    };
    expect(jpegSize(new Uint8Array(await stored(1080, 1350)))).toEqual({ width: 1080, height: 1350 });
    // Stored 1350 x 1080 and turned upright by its EXIF: a browser shows it 1080 x 1350.
    expect(jpegSize(new Uint8Array(await stored(1350, 1080, 6)))).toEqual({ width: 1350, height: 1080 });
    const progressive = await sharp({ create: { width: 1200, height: 420, channels: 3, background: '#000' } })
      .jpeg({ progressive: true })
      .toBuffer();
    expect(jpegSize(new Uint8Array(progressive))).toEqual({ width: 1200, height: 420 });
    expect(jpegSize(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 2]))).toBeUndefined();
    expect(jpegSize(new Uint8Array([0xff, 0xd8, 0xff]))).toBeUndefined();
  });

  it('is a JPEG by its first bytes', () => {
    expect(isJpegStart(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(isJpegStart(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBe(false);
    expect(isJpegStart(new Uint8Array([0xff]))).toBe(false);
  });
});

describe('the Promotion List', () => {
  it("cuts a description or URL to 50 characters plus ' ...'", () => {
    const long = 'x'.repeat(PROMOTION_TEXT_SHOWN + 1);
    expect(cutText(long)).toBe(`${'x'.repeat(PROMOTION_TEXT_SHOWN)} ...`);
    expect(cutText('x'.repeat(PROMOTION_TEXT_SHOWN))).toBe('x'.repeat(PROMOTION_TEXT_SHOWN));
  });

  it('names the titles comma-separated', () => {
    expect(titlesShown('SPV,SLS, MD')).toBe('SPV, SLS, MD');
  });

  it('offers each title code once, named by its description', () => {
    expect(
      titleOptions([
        { TITTLE_CODE: 'SPV', TITTLE_DESC: 'Supervisor', TYPE_EMP: 'SALES' },
        { TITTLE_CODE: 'SPV', TITTLE_DESC: 'Supervisor', TYPE_EMP: 'MD' },
        { TITTLE_CODE: 'SLS', TITTLE_DESC: '', TYPE_EMP: 'SALES' },
      ]),
    ).toEqual([
      { value: 'SPV', label: 'SPV - Supervisor' },
      { value: 'SLS', label: 'SLS' },
    ]);
  });
});
