/**
 * CRC File Viewer's table and counters: a page of the display checks of the selection, newest
 * first, each with its photo count and first photo (whose thumbnail the row shows); the count of
 * the table and the counters Acrylic and Total Relasi (customers with a check in an acrylic rack,
 * customers with any check) over the selection but Is Acrylic. A month of a large branch holds
 * tens of thousands of checks, so the count and counters are one query kept per data version.
 */
import { and, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { CrcCounters, CrcRow } from '../../../common/contract/crc';
import type { Db } from '../../db/client';
import { crcDisplays, crcHeaders } from '../../db/schema';
import { answerKey, cachedAnswer } from '../../platform/data-version';
import {
  jsonRowsOfPlan,
  type KeysetOrder,
  type ListPageRequest,
  listPage,
  type PagePlan,
  readJsonBatch,
  type SortColumn,
} from '../../platform/list';
import { everyWordIn, searchWords } from '../../platform/list/search';
import { type CrcSelection, HEADER_FIELDS, selectionWhere, shownDateCrc } from './crc-selection';

const h = crcHeaders;
const d = crcDisplays;

const own = (expr: SQLWrapper): SortColumn => ({ expr });

/** Every column but the photo may be sorted on; newest first by default, on the indexed column. */
export const VIEWER_ORDER: KeysetOrder = {
  sortable: new Map<string, SortColumn>([
    ['DATE_CRC', { expr: h.dateCrc }],
    ['CRC_HEADERID', { expr: h.crcHeaderId, unique: true }],
    ['BRANCH_CODE', own(h.branchCode)],
    ['POSITION_CODE', own(h.positionCode)],
    ['SALESREP_EMPLOYEE_NAME', own(h.employeeName)],
    ['CUSTOMER_ID', own(h.customerId)],
    ['CUSTOMER_NAME', own(h.customerName)],
    ['CUSTOMER_OUTLET', own(h.customerOutlet)],
    ['DATE_PLAN', own(sql`${h.datePlan}::text`)],
    ['PRODUCT_GROUP_CODE', own(h.productGroupCode)],
    ['SUB_LINE_DESC', own(h.subLineDesc)],
    ['IS_ACRYLIC', own(h.isAcrylic)],
  ]),
  defaultField: 'DATE_CRC',
  defaultDir: 'desc',
  idField: 'CRC_HEADERID',
  id: h.crcHeaderId,
};

const ROW_FIELDS = {
  ...HEADER_FIELDS,
  PHOTOS: sql<number>`(SELECT count(*)::int FROM ${d} WHERE ${d.crcHeaderId} = ${h.crcHeaderId})`,
  ATTACHMENT_FILE: sql<string | null>`(SELECT ${d.photoKey} FROM ${d}
    WHERE ${d.crcHeaderId} = ${h.crcHeaderId} ORDER BY ${d.crcDisplayId} LIMIT 1)`,
};

/** The table's search: every word in what a row shows (codes, names, outlet, business, line, date). */
function searchWhere(search: string): SQL | undefined {
  const shown = sql`concat_ws(' ', ${h.branchCode}, ${h.positionCode}, ${h.employeeName}, ${h.customerId},
    ${h.customerName}, ${h.customerOutlet}, ${shownDateCrc}, ${h.datePlan}::text, ${h.productGroupCode},
    ${h.subLineDesc})`;
  return everyWordIn(shown, search);
}

function pageQuery(db: Db, where: SQL | undefined, plan: PagePlan) {
  return jsonRowsOfPlan(db, h, ROW_FIELDS, where, plan);
}

interface Counted extends CrcCounters {
  /** Checks of the selection with Is Acrylic Y, and with N. */
  Y: number;
  N: number;
}

/** The table's count and the counters in one pass over the selection but Is Acrylic. */
function counted(db: Db, s: CrcSelection, search: string): Promise<Counted> {
  const where = and(selectionWhere({ ...s, acrylic: undefined }), searchWhere(search));
  return cachedAnswer(db, {
    key: answerKey('crc viewer counts', { ...s, acrylic: undefined, search: searchWords(search) }),
    tables: [h],
    compute: async () => {
      const [row] = await db
        .select({
          Y: sql<number>`count(*) FILTER (WHERE ${h.isAcrylic} = 'Y')::int`,
          N: sql<number>`count(*) FILTER (WHERE ${h.isAcrylic} = 'N')::int`,
          ACRYLIC: sql<number>`count(DISTINCT ${h.customerId}) FILTER (WHERE ${h.isAcrylic} = 'Y')::int`,
          TOTAL_RELASI: sql<number>`count(DISTINCT ${h.customerId})::int`,
        })
        .from(h)
        .where(where);
      return row ?? { Y: 0, N: 0, ACRYLIC: 0, TOTAL_RELASI: 0 };
    },
  });
}

export async function viewerPage(
  db: Db,
  s: CrcSelection & { acrylic: 'Y' | 'N' },
  req: ListPageRequest & { search: string },
) {
  const where = and(selectionWhere(s), searchWhere(req.search));
  const page = await listPage<CrcRow>(
    VIEWER_ORDER,
    { ...req, count: false },
    {
      read: (plan) => readJsonBatch<CrcRow>(db, pageQuery(db, where, plan)),
      count: async () => 0,
    },
  );
  if (!req.count) return { ...page, counters: null };
  const c = await counted(db, s, req.search);
  return { ...page, total: c[s.acrylic], counters: { ACRYLIC: c.ACRYLIC, TOTAL_RELASI: c.TOTAL_RELASI } };
}
