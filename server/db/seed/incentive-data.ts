/**
 * Demo products, invoice lines and incentive adjustments.
 * - 42 products, three per sub-line of the demo product lines (18 of FARMA, the business every
 *   mapped customer is served in, 12 each of CONSUMER and ALKES).
 * - One to four lines per invoice: the first an item of FARMA, the others of any business, each item
 *   once; their EXTENDED_AMOUNT adds up to the invoice's amount exactly, the quantity follows the
 *   item's price. Generated in SQL from the invoices, so it follows the scale (about 25,000 lines at
 *   scale 1 and 430,000 at scale 2000).
 * - The adjustment reasons, and requests on about one line in a hundred whose credit a position
 *   holds: half or all of the line moved from that position to another sales-force position of the
 *   branch, by the branch's admin; half of them still NEW,
 *   the rest approved or rejected by head office, so every screen shows rows in every state.
 */

import { sql } from 'drizzle-orm';
import { NOT_SALES_FORCE_TYPE_CODES } from '../../../common/contract/structure';
import type { Db } from '../client';
import { ADJUST_REASONS } from '../reference-lists';
import { products } from '../schema';
import { DEMO_PRODUCT_LINES, subLineCode } from './reference-data';

/** Three items per sub-line, by the sub-line's name. */
const ITEMS: Record<string, readonly [string, string][]> = {
  ANTIBIOTIK: [
    ['AMOXICILLIN 500 MG', 'AMOXICILLIN 500 MG KAPSUL BOX 10X10'],
    ['CEFADROXIL 500 MG', 'CEFADROXIL 500 MG KAPSUL BOX 10X10'],
    ['CIPROFLOXACIN 500 MG', 'CIPROFLOXACIN 500 MG TABLET BOX 10X10'],
  ],
  KARDIOVASKULAR: [
    ['AMLODIPINE 10 MG', 'AMLODIPINE 10 MG TABLET BOX 3X10'],
    ['CANDESARTAN 8 MG', 'CANDESARTAN 8 MG TABLET BOX 3X10'],
    ['BISOPROLOL 5 MG', 'BISOPROLOL 5 MG TABLET BOX 3X10'],
  ],
  DIABETES: [
    ['METFORMIN 500 MG', 'METFORMIN 500 MG TABLET BOX 10X10'],
    ['GLIMEPIRIDE 2 MG', 'GLIMEPIRIDE 2 MG TABLET BOX 5X10'],
    ['ACARBOSE 50 MG', 'ACARBOSE 50 MG TABLET BOX 10X10'],
  ],
  ANALGESIK: [
    ['PARACETAMOL 500 MG', 'PARACETAMOL 500 MG TABLET STRIP 10'],
    ['IBUPROFEN 400 MG', 'IBUPROFEN 400 MG TABLET STRIP 10'],
    ['ASAM MEFENAMAT 500 MG', 'ASAM MEFENAMAT 500 MG KAPLET STRIP 10'],
  ],
  'BATUK FLU': [
    ['SIRUP BATUK ANAK 60 ML', 'SIRUP BATUK ANAK RASA JERUK BOTOL 60 ML'],
    ['TABLET FLU DEWASA', 'TABLET FLU DAN BATUK DEWASA STRIP 4'],
    ['SIRUP EKSPEKTORAN 100 ML', 'SIRUP EKSPEKTORAN GUAIFENESIN BOTOL 100 ML'],
  ],
  VITAMIN: [
    ['VITAMIN C 1000 MG', 'VITAMIN C 1000 MG TABLET EFFERVESCENT TUBE 10'],
    ['VITAMIN B KOMPLEKS', 'VITAMIN B KOMPLEKS TABLET BOTOL 100'],
    ['MULTIVITAMIN ANAK', 'MULTIVITAMIN ANAK SIRUP BOTOL 60 ML'],
  ],
  SUSU: [
    ['SUSU PERTUMBUHAN 400 G', 'SUSU PERTUMBUHAN 1-3 TAHUN VANILA BOX 400 G'],
    ['SUSU LANSIA 600 G', 'SUSU NUTRISI LANSIA TINGGI KALSIUM KALENG 600 G'],
    ['SUSU DIABETES 350 G', 'SUSU KHUSUS DIABETES RASA COKELAT KALENG 350 G'],
  ],
  SUPLEMEN: [
    ['MINYAK IKAN OMEGA 3', 'MINYAK IKAN OMEGA 3 KAPSUL LUNAK BOTOL 30'],
    ['ZINC 20 MG', 'ZINC 20 MG TABLET DISPERSIBLE STRIP 10'],
    ['KALSIUM VITAMIN D', 'KALSIUM DAN VITAMIN D3 TABLET BOTOL 60'],
  ],
  KULIT: [
    ['SALEP ANTIJAMUR 10 G', 'SALEP ANTIJAMUR KETOKONAZOL TUBE 10 G'],
    ['LOTION PELEMBAP 200 ML', 'LOTION PELEMBAP KULIT KERING BOTOL 200 ML'],
    ['BEDAK GATAL 100 G', 'BEDAK GATAL MENTOL BOTOL 100 G'],
  ],
  MULUT: [
    ['PASTA GIGI SENSITIF', 'PASTA GIGI GIGI SENSITIF TUBE 100 G'],
    ['OBAT KUMUR 250 ML', 'OBAT KUMUR ANTISEPTIK BOTOL 250 ML'],
    ['GEL SARIAWAN 8 G', 'GEL SARIAWAN TUBE 8 G'],
  ],
  'TES CEPAT': [
    ['TES KEHAMILAN STRIP', 'TES KEHAMILAN STRIP BOX 1'],
    ['TES CEPAT ANTIGEN', 'TES CEPAT ANTIGEN NASAL BOX 1'],
    ['TES ASAM URAT STRIP', 'STRIP TES ASAM URAT BOTOL 25'],
  ],
  GLUKOMETER: [
    ['GLUKOMETER DIGITAL', 'GLUKOMETER DIGITAL SET LENGKAP'],
    ['STRIP GULA DARAH 50', 'STRIP TES GULA DARAH BOTOL 50'],
    ['LANSET STERIL 100', 'LANSET STERIL 28G BOX 100'],
  ],
  SPUIT: [
    ['SPUIT 3 ML', 'SPUIT SEKALI PAKAI 3 ML BOX 100'],
    ['SPUIT 5 ML', 'SPUIT SEKALI PAKAI 5 ML BOX 100'],
    ['SPUIT INSULIN 1 ML', 'SPUIT INSULIN 1 ML BOX 100'],
  ],
  'SARUNG TANGAN': [
    ['SARUNG TANGAN LATEKS M', 'SARUNG TANGAN LATEKS UKURAN M BOX 100'],
    ['SARUNG TANGAN NITRIL M', 'SARUNG TANGAN NITRIL UKURAN M BOX 100'],
    ['SARUNG TANGAN STERIL 7', 'SARUNG TANGAN STERIL UKURAN 7 PASANG 50'],
  ],
};

