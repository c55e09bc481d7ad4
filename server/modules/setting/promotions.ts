/**
 * Promotion Setting (/setting/selectslide, insertSlide, deleteslide, selectimagebyid, getTitleAll):
 * the images head office pushes to the field app.
 *
 * The image is checked by its bytes, never by its name or the type the browser claims: it must
 * decode whole as a JPEG (sharp, failing on a truncated file) of exactly its type's size. A PNG
 * renamed .jpg, a truncated file, or a decompression bomb (its declared size is not the type's, so
 * it is refused from its header before any pixel is decoded) all get the spec's one message, 'Image
 * size should be {w} wide, {h} high.', as the screen's own check says it. The image the server
 * decoded, encoded again (storableImage), is stored under its SHA-256 through the storage
 * interface, never the bytes as sent; the row keeps the key.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  PROMOTION_IMAGE_MAX_BYTES,
  PROMOTION_SIZES,
  type PromotionRow,
  type promotionInput,
  type TitleOption,
} from '../../../common/contract/promotion';
import { messages } from '../../../common/messages';
import { type Db, qualified } from '../../db/client';
import { employeeTitles, promotions, promotionTitles } from '../../db/schema';
import { tableAs } from '../../db/typed-sql';
import { checkDateRange } from '../../platform/date-rules';
import { AppError, rule } from '../../platform/errors';
import type { CallContext } from '../../platform/implement';
import { storableImage } from '../../platform/photos';
import { contentKey, type Storage } from '../../platform/storage';

const p = promotions;
const pt = alias(promotionTitles, 'pt');

/**
 * The titles of the promotion, comma-joined. A template of its own, with the row's id qualified:
 * drizzle writes a one-table select's columns bare, and promotion_titles has a promotion_id too.
 */
const titlesJoined = sql`SELECT string_agg(${pt.tittleCode}, ',' ORDER BY ${pt.tittleCode})
  FROM ${tableAs(promotionTitles, pt)} WHERE ${pt.promotionId} = ${qualified(p.promotionId)}`;

const ROW_FIELDS = {
  ID: p.promotionId,
  FILE_NAME: p.storageKey,
  PROMOTION_DESC: p.promotionDesc,
  PROMOTION_TYPE: p.promotionType,
  promoTitle: sql<string>`coalesce((${titlesJoined}), '')`,
  URL: p.url,
  IS_ACTIVE: p.isActive,
  START_DATE: sql<string>`${p.startDate}::text`,
  END_DATE: sql<string>`${p.endDate}::text`,
};

export function promotionList(db: Db): Promise<PromotionRow[]> {
  return db.select(ROW_FIELDS).from(p).where(eq(p.isActive, 'Y')).orderBy(desc(p.promotionId)) as Promise<
    PromotionRow[]
  >;
}

/** The titles active today of an employee type ('' or ALL for every type), in code order. */
export function titlesOf(db: Db, typeEmp: string): Promise<TitleOption[]> {
  const type = typeEmp === '' || typeEmp.toUpperCase() === 'ALL' ? undefined : typeEmp.toUpperCase();
  return db
    .selectDistinctOn([employeeTitles.code], {
      TITTLE_CODE: employeeTitles.code,
      TITTLE_DESC: employeeTitles.description,
      TYPE_EMP: employeeTitles.typeCode,
    })
    .from(employeeTitles)
    .where(
      and(
        type === undefined ? undefined : eq(employeeTitles.typeCode, type),
        sql`current_date BETWEEN ${employeeTitles.startDate} AND ${employeeTitles.endDate}`,
      ),
    )
    .orderBy(asc(employeeTitles.code), asc(employeeTitles.typeCode));
}

/** The bytes of a base64 image, with or without its data: URL prefix. */
function imageBytes(image: string): Buffer {
  const base64 = image.replace(/^data:[^;,]*;base64,/, '');
  if (!/^[A-Za-z0-9+/\s]*={0,2}\s*$/.test(base64)) throw rule(messages.promotionImageRequired);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) throw rule(messages.promotionImageRequired);
  if (bytes.length > PROMOTION_IMAGE_MAX_BYTES) throw rule(messages.promotionImageTooLarge);
  return bytes;
}

