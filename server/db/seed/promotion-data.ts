/**
 * Demo promotions: an advert (IKLAN) for the taking-order salesmen and their supervisors running
 * this month and next, and a banner (BANNER) for every salesman title from the first of this month
 * on, so a new user finds Promotion Setting's list filled and the field app's call answers
 * something. Their images are drawn at the type's exact size (shapes only: no font is needed on the
 * machine) and stored through the storage interface, as a saved promotion's are.
 */

import { PROMOTION_SIZES, type PromotionType } from '../../../common/contract/promotion';
import { endOfMonthOf, firstDayOfMonth } from '../../../common/dates';
import { contentKey, type Storage } from '../../platform/storage';
import type { Db } from '../client';
import { promotions, promotionTitles } from '../schema';
import { DEMO_CAMPAIGN_MAKER } from './push-activity-data';

interface DemoPromotion {
  type: PromotionType;
  desc: string;
  url: string;
  titles: string[];
  colours: [string, string];
  start: string;
  end: string;
}

function demoPromotions(today: Date): DemoPromotion[] {
  const first = firstDayOfMonth(today);
  const nextMonth = new Date(today.getFullYear(), today.getMonth() + 1, 1);
  return [
    {
      type: 'IKLAN',
      desc: 'Promo akhir tahun: diskon 5% untuk pembelian minimal 10 karton',
      url: 'https://www.armada.co.id/promo/akhir-tahun',
      titles: ['TO', 'SPV-TO'],
      colours: ['#0b5394', '#f1c232'],
      start: first,
      end: endOfMonthOf(firstDayOfMonth(nextMonth)),
    },
    {
      type: 'BANNER',
      desc: 'Program display toko: pasang rak dan dapatkan poin',
      url: 'https://www.armada.co.id/program/display',
      titles: ['TO', 'CANVAS', 'MOTORIST'],
      colours: ['#38761d', '#ffffff'],
      start: first,
      end: '4001-12-31',
    },
  ];
}

/** A JPEG of exactly the type's size: a band of colour with circles, as an advert's artwork. */
async function artwork(type: PromotionType, [ground, accent]: [string, string]): Promise<Buffer> {
  const { width, height } = PROMOTION_SIZES[type];
  const r = Math.round(Math.min(width, height) / 5);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="${ground}"/>
    <rect y="${Math.round(height * 0.7)}" width="100%" height="${Math.round(height * 0.3)}" fill="${accent}" opacity="0.85"/>
    <circle cx="${Math.round(width * 0.3)}" cy="${Math.round(height * 0.4)}" r="${r}" fill="${accent}"/>
    <circle cx="${Math.round(width * 0.65)}" cy="${Math.round(height * 0.35)}" r="${Math.round(r * 0.6)}" fill="#ffffff" opacity="0.6"/>
  </svg>`;
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

export async function seedPromotions(db: Db, storage?: Storage, today: Date = new Date()): Promise<void> {
  for (const demo of demoPromotions(today)) {
    const bytes = await artwork(demo.type, demo.colours);
    const key = `promotions/${contentKey(bytes, 'jpg')}`;
    if (storage && !(await storage.has(key))) await storage.put(key, bytes, 'image/jpeg');
    const { width, height } = PROMOTION_SIZES[demo.type];
    const [saved] = await db
      .insert(promotions)
      .values({
        promotionType: demo.type,
        promotionDesc: demo.desc,
        url: demo.url,
        storageKey: key,
        byteSize: bytes.length,
        width,
        height,
        startDate: demo.start,
        endDate: demo.end,
        userIdUpdate: DEMO_CAMPAIGN_MAKER,
      })
      .returning({ id: promotions.promotionId });
    const promotionId = (saved as { id: number }).id;
    await db.insert(promotionTitles).values(demo.titles.map((tittleCode) => ({ promotionId, tittleCode })));
  }
}
