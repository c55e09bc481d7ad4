/**
 * API tests of Promotion Setting with the spec's payloads: the titles, a promotion of each type
 * saved with its image checked by its bytes (size, format, a truncated file), listed, previewed and
 * deleted; the form's messages; and a branch user refused.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { contract } from '../../../common/contract';
import type { PromotionRow, TitleOption } from '../../../common/contract/promotion';
import { firstDayOfMonth } from '../../../common/dates';
import { messages } from '../../../common/messages';
import { notMatching } from '../../../common/test-lists';
import { branchAdmin, ho, setUpDemoApp, t } from '../../test/demo-app';
import { solidJpeg } from '../../test/solid-jpeg';

setUpDemoApp();

async function ok<T>(method: 'GET' | 'POST', path: string, body: unknown, token = ho): Promise<T> {
  const res = await t.call(method, `/api${path}`, body, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
}

async function refusedWith(body: Record<string, unknown>, status: number) {
  const res = await t.post(contract.setting.insertSlide, body, ho);
  expect(res.statusCode, res.body).toBe(status);
  return res.json().message as string;
}

async function someTitles(): Promise<string> {
  const { resultTitle } = await ok<{ resultTitle: TitleOption[] }>('POST', '/setting/getTitleAll', {
    TypeEmp: '',
  });
  expect(resultTitle.length).toBeGreaterThan(1);
  return resultTitle
    .slice(0, 2)
    .map((r) => r.TITTLE_CODE)
    .join(',');
}

const payload = async (typeCode: string, image: Buffer) => ({
  typeCode,
  title: await someTitles(),
  typeDesc: `Promo ${typeCode} akhir tahun`,
  url: 'https://example.co.id/promo',
  image: `data:image/jpeg;base64,${image.toString('base64')}`,
  startDate: firstDayOfMonth(),
  endDate: '4001-12-31',
  userIdUpdate: 'ignored',
  lastUpdate: new Date().toISOString(),
});

describe('promotion setting', () => {
  it('lists the titles of a type, or of every type', async () => {
    const all = await ok<{ resultTitle: TitleOption[] }>('POST', '/setting/getTitleAll', { TypeEmp: '' });
    const type = all.resultTitle[0]?.TYPE_EMP as string;
    const one = await ok<{ resultTitle: TitleOption[] }>('POST', '/setting/getTitleAll', { TypeEmp: type });
    expect(one.resultTitle.length).toBeGreaterThan(0);
    expect(notMatching(one.resultTitle, (r) => r.TYPE_EMP === type)).toEqual([]);
  });

  it('saves a promotion of each type, serves its image and deletes it', async () => {
    for (const [type, w, h] of [
      ['IKLAN', 1080, 1350],
      ['BANNER', 1200, 420],
    ] as const) {
      const image = await solidJpeg(w, h);
      const body = await payload(type, image);
      const saved = await ok<PromotionRow>('POST', '/setting/insertSlide', body);
      expect(saved).toMatchObject({ PROMOTION_TYPE: type, promoTitle: body.title, IS_ACTIVE: 'Y' });
      // Kept as the server decoded it: a JPEG of the type's size, served as kept.
      const stored = (await t.storage.get(saved.FILE_NAME)) as Buffer;
      expect(await sharp(stored).metadata()).toMatchObject({ format: 'jpeg', width: w, height: h });
      const listed = await ok<PromotionRow[]>('GET', '/setting/selectslide', undefined);
      expect(listed[0]).toEqual(saved);
      const source = await ok<string>('POST', '/setting/selectimagebyid', saved);
      expect(source).toBe(`data:image/jpeg;base64,${stored.toString('base64')}`);
      expect(await ok('POST', '/setting/deleteslide', { ID: saved.ID })).toEqual({ ID: saved.ID });
      const after = await ok<PromotionRow[]>('GET', '/setting/selectslide', undefined);
      expect(after.some((r) => r.ID === saved.ID)).toBe(false);
      const again = await t.post(contract.setting.deleteslide, { ID: saved.ID }, ho);
      expect(again.statusCode).toBe(404);
    }
  });

  it('keeps the image it decoded, never an HTML page, an archive or a script the file carries', async () => {
    const image = await solidJpeg(1200, 420);
    const script = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    // A comment segment holding a script right after the start, and an HTML page and the start of
    // a ZIP archive after the end: still a JPEG of the banner's size to every decoder.
    const comment = Buffer.alloc(4);
    comment.writeUInt16BE(0xfffe, 0);
    comment.writeUInt16BE(script.length + 2, 2);
    const crafted = Buffer.concat([
      image.subarray(0, 2),
      comment,
      script,
      image.subarray(2),
      script,
      Buffer.from('PK\u0003\u0004secret.txt'),
    ]);
    expect((await sharp(crafted).metadata()).width).toBe(1200);
    const saved = await ok<PromotionRow>('POST', '/setting/insertSlide', await payload('BANNER', crafted));
    const source = await ok<string>('POST', '/setting/selectimagebyid', saved);
    const served = Buffer.from(source.replace(/^data:image\/jpeg;base64,/, ''), 'base64');
    expect(served).toEqual(await t.storage.get(saved.FILE_NAME));
    for (const word of ['<script', '<html', 'PK\u0003\u0004', 'secret.txt']) {
      expect(served.toString('latin1')).not.toContain(word);
    }
    expect(served.subarray(-2).toString('hex')).toBe('ffd9');
    expect(await sharp(served).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 420 });
  });

  it("refuses any image that is not a whole JPEG of its type's size with the spec's message", async () => {
    const iklan = messages.imageSize(1080, 1350);
    expect(await refusedWith(await payload('IKLAN', await solidJpeg(1200, 420)), 422)).toBe(iklan);
    expect(await refusedWith(await payload('BANNER', await solidJpeg(1080, 1350)), 422)).toBe(
      messages.imageSize(1200, 420),
    );
    const png = await sharp({ create: { width: 1080, height: 1350, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect(await refusedWith(await payload('IKLAN', png), 422)).toBe(iklan);
    const whole = await solidJpeg(1080, 1350);
    expect(
      await refusedWith(await payload('IKLAN', whole.subarray(0, Math.floor(whole.length / 2))), 422),
    ).toBe(iklan);
    expect(await refusedWith(await payload('IKLAN', await solidJpeg(4000, 5000)), 422)).toBe(iklan);
    expect(await refusedWith(await payload('IKLAN', Buffer.from('not an image at all')), 422)).toBe(iklan);
  });

  it("answers the form's messages and refuses unknown titles and reversed dates", async () => {
    const good = await payload('IKLAN', await solidJpeg(1080, 1350));
    expect(await refusedWith({ ...good, typeCode: '' }, 400)).toBe(messages.typeRequired);
    expect(await refusedWith({ ...good, typeDesc: ' ' }, 400)).toBe(messages.typeDescRequired);
    expect(await refusedWith({ ...good, url: '' }, 400)).toBe(messages.typeDescRequired);
    expect(await refusedWith({ ...good, title: 'NO-SUCH-TITLE' }, 422)).toBe(
      messages.promotionTitleUnknown('NO-SUCH-TITLE'),
    );
    expect(await refusedWith({ ...good, startDate: '2026-12-01', endDate: '2026-11-01' }, 422)).toBe(
      messages.endBeforeStart,
    );
  });

  it('is head office only: a branch user gets 403 on every call', async () => {
    for (const [method, path] of [
      ['GET', '/setting/selectslide'],
      ['POST', '/setting/insertSlide'],
      ['POST', '/setting/deleteslide'],
      ['POST', '/setting/selectimagebyid'],
      ['POST', '/setting/getTitleAll'],
    ] as const) {
      const res = await t.call(method, `/api${path}`, method === 'GET' ? undefined : { ID: 1 }, branchAdmin);
      expect(res.statusCode, path).toBe(403);
    }
  });
});