/** The products in id order: FARMA's first, so an invoice's first line picks among them alone. */
export const DEMO_PRODUCTS = [...DEMO_PRODUCT_LINES]
  .sort((a, b) => Number(b.bisnisCode === 'FARMA') - Number(a.bisnisCode === 'FARMA'))
  .flatMap((line) =>
    line.subLines.flatMap((sub) =>
      (ITEMS[sub] ?? []).map(([productName, itemDescription]) => ({
        productName,
        itemDescription,
        subLineCode: subLineCode(line.liniId, sub),
        bisnisCode: line.bisnisCode,
      })),
    ),
  )
  .map((p, i) => ({
    ...p,
    inventoryItemId: 100_001 + i,
    itemCode: `ITM-${String(i + 1).padStart(4, '0')}`,
  }));

const FARMA_PRODUCTS = DEMO_PRODUCTS.filter((p) => p.bisnisCode === 'FARMA').length;

/** The reasons every database holds (server/db/reference-lists.ts), as the demo's requests name them. */
export const DEMO_ADJUST_REASONS = ADJUST_REASONS;

/** Who asks in the demo: the org's admin user where the demo has one, else the branch's admin. */
const MAKERS: Record<number, string> = { 101: 'branch.admin', 102: 'bdg.admin' };
/** Who decides: head office. */
const HEAD_OFFICE_USER = 'ho.admin';

/** A non-negative hash of a text, the same on every database. */
const hashOf = (text: ReturnType<typeof sql>) => sql`(hashtext(${text}) & 2147483647)`;

