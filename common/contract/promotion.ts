/**
 * Promotion Setting (spec part 2 sections 2-5, 7, 9: Promotion, /setting/settingslide): the images
 * head office pushes to the field app, an advert (IKLAN) or a banner (BANNER), for some employee
 * titles between two dates. Part of the setting module's contract (setting spreads these calls).
 *
 * The image travels as base64 text in the JSON body as the spec sends it; the server decodes it and
 * checks the bytes themselves (a JPEG of exactly its type's size), stores it through the storage
 * interface and keeps only its key.
 */
import { z } from 'zod';
import { messages } from '../messages';
import { settingModule } from '../modules/setting';
import { defineCall } from './define';
import { dateField, looseInt } from './shared-schemas';

const S = settingModule.paths;

/** The promotion types and the exact size of their image (spec part 2 section 9). */
export const PROMOTION_SIZES = {
  IKLAN: { width: 1080, height: 1350 },
  BANNER: { width: 1200, height: 420 },
} as const;
export type PromotionType = keyof typeof PROMOTION_SIZES;
export const PROMOTION_TYPES = Object.keys(PROMOTION_SIZES) as PromotionType[];

/** The largest image accepted: a 1200x1350 JPEG of a photo is well under it. */
export const PROMOTION_IMAGE_MAX_BYTES = 4 * 1024 * 1024;
/** How much of the description and URL the list shows before ' ...'. */
export const PROMOTION_TEXT_SHOWN = 50;
/** The most titles one promotion names. */
export const PROMOTION_TITLES_MAX = 500;

export const promotionRow = z.object({
  ID: z.number().int(),
  FILE_NAME: z.string(),
  PROMOTION_DESC: z.string(),
  PROMOTION_TYPE: z.enum(PROMOTION_TYPES as [PromotionType, ...PromotionType[]]),
  /** The titles, comma-separated. */
  promoTitle: z.string(),
  URL: z.string(),
  IS_ACTIVE: z.enum(['Y', 'N']),
  START_DATE: z.string(),
  END_DATE: z.string(),
});
export type PromotionRow = z.infer<typeof promotionRow>;

/** A title the promotion may name (getTitleAll). */
export const titleOption = z.object({
  TITTLE_CODE: z.string(),
  TITTLE_DESC: z.string(),
  TYPE_EMP: z.string(),
});
export type TitleOption = z.infer<typeof titleOption>;

/** What the field app asks with: the rep (SALESREP_EMPLOYEEID) whose titles decide what it is shown. */
const fieldRep = { employeeId: z.string().trim().min(1).max(50) };

/**
 * A promotion as the field app shows it to a rep today: its image is fetched from IMAGE (a path
 * under /api, with the same key and rep).
 */
export const fieldPromotion = z.object({
  ID: z.number().int(),
  PROMOTION_TYPE: z.enum(PROMOTION_TYPES as [PromotionType, ...PromotionType[]]),
  PROMOTION_DESC: z.string(),
  URL: z.string(),
  START_DATE: z.string(),
  END_DATE: z.string(),
  WIDTH: z.number().int(),
  HEIGHT: z.number().int(),
  IMAGE: z.string(),
});
export type FieldPromotion = z.infer<typeof fieldPromotion>;

const required = (message: string, max: number) => z.string().trim().min(1, message).max(max);

/** The create payload (spec: Promotion). */
export const promotionInput = z.object({
  typeCode: z.enum(PROMOTION_TYPES as [PromotionType, ...PromotionType[]], {
    message: messages.typeRequired,
  }),
  /** Title codes, comma-separated; at least one. */
  title: z.string().trim().min(1, messages.promotionTitleRequired).max(20_000),
  typeDesc: required(messages.typeDescRequired, 1000),
  url: required(messages.typeDescRequired, 2000),
  /** The JPEG as base64, with or without its 'data:image/jpeg;base64,' prefix. */
  image: z
    .string()
    .min(1, messages.promotionImageRequired)
    .max(Math.ceil((PROMOTION_IMAGE_MAX_BYTES * 4) / 3) + 100, messages.promotionImageTooLarge),
  startDate: dateField('Start Date'),
  endDate: dateField('End Date'),
  userIdUpdate: z.string().max(100).optional(),
  lastUpdate: z.string().max(40).optional(),
});
export type PromotionInput = z.input<typeof promotionInput>;

export const promotionCalls = {
  selectslide: defineCall({
    method: 'GET',
    path: '/setting/selectslide',
    module: 'setting',
    access: { screens: [S.promotions] },
    summary: 'The promotions not deleted, newest first.',
    input: z.object({}),
    output: z.array(promotionRow),
  }),
  insertSlide: defineCall({
    method: 'POST',
    path: '/setting/insertSlide',
    module: 'setting',
    access: { screens: [S.promotions] },
    write: true,
    summary:
      "Saves a promotion: its image must be a JPEG of exactly its type's size ('Image size should be {w} wide, {h} high.'), its titles known, its end not before its start. Answers the row saved.",
    input: promotionInput,
    output: promotionRow,
  }),
  deleteslide: defineCall({
    method: 'POST',
    path: '/setting/deleteslide',
    module: 'setting',
    access: { screens: [S.promotions] },
    write: true,
    summary:
      'Deletes a promotion (it leaves the list and the field app; the row and image stay for the audit log).',
    input: z.object({ ID: looseInt.pipe(z.number().int().min(1)) }),
    output: z.object({ ID: z.number().int() }),
  }),
  selectimagebyid: defineCall({
    method: 'POST',
    path: '/setting/selectimagebyid',
    module: 'setting',
    access: { screens: [S.promotions] },
    summary:
      "A promotion's image as an image source (a data: URL); the body is the promotion row (ID counts).",
    input: z.object({ ID: looseInt.pipe(z.number().int().min(1)) }).passthrough(),
    output: z.string(),
  }),
  getTitleAll: defineCall({
    method: 'POST',
    path: '/setting/getTitleAll',
    module: 'setting',
    access: { screens: [S.promotions] },
    summary: "The employee titles active today, of the employee type TypeEmp ('' or ALL for every type).",
    input: z.object({ TypeEmp: z.string().trim().max(30).default('') }),
    output: z.object({ resultTitle: z.array(titleOption) }),
  }),
  fieldPromotions: defineCall({
    method: 'GET',
    path: '/field/promotions',
    module: 'setting',
    access: 'field-app',
    summary:
      "The field app's promotions for a rep today: those not deleted, whose dates hold today and whose titles hold the title of a position the rep holds today. TITLES: the rep's titles today.",
    input: z.object(fieldRep),
    output: z.object({ TITLES: z.array(z.string()), promotions: z.array(fieldPromotion) }),
  }),
  fieldPromotionImage: defineCall({
    method: 'GET',
    path: '/field/promotions/:ID/image',
    module: 'setting',
    access: 'field-app',
    file: true,
    summary:
      "A promotion's JPEG for the field app, only while the promotion is shown to the rep (the list's rule); otherwise not found.",
    input: z.object({ ID: looseInt.pipe(z.number().int().min(1)), ...fieldRep }),
    output: z.unknown(),
  }),
};
