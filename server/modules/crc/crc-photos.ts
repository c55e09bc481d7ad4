/**
 * The photos of display checks as records (the check's fields with one photo each): Overview File
 * CRC's cards of one position, a page at a time by page number (5 page links, 6 cards a page), and
 * the photos of one check for the full-screen preview.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { CrcRecord } from '../../../common/contract/crc';
import { messages } from '../../../common/messages';
import type { Db } from '../../db/client';
import { crcDisplays, crcHeaders } from '../../db/schema';
import { answerKey } from '../../platform/data-version';
import { AppError } from '../../platform/errors';
import {
  jsonObjectOf,
  type KeysetOrder,
  type ListPageRequest,
  listPage,
  type PagePlan,
  planned,
  readJsonBatch,
} from '../../platform/list';
import { everyWordIn, searchWords } from '../../platform/list/search';
import { foundInScope, type Scope } from '../../platform/scope';
import { type CrcSelection, HEADER_FIELDS, selectionWhere } from './crc-selection';

const h = crcHeaders;
const d = crcDisplays;

const RECORD_FIELDS = {
  ...HEADER_FIELDS,
  CRC_DISPLAYID: d.crcDisplayId,
  DISPLAY_TYPE: d.displayType,
  ATTACHMENT_FILE: d.photoKey,
  FILENAME: d.fileName,
};

/** The cards newest first (the check's time, then the photo), or by customer name. */
export const CARD_ORDER: KeysetOrder = {
  sortable: new Map([
    ['DATE_CRC', { expr: h.dateCrc }],
    ['CUSTOMER_NAME', { expr: h.customerName }],
    ['DISPLAY_TYPE', { expr: d.displayType }],
  ]),
  defaultField: 'DATE_CRC',
  defaultDir: 'desc',
  idField: 'CRC_DISPLAYID',
  id: d.crcDisplayId,
};

/** The card grid's search: customer names holding every word (spec part 2 section 2). */
function customerSearch(search: string): SQL | undefined {
  return everyWordIn(h.customerName, search);
}

function recordsQuery(db: Db, where: SQL | undefined, plan: PagePlan) {
  return planned(
    db
      .select({ j: jsonObjectOf(RECORD_FIELDS).as('j') })
      .from(d)
      .innerJoin(h, eq(h.crcHeaderId, d.crcHeaderId))
      .$dynamic(),
    where,
    plan,
  );
}

/**
 * A page of the cards of one position's checks in the days asked for. A position makes a few
 * hundred checks a month, so the count is counted each time, from the position's index; it is
 * still kept per data version, as every count of a list is.
 */
export async function cardsPage(db: Db, s: CrcSelection, req: ListPageRequest & { search: string }) {
  const where = and(selectionWhere(s), customerSearch(req.search));
  return listPage<CrcRecord>(CARD_ORDER, req, {
    read: (plan) => readJsonBatch<CrcRecord>(db, recordsQuery(db, where, plan)),
    count: async () => {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(d)
        .innerJoin(h, eq(h.crcHeaderId, d.crcHeaderId))
        .where(where);
      return row?.n ?? 0;
    },
    keptCount: {
      db,
      key: answerKey('crc cards count', { ...s, search: searchWords(req.search) }),
      tables: [h, d],
    },
  });
}

/** The photos of one check in the order taken, to a caller whose scope holds the check. */
export async function checkPhotos(db: Db, scope: Scope, crcHeaderId: number): Promise<CrcRecord[]> {
  const [header] = await db
    .select({ orgId: h.orgId, branchCode: h.branchCode })
    .from(h)
    .where(eq(h.crcHeaderId, crcHeaderId));
  // Another branch's check is answered as a missing one: its id tells nothing.
  foundInScope(
    scope,
    header,
    (found) => found,
    () => new AppError(messages.notFound, 'NOT_FOUND'),
  );
  return readJsonBatch<CrcRecord>(
    db,
    sql`SELECT ${jsonObjectOf(RECORD_FIELDS)} AS j FROM ${d} JOIN ${h} ON ${h.crcHeaderId} = ${d.crcHeaderId}
        WHERE ${d.crcHeaderId} = ${crcHeaderId} ORDER BY ${d.crcDisplayId}`,
  );
}