export async function seedIncentives(db: Db): Promise<void> {
  await db.insert(products).values(DEMO_PRODUCTS);
  const total = DEMO_PRODUCTS.length;
  const firstId = DEMO_PRODUCTS[0]?.inventoryItemId ?? 0;
  // Line k of an invoice: k = 0 one of FARMA's items, k > 0 the item 5k further on (5 and the item
  // count have no common divisor below 5, so the lines of an invoice never repeat an item). The
  // amounts are the differences of the invoice amount's cumulative shares, rounded down to 100
  // rupiah, so they add up to the invoice exactly.
  await db.execute(sql`
    INSERT INTO invoice_lines (trx_number, line_number, inventory_item_id, quantity_invoiced, extended_amount)
    SELECT trx_number, k + 1, item,
      greatest(1, round(share / (2500 * (1 + item % 16))))::int, share
    FROM (
      SELECT trx_number, k, item,
        floor(amount * cum / weights / 100) * 100
          - floor(amount * (cum - weight) / weights / 100) * 100 AS share
      FROM (
        SELECT i.trx_number, i.amount, k,
          ${firstId} + (${hashOf(sql`i.trx_number`)} % ${FARMA_PRODUCTS} + 5 * k) % ${total} AS item,
          w.weight,
          sum(w.weight) OVER (PARTITION BY i.trx_number ORDER BY k) AS cum,
          sum(w.weight) OVER (PARTITION BY i.trx_number) AS weights
        FROM invoices i
        CROSS JOIN LATERAL generate_series(0, ${hashOf(sql`i.trx_number || 'n'`)} % 4) AS k
        CROSS JOIN LATERAL (SELECT 1 + ${hashOf(sql`i.trx_number || k::text`)} % 9 AS weight) w
      ) weighted
    ) lines`);

  const notSalesForce = sql.join(
    NOT_SALES_FORCE_TYPE_CODES.map((c) => sql`${c}`),
    sql`, `,
  );
  const makers = sql.join(
    Object.entries(MAKERS).map(([org, user]) => sql`WHEN ${Number(org)} THEN ${user}`),
    sql` `,
  );
  // One line in a hundred with a holder: the position of the customer's assignment in the item's
  // business on the invoice date, and another open sales-force position of the branch to credit.
  await db.execute(sql`
    INSERT INTO incentive_adjustments (customer_id, customer_name, trx_number, inventory_item_id, invoice_date,
      year_id, month_id, product_name, product_desc, position_from, position_to, quantity, value_adjust, notes,
      status, org_id, branch_code, user_id_update, created_at, decided_by, decided_at)
    SELECT c.customer_id, c.customer_name, l.trx_number, l.inventory_item_id, i.trx_date,
      extract(year FROM i.trx_date)::int, extract(month FROM i.trx_date)::int,
      p.product_name, p.item_description, holder.position_code, target.code,
      CASE WHEN l.k % 2 = 0 THEN l.quantity_invoiced ELSE greatest(1, l.quantity_invoiced / 2) END,
      CASE WHEN l.k % 2 = 0 THEN l.extended_amount ELSE round(l.extended_amount / 2, -2) END,
      (${sql.raw(`ARRAY[${DEMO_ADJUST_REASONS.map((r) => `'${r}'`).join(',')}]`)})[1 + l.k % ${DEMO_ADJUST_REASONS.length}],
      st.status, c.org_id, c.branch_code, maker.who,
      least(now(), i.trx_date + time '10:00' + (l.k % 7) * interval '1 day'),
      CASE WHEN st.status = 'NEW' THEN NULL ELSE ${HEAD_OFFICE_USER} END,
      CASE WHEN st.status = 'NEW' THEN NULL
        ELSE least(now(), i.trx_date + time '15:00' + (l.k % 7 + 1) * interval '1 day') END
    FROM (SELECT l.*, h / 100 AS k FROM (SELECT l.*, ${hashOf(sql`l.trx_number || l.inventory_item_id::text`)} AS h
      FROM invoice_lines l) l) l
    JOIN invoices i ON i.trx_number = l.trx_number
    JOIN customers c ON c.customer_id = i.customer_id
    JOIN products p ON p.inventory_item_id = l.inventory_item_id
    CROSS JOIN LATERAL (SELECT CASE WHEN l.k % 10 < 5 THEN 'NEW' WHEN l.k % 10 < 8 THEN 'APPROVE'
      ELSE 'REJECT' END AS status) st
    CROSS JOIN LATERAL (SELECT CASE c.org_id ${makers} ELSE 'adm.' || lower(c.branch_code) END AS who) maker
    CROSS JOIN LATERAL (SELECT a.position_code FROM sales_assignments a
      WHERE a.customer_id = c.customer_id AND a.bisnis = p.bisnis_code
        AND i.trx_date BETWEEN a.start_date AND a.end_date
      ORDER BY a.position_code LIMIT 1) holder
    CROSS JOIN LATERAL (SELECT r.role_position_code AS code FROM roles r
      WHERE r.branch_code = c.branch_code AND r.employee_type_code NOT IN (${notSalesForce})
        AND current_date BETWEEN r.role_start_date AND r.role_end_date
        AND r.role_position_code <> holder.position_code
      ORDER BY r.role_position_code OFFSET l.k % 7 LIMIT 1) target
    WHERE l.h % 100 = 0`);
}
