/**
 * Products with their hierarchy: business line -> product line -> sub-line -> item, one row per
 * item carrying its three parents. A line or sub-line already held under another parent is not
 * moved (products, targets and assignments read the hierarchy as it is): the row is refused. A
 * product is never deleted: ACTIVE=false deactivates it, and when incentive requests name it the
 * deactivation is applied, the requests keep it, and the answer lists it.
 */
import { sql } from 'drizzle-orm';
import type { RejectedRow } from '../../../../common/contract/integration';
import { messages } from '../../../../common/messages';
import { rows } from '../../../db/client';
import { type Loader, rejectedOf, sameWithin } from '../loader';
import type { CheckedRow } from '../row-check';
import { staged, upsertChanged } from '../upsert';

const m = messages.integration;
const src = (json: string) =>
  staged(json, [
    ['BISNIS_CODE', 'text'],
    ['BISNIS_DESC', 'text'],
    ['LINI_ID', 'text'],
    ['LINI_DESC', 'text'],
    ['SUB_LINE_CODE', 'text'],
    ['SUB_LINE_DESC', 'text'],
    ['INVENTORY_ITEM_ID', 'int'],
    ['ITEM_CODE', 'text'],
    ['ITEM_DESCRIPTION', 'text'],
    ['PRODUCT_NAME', 'text'],
    ['ACTIVE', 'boolean'],
  ]);

const keyOf = (r: CheckedRow) => `INVENTORY_ITEM_ID ${r.INVENTORY_ITEM_ID}`;
const same = (code: string, value: (r: CheckedRow) => string) => (all: readonly CheckedRow[]) =>
  sameWithin(all, code, value, (c, row) => m.parentDiffers(code, c, row), keyOf);

export const productLoader: Loader = {
  checkAmong(all) {
    const out: RejectedRow[] = [
      ...same('BISNIS_CODE', (r) => String(r.BISNIS_DESC))(all),
      ...same('LINI_ID', (r) => `${r.LINI_DESC}\u0000${r.BISNIS_CODE}`)(all),
      ...same('SUB_LINE_CODE', (r) => `${r.SUB_LINE_DESC}\u0000${r.LINI_ID}`)(all),
    ];
    return out.sort((a, b) => a.row - b.row);
  },
  async checkHeld(db, json) {
    const found = await rows<{ row_no: number; key: string; kind: string; value: string; other: string }>(
      db,
      sql`SELECT * FROM (
            SELECT s.row_no, 'INVENTORY_ITEM_ID ' || s."INVENTORY_ITEM_ID" AS key,
              CASE WHEN l.bisnis_code <> s."BISNIS_CODE" THEN 'line'
                   WHEN sl.lini_id <> s."LINI_ID" THEN 'subline'
                   WHEN ic.inventory_item_id IS NOT NULL THEN 'item_code'
                   WHEN pn.inventory_item_id IS NOT NULL THEN 'product_name' END AS kind,
              CASE WHEN l.bisnis_code <> s."BISNIS_CODE" THEN s."LINI_ID"
                   WHEN sl.lini_id <> s."LINI_ID" THEN s."SUB_LINE_CODE"
                   WHEN ic.inventory_item_id IS NOT NULL THEN s."ITEM_CODE"
                   ELSE s."PRODUCT_NAME" END AS value,
              CASE WHEN l.bisnis_code <> s."BISNIS_CODE" THEN 'BISNIS_CODE ' || l.bisnis_code
                   WHEN sl.lini_id <> s."LINI_ID" THEN 'LINI_ID ' || sl.lini_id
                   ELSE coalesce(ic.inventory_item_id, pn.inventory_item_id)::text END AS other
            FROM ${src(json)}
            LEFT JOIN product_lines l ON l.lini_id = s."LINI_ID"
            LEFT JOIN product_sub_lines sl ON sl.sub_line_code = s."SUB_LINE_CODE"
            LEFT JOIN products ic ON ic.item_code = s."ITEM_CODE" AND ic.inventory_item_id <> s."INVENTORY_ITEM_ID"
            LEFT JOIN products pn ON pn.product_name = s."PRODUCT_NAME" AND pn.inventory_item_id <> s."INVENTORY_ITEM_ID"
          ) c WHERE kind IS NOT NULL ORDER BY row_no`,
    );
    return rejectedOf(found, (r) =>
      r.kind === 'line'
        ? m.parentMoved('LINI_ID', r.value, r.other)
        : r.kind === 'subline'
          ? m.parentMoved('SUB_LINE_CODE', r.value, r.other)
          : m.itemCodeHeld(r.kind === 'item_code' ? 'ITEM_CODE' : 'PRODUCT_NAME', r.value, Number(r.other)),
    );
  },
  async write(db, json, who) {
    let named: { row_no: number; key: string; requests: number }[] = [];
    const readNamed = async () => {
      named = await rows<{ row_no: number; key: string; requests: number }>(
        db,
        sql`SELECT s.row_no, 'INVENTORY_ITEM_ID ' || s."INVENTORY_ITEM_ID" AS key, count(*)::int AS requests
          FROM ${src(json)} JOIN products p ON p.inventory_item_id = s."INVENTORY_ITEM_ID"
          JOIN incentive_adjustments a ON a.inventory_item_id = p.inventory_item_id
          WHERE s."ACTIVE" = false AND p.active
          GROUP BY s.row_no, s."INVENTORY_ITEM_ID" ORDER BY s.row_no`,
      );
    };
    const level = (table: string, entity: string, key: string, columns: string[], select: string) =>
      upsertChanged(
        db,
        {
          table,
          entity,
          key: [key],
          columns,
          source: sql`SELECT DISTINCT ON (1) ${sql.raw(select)} FROM ${src(json)} ORDER BY 1, s.row_no`,
        },
        who,
      );
    await level(
      'business_lines',
      'business_line',
      'bisnis_code',
      ['bisnis_desc'],
      's."BISNIS_CODE" AS bisnis_code, s."BISNIS_DESC" AS bisnis_desc',
    );
    await level(
      'product_lines',
      'product_line',
      'lini_id',
      ['lini_desc', 'bisnis_code'],
      's."LINI_ID" AS lini_id, s."LINI_DESC" AS lini_desc, s."BISNIS_CODE" AS bisnis_code',
    );
    await level(
      'product_sub_lines',
      'product_sub_line',
      'sub_line_code',
      ['sub_line_desc', 'lini_id'],
      's."SUB_LINE_CODE" AS sub_line_code, s."SUB_LINE_DESC" AS sub_line_desc, s."LINI_ID" AS lini_id',
    );
    const counts = await upsertChanged(
      db,
      {
        table: 'products',
        entity: 'product',
        key: ['inventory_item_id'],
        columns: ['item_code', 'item_description', 'product_name', 'sub_line_code', 'bisnis_code', 'active'],
        source: sql`SELECT s."INVENTORY_ITEM_ID" AS inventory_item_id, s."ITEM_CODE" AS item_code,
            s."ITEM_DESCRIPTION" AS item_description, s."PRODUCT_NAME" AS product_name,
            s."SUB_LINE_CODE" AS sub_line_code, s."BISNIS_CODE" AS bisnis_code,
            coalesce(s."ACTIVE", p.active, true) AS active
          FROM ${src(json)} LEFT JOIN products p ON p.inventory_item_id = s."INVENTORY_ITEM_ID"`,
      },
      who,
      readNamed,
    );
    const effects = named.map((r) => ({
      row: r.row_no,
      key: r.key,
      rule: m.productDeactivatedRequests(r.requests),
    }));
    return { ...counts, effects };
  },
};