/** Refuses anything but a whole JPEG of exactly the type's size, with the spec's message. */
async function checkImage(bytes: Buffer, size: { width: number; height: number }): Promise<void> {
  const refused = rule(messages.imageSize(size.width, size.height));
  const { default: sharp } = await import('sharp');
  try {
    // The header first: a wrong size (a bomb among them) is refused before any pixel is decoded.
    const meta = await sharp(bytes, { failOn: 'error' }).metadata();
    if (meta.format !== 'jpeg' || meta.width !== size.width || meta.height !== size.height) throw refused;
    // Then the whole image: a truncated or corrupt JPEG fails here.
    await sharp(bytes, { failOn: 'truncated', limitInputPixels: size.width * size.height })
      .resize(8)
      .toBuffer();
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw refused;
  }
}

export async function savePromotion(
  ctx: CallContext,
  storage: Storage,
  input: z.output<typeof promotionInput>,
): Promise<PromotionRow> {
  checkDateRange(input.startDate, input.endDate, Number.POSITIVE_INFINITY);
  const size = PROMOTION_SIZES[input.typeCode];
  const bytes = imageBytes(input.image);
  await checkImage(bytes, size);
  const codes = [
    ...new Set(
      input.title
        .split(',')
        .map((c) => c.trim().toUpperCase())
        .filter(Boolean),
    ),
  ];
  if (codes.length === 0) throw rule(messages.promotionTitleRequired);
  const known = await ctx.db
    .selectDistinct({ code: employeeTitles.code })
    .from(employeeTitles)
    .where(inArray(employeeTitles.code, codes));
  const found = new Set(known.map((k) => k.code));
  const unknown = codes.filter((c) => !found.has(c));
  if (unknown.length > 0) throw rule(messages.promotionTitleUnknown(unknown.slice(0, 5).join(', ')));

  // What is kept is the image the server decoded, never the bytes as sent (platform/photos.ts).
  const stored = (await storableImage(bytes))?.bytes;
  if (!stored) throw rule(messages.imageSize(size.width, size.height));
  const key = `promotions/${contentKey(stored, 'jpg')}`;
  await storage.put(key, stored, 'image/jpeg');
  const [saved] = await ctx.db
    .insert(p)
    .values({
      promotionType: input.typeCode,
      promotionDesc: input.typeDesc,
      url: input.url,
      storageKey: key,
      byteSize: stored.length,
      width: size.width,
      height: size.height,
      startDate: input.startDate,
      endDate: input.endDate,
      userIdUpdate: ctx.user.USER_ID,
    })
    .returning({ id: p.promotionId });
  const id = (saved as { id: number }).id;
  await ctx.db.insert(promotionTitles).values(codes.map((tittleCode) => ({ promotionId: id, tittleCode })));
  await ctx.audit({
    action: 'promotion:create',
    entity: 'promotion',
    entityId: id,
    after: {
      type: input.typeCode,
      titles: codes,
      storageKey: key,
      start: input.startDate,
      end: input.endDate,
    },
  });
  const [row] = await ctx.db.select(ROW_FIELDS).from(p).where(eq(p.promotionId, id));
  return row as PromotionRow;
}

export async function deletePromotion(ctx: CallContext, id: number): Promise<{ ID: number }> {
  const [gone] = await ctx.db
    .update(p)
    .set({ isActive: 'N', userIdUpdate: ctx.user.USER_ID, lastUpdate: sql`now()` })
    .where(and(eq(p.promotionId, id), eq(p.isActive, 'Y')))
    .returning({ id: p.promotionId });
  if (!gone) throw new AppError(messages.promotionNotFound(id), 'NOT_FOUND');
  await ctx.audit({
    action: 'promotion:delete',
    entity: 'promotion',
    entityId: id,
    before: { isActive: 'Y' },
  });
  return { ID: id };
}

/** A promotion's image as a data: URL, the image source the list's preview shows. */
export async function promotionImage(db: Db, storage: Storage, id: number): Promise<string> {
  const [found] = await db.select({ key: p.storageKey }).from(p).where(eq(p.promotionId, id));
  const bytes = found ? await storage.get(found.key) : undefined;
  if (!bytes) throw new AppError(messages.promotionNotFound(id), 'NOT_FOUND');
  return `data:image/jpeg;base64,${bytes.toString('base64')}`;
}
