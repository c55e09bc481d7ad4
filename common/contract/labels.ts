/**
 * QR labels of customer relations (spec part 1 sections 2, 3, 4, 7: Print Barcode Relasi, both
 * variants). Paths and payload names are the spec's (base /mapping-sales-assignment); the sticker
 * file is Armada's own call, since the file is made where the prints are recorded.
 */
import { z } from 'zod';
import { LABEL_LAYOUTS, PRINT_VIAS } from '../labels/types';
import { labelsModule } from '../modules/labels';
import { POSITION_OPTIONS_MAX } from './call-management';
import { defineCall } from './define';
import { listQuery, looseInt } from './shared-schemas';

/** The screens of this module, which its calls name as the ones that make them. */
const S = labelsModule.paths;

const BASE = '/mapping-sales-assignment';

/** A customer served by the chosen position today, with the state of its label. */
export const relationPrintRow = z.object({
  BRANCH_CODE: z.string(),
  POSITION_CODE: z.string(),
  /** Type Salesman: the title of the position's role. */
  EMPLOYEE_TITLE_CODE: z.string(),
  CUSTOMER_ID: z.string(),
  /** The reference the label's QR code carries as its first customer id. */
  CUSTOMER_ID_REF: z.string(),
  CUSTOMER_NAME: z.string(),
  /** The name the latest label says; null before the first print. */
  CUSTOMER_NAME_PRINT: z.string().nullable(),
  ORG_ID: z.number().int(),
  IsPrint: z.union([z.literal(0), z.literal(1)]),
  /** The latest print, 'YYYY-MM-DD HH:mm:ss' server time; null before the first. */
  LAST_UPDATE_PRINT: z.string().nullable(),
  /** 1 when the latest label no longer says what the customer is now (name, reference, branch). */
  ShouldReprint: z.union([z.literal(0), z.literal(1)]),
  /** Labels printed for the customer so far. */
  PRINT_COUNT: z.number().int(),
});
export type RelationPrintRow = z.infer<typeof relationPrintRow>;

/** The most labels one sticker file holds: a day's work for a branch, and a few seconds to make. */
export const STICKER_FILE_MAX_LABELS = 2000;

const code = z.string().trim().min(1).max(50);

/** A position the print screens offer: one that serves customers today. */
export const printPosition = z.object({
  POSITION_DESC: z.string(),
  BRANCH_CODE: z.string(),
});
export type PrintPositionOption = z.infer<typeof printPosition>;

export const labels = {
  getRelasiPrintPositions: defineCall({
    method: 'GET',
    path: `${BASE}/getRelasiPrintPositions`,
    module: 'labels',
    access: { screens: [S.printer, S.stickers] },
    summary:
      "The positions of the caller's scope (of branchCode when given) that serve customers today (an assignment whose dates hold today), with their branch, whose code contains search (from 3 characters; % and _ are literal), in code order: the ones a print screen offers. At most 51: one more than a position select shows (POSITION_OPTIONS_MAX) says that more match, and the select asks again with the text typed.",
    input: z.object({ search: listQuery.shape.search, branchCode: z.string().max(20).optional() }),
    output: z.array(printPosition).max(POSITION_OPTIONS_MAX + 1),
  }),
  getRelasiPrint: defineCall({
    method: 'GET',
    path: `${BASE}/getRelasiPrint/:position/:orgId`,
    module: 'labels',
    access: { screens: [S.printer, S.stickers] },
    summary:
      "The customers the position serves today, with their label's state: labels not printed first, then those to print again (ShouldReprint), then the rest. The position must lie in the caller's scope.",
    input: z.object({ position: code, orgId: looseInt }),
    output: z.array(relationPrintRow),
  }),
  markRelasiAsPrinted: defineCall({
    method: 'POST',
    path: `${BASE}/markRelasiAsPrinted`,
    module: 'labels',
    access: { screens: [S.printer, S.stickers] },
    write: true,
    summary:
      'Records one label printed on a label printer: who (the session user; user_id is the screen’s copy), when, and what it said. A print of a customer printed before is a reprint.',
    input: z.object({
      customer_id: code,
      /** The name as the label printed it. */
      customer_name: z.string().trim().min(1).max(200),
      org_id: looseInt,
      user_id: z.string().max(100).optional(),
      /** The position whose list it was printed from. */
      position_code: code.optional(),
      layout: z.enum(LABEL_LAYOUTS).default('49x20'),
      via: z.enum(PRINT_VIAS).default('ZPL'),
    }),
    output: relationPrintRow.pick({
      CUSTOMER_ID: true,
      IsPrint: true,
      LAST_UPDATE_PRINT: true,
      CUSTOMER_NAME_PRINT: true,
      ShouldReprint: true,
      PRINT_COUNT: true,
    }),
  }),
  printRelasiSticker: defineCall({
    method: 'POST',
    path: `${BASE}/printRelasiSticker`,
    module: 'labels',
    access: { screens: [S.printer, S.stickers] },
    write: true,
    file: true,
    summary:
      "One PDF of sticker images (8 x 5.5 cm each) of the customers asked for, all served by the position today and in the caller's scope, recorded as printed in the same transaction.",
    input: z.object({
      position: code,
      orgId: looseInt,
      customerIds: z.array(code).min(1).max(STICKER_FILE_MAX_LABELS),
    }),
    output: z.unknown(),
  }),
};
