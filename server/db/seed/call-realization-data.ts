/**
 * Demo call realization: every visit of last month's and this month's fixed call plan up to today
 * has a realization row: the plan submitted a few days before and (mostly) approved by the
 * supervisor, the rep's report (visited or not, the result, now and then a return or an item near
 * its expiry date) and its approval; today's visits are reported but not approved yet.
 * Generated in SQL from the plans, so it follows whatever the scale made (at scale 2000 a month of
 * realization is about 200,000 rows). The display checks made on the visits come after
 * (crc-data.ts).
 */
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../client';
import { FIRST_NAMES, LAST_NAMES } from './salesrep-data';
import { pickOf } from './sql-words';

const VISIT_PLANS = ['Order rutin', 'Penagihan', 'Cek display', 'Promosi produk baru', 'Cek stok'];
const VISIT_RESULTS = [
  'Order masuk',
  'Order masuk, display dirapikan',
  'Stok masih cukup',
  'Penagihan selesai',
  'Pemilik tidak di tempat, titip pesan',
  'Produk baru diterima',
];
const NOT_VISITED = ['Toko tutup', 'Hujan deras, jalan banjir', 'Dialihkan ke relasi lain'];
const SUPERVISOR_NOTES = [
  '',
  '',
  'OK',
  'Fokus penagihan',
  'Pastikan display rapi',
  'Tawarkan promo bulan ini',
];
const RETURN_NOTES = ['Kemasan rusak', 'Salah kirim', 'Mendekati ED'];
const NEAR_EXPIRY_ITEMS = [
  'PARACETAMOL 500MG STRIP',
  'AMOXICILLIN 500MG KAPSUL',
  'VITAMIN C 1000MG TAB',
  'SIRUP BATUK ANAK 60ML',
  'SUSU PERTUMBUHAN 400G',
  'TES CEPAT GULA DARAH',
];

