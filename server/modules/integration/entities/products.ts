/**
 * Products with their hierarchy: business line -> product line -> sub-line -> item, one row per
 * item carrying its three parents. A line or sub-line already held under another parent is not
 * moved (products, targets and assignments read the hierarchy as it is): the row is refused. A
 * product is never deleted: ACTIVE=false deactivates it, and when incentive requests name it the
 * deactivation is applied, the requests keep it, and the answer lists it.
 */
import { type Column, sql, type Table } from 'drizzle-orm';
import type { RejectedRow } from '../../../../common/contract/integration';
import { messages } from '../../../../common/messages';
import { rows } from '../../../db/client';
import { businessLines, productLines, productSubLines, products } from '../../../db/schema';
import { bare } from '../../../db/typed-sql';
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
    /** One level of the hierarchy: its key and columns, each from a staged column of the rows. */
    const level = (table: Table, entity: string, key: [Column, string], columns: [Column, string][]) =>
      upsertChanged(
        db,
        {
          table,
          entity,
          key: [key[0]],
          columns: columns.map(([c]) => c),
          source: sql`SELECT DISTINCT ON (1) ${sql.join(
            [key, ...columns].map(([c, staged]) => sql`s.${sql.identifier(staged)} AS ${bare(c)}`),
            sql`, `,
          )} FROM ${src(json)} ORDER BY 1, s.row_no`,
        },
        who,
      );
    await level(
      businessLines,
      'business_line',
      [businessLines.bisnisCode, 'BISNIS_CODE'],
      [[businessLines.bisnisDesc, 'BISNIS_DESC']],
    );
    await level(
      productLines,
      'product_line',
      [productLines.liniId, 'LINI_ID'],
      [
        [productLines.liniDesc, 'LINI_DESC'],
        [productLines.bisnisCode, 'BISNIS_CODE'],
      ],
    );
    await level(
      productSubLines,
      'product_sub_line',
      [productSubLines.subLineCode, 'SUB_LINE_CODE'],
      [
        [productSubLines.subLineDesc, 'SUB_LINE_DESC'],
        [productSubLines.liniId, 'LINI_ID'],
      ],
    );
    const counts = await upsertChanged(
      db,
      {
        table: products,
        entity: 'product',
        key: [products.inventoryItemId],
        columns: [
          products.itemCode,
          products.itemDescription,
          products.productName,
          products.subLineCode,
          products.bisnisCode,
          products.active,
        ],
        source: sql`SELECT s."INVENTORY_ITEM_ID" AS ${bare(products.inventoryItemId)}, s."ITEM_CODE" AS ${bare(products.itemCode)},
            s."ITEM_DESCRIPTION" AS ${bare(products.itemDescription)}, s."PRODUCT_NAME" AS ${bare(products.productName)},
            s."SUB_LINE_CODE" AS ${bare(products.subLineCode)}, s."BISNIS_CODE" AS ${bare(products.bisnisCode)},
            coalesce(s."ACTIVE", p.active, true) AS ${bare(products.active)}
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
