/**
 * What the field app shows a rep of Promotion Setting's images: a promotion not deleted, whose
 * dates hold today, for a title of a position the rep holds today. The image is served by the same
 * rule, so a promotion that ended, was deleted or names other titles is not found for that rep,
 * whatever id the app asks for.
 *
 * The field app proves itself with its own key (the contract's 'field-app' access), never with a
 * back-office session, and names the rep; the rep's titles are read here, not taken from the app.
 */
import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { fillPath } from '../../../common/contract/define';
import { type FieldPromotion, promotionCalls } from '../../../common/contract/promotion';
import { today } from '../../../common/dates';
import { messages } from '../../../common/messages';
import type { Db } from '../../db/client';
import { promotions, promotionTitles, roles, salesrepMappings, salesreps } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { FileAnswer } from '../../platform/implement';
import type { Storage } from '../../platform/storage';

const p = promotions;

/** The title codes of the positions the rep holds on a day; unknown reps are not found. */
async function titlesOfRep(db: Db, employeeId: string, day: string): Promise<string[]> {
  const [rep] = await db
    .select({ id: salesreps.employeeId })
    .from(salesreps)
    .where(eq(salesreps.employeeId, employeeId));
  if (!rep) throw new AppError(messages.salesrepNotFound(employeeId), 'NOT_FOUND');
  const held = await db
    .selectDistinct({ code: roles.employeeTitleCode })
    .from(salesrepMappings)
    .innerJoin(roles, eq(roles.roleMapId, salesrepMappings.roleMapId))
    .where(
      and(
        eq(salesrepMappings.employeeId, employeeId),
        lte(salesrepMappings.startDate, day),
        gte(salesrepMappings.endDate, day),
        lte(roles.roleStartDate, day),
        gte(roles.roleEndDate, day),
      ),
    );
  return held.flatMap((h) => (h.code ? [h.code] : [])).sort();
}

/** Promotions shown on the day to holders of one of the titles. */
function shownOn(day: string, titles: string[]) {
  return and(
    eq(p.isActive, 'Y'),
    lte(p.startDate, day),
    gte(p.endDate, day),
    inArray(
      p.promotionId,
      // A sub-select, not a join: a promotion naming two of the rep's titles is listed once.
      sql`(SELECT ${promotionTitles.promotionId} FROM ${promotionTitles}
           WHERE ${inArray(promotionTitles.tittleCode, titles)})`,
    ),
  );
}

/** The image call's URL for the rep, from the contract's path, so the two cannot drift apart. */
function imagePath(id: number, employeeId: string): string {
  const { path, rest } = fillPath(promotionCalls.fieldPromotionImage.path, { ID: id, employeeId });
  return `/api${path}?${new URLSearchParams(rest as Record<string, string>)}`;
}

export async function fieldPromotions(
  db: Db,
  employeeId: string,
): Promise<{ TITLES: string[]; promotions: FieldPromotion[] }> {
  const day = today();
  const titles = await titlesOfRep(db, employeeId, day);
  if (titles.length === 0) return { TITLES: [], promotions: [] };
  const found = await db
    .select({
      ID: p.promotionId,
      PROMOTION_TYPE: p.promotionType,
      PROMOTION_DESC: p.promotionDesc,
      URL: p.url,
      START_DATE: sql<string>`${p.startDate}::text`,
      END_DATE: sql<string>`${p.endDate}::text`,
      WIDTH: p.width,
      HEIGHT: p.height,
    })
    .from(p)
    .where(shownOn(day, titles))
    .orderBy(asc(p.promotionType), desc(p.startDate), desc(p.promotionId));
  return {
    TITLES: titles,
    promotions: found.map((row) => ({
      ...row,
      PROMOTION_TYPE: row.PROMOTION_TYPE as FieldPromotion['PROMOTION_TYPE'],
      IMAGE: imagePath(row.ID, employeeId),
    })),
  };
}

export async function fieldPromotionImage(
  db: Db,
  storage: Storage,
  id: number,
  employeeId: string,
): Promise<FileAnswer> {
  const day = today();
  const titles = await titlesOfRep(db, employeeId, day);
  const [found] =
    titles.length === 0
      ? []
      : await db
          .select({ key: p.storageKey })
          .from(p)
          .where(and(eq(p.promotionId, id), shownOn(day, titles)));
  const bytes = found ? await storage.get(found.key) : undefined;
  if (!bytes) throw new AppError(messages.promotionNotFound(id), 'NOT_FOUND');
  return new FileAnswer(`promotion-${id}.jpg`, 'image/jpeg', bytes);
}