/** Realization rows of every visit of a month's fixed call plan planned no later than `today`. */
async function seedRealizations(db: Db, year: number, month: number, today: string): Promise<void> {
  const h = sql`v.h`;
  const supHash = sql`abs(hashtext(v.sup_code)::bigint)`;
  await db.execute(sql`
    WITH visits AS (
      SELECT f.org_id, f.branch_code, f.position_code, c.customer_id, c.customer_name, d.full_date,
        abs(hashtext(f.position_code || c.customer_id || d.full_date::text)::bigint) AS h,
        coalesce(r.role_sup_code, 'NA') AS sup_code
      FROM fixed_call_plans f
      JOIN call_calendar d ON d.year_id = f.year_id AND d.month_id = f.periode AND d.day_name = f.day_name
        AND d.week_call = f.week AND NOT d.is_days_off
      JOIN customers c ON c.customer_id_ref = f.customer_id_ref
      LEFT JOIN roles r ON r.role_position_code = f.position_code
      WHERE f.year_id = ${year} AND f.periode = ${month} AND d.full_date <= ${today}::date
    ),
    held AS (
      SELECT DISTINCT ON (m.position_code) m.position_code, s.employee_name
      FROM salesrep_mappings m JOIN salesreps s ON s.employee_id = m.employee_id
      WHERE m.start_date <= ${today}::date AND m.end_date >= ${today}::date
      ORDER BY m.position_code, m.start_date DESC
    )
    INSERT INTO call_realizations (org_id, branch_code, position_code, employee_name,
      supervisor_position_code, supervisor_name, customer_id, customer_name, type_plan, plan_date,
      plan_submitted_at, plan_approved_at, visit_plan, supervisor_note, plan_status, visit_result,
      has_return, return_note, near_expiry, item_name, quantity, expiry_date, visit_status,
      realization_status, realization_input_at, realization_approved_at)
    SELECT v.org_id, v.branch_code, v.position_code,
      coalesce(rep.employee_name, 'VACANT'), v.sup_code,
      -- Supervisors hold no sales rep mapping in the demo: a name of their own, the same on every visit.
      coalesce(sup.employee_name,
        CASE WHEN v.sup_code = 'NA' THEN '-' ELSE ${pickOf(FIRST_NAMES, supHash)} || ' ' || ${pickOf(LAST_NAMES, sql`${supHash} / 7`)} END),
      v.customer_id, v.customer_name, 'FIXED CALL', v.full_date,
      v.full_date - 3 + time '16:00' + make_interval(mins => (${h} % 120)::int),
      CASE WHEN ${h} % 50 = 0 THEN NULL
           ELSE v.full_date - 2 + time '08:00' + make_interval(mins => (${h} % 300)::int) END,
      ${pickOf(VISIT_PLANS, sql`${h} / 7`)},
      nullif(${pickOf(SUPERVISOR_NOTES, sql`${h} / 11`)}, ''),
      CASE WHEN ${h} % 50 = 0 THEN 'SUBMITTED' WHEN ${h} % 97 = 0 THEN 'REJECTED' ELSE 'APPROVED' END,
      CASE WHEN ${h} % 9 = 0 THEN ${pickOf(NOT_VISITED, sql`${h} / 13`)}
           ELSE ${pickOf(VISIT_RESULTS, sql`${h} / 13`)} END,
      CASE WHEN ${h} % 9 <> 0 AND ${h} % 12 = 1 THEN 'Y' ELSE 'N' END,
      CASE WHEN ${h} % 9 <> 0 AND ${h} % 12 = 1 THEN ${pickOf(RETURN_NOTES, sql`${h} / 17`)} END,
      CASE WHEN ${h} % 9 <> 0 AND ${h} % 16 = 2 THEN 'Y' ELSE 'N' END,
      CASE WHEN ${h} % 9 <> 0 AND ${h} % 16 = 2 THEN ${pickOf(NEAR_EXPIRY_ITEMS, sql`${h} / 19`)} END,
      CASE WHEN ${h} % 9 <> 0 AND ${h} % 16 = 2 THEN 1 + (${h} / 23) % 48 END,
      CASE WHEN ${h} % 9 <> 0 AND ${h} % 16 = 2 THEN v.full_date + (15 + (${h} / 29) % 75)::int END,
      CASE WHEN ${h} % 9 = 0 THEN 'NOT VISITED' ELSE 'VISITED' END,
      CASE WHEN v.full_date = ${today}::date OR ${h} % 5 = 0 THEN 'SUBMITTED'
           WHEN ${h} % 41 = 0 THEN 'REJECTED' ELSE 'APPROVED' END,
      v.full_date + time '09:00' + make_interval(mins => (${h} % 480)::int),
      CASE WHEN v.full_date = ${today}::date OR ${h} % 5 = 0 THEN NULL
           ELSE v.full_date + 1 + time '08:00' + make_interval(mins => (${h} % 240)::int) END
    FROM visits v
    LEFT JOIN held rep ON rep.position_code = v.position_code
    LEFT JOIN held sup ON sup.position_code = v.sup_code`);
}

/** The year and month `back` months before today's. */
function monthOf(today: Date, back: number): { year: number; month: number } {
  const d = new Date(today.getFullYear(), today.getMonth() - back, 1);
  return { year: d.getFullYear(), month: d.getMonth() + 1 };
}

const isoDate = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/**
 * Runs a bulk load with a table's trigram indexes built after it rather than row by row: filling a
 * GIN index of a dozen text columns one row at a time took two thirds of the realization seed.
 */
async function withSearchIndexesAfter(db: Db, table: string, load: () => Promise<void>): Promise<void> {
  const found = await rows<{ name: string; definition: string }>(
    db,
    sql`SELECT indexname AS name, indexdef AS definition FROM pg_indexes
        WHERE schemaname = current_schema() AND tablename = ${table} AND indexdef LIKE '%gin_trgm_ops%'`,
  );
  for (const index of found) await db.execute(sql`DROP INDEX ${sql.identifier(index.name)}`);
  await load();
  for (const index of found) await db.execute(sql.raw(index.definition));
}

export async function seedCallRealizations(db: Db, today: Date = new Date()): Promise<void> {
  await withSearchIndexesAfter(db, 'call_realizations', async () => {
    for (const back of [1, 0]) {
      const { year, month } = monthOf(today, back);
      await seedRealizations(db, year, month, isoDate(today));
    }
  });
}
