/**
 * Campaigns for the simulator's survey answers: the demo seed's campaigns run from the 3rd to the
 * 24th, so a day outside them has none. One approved campaign per employee type held today, running
 * this whole month, for every title of that type held today and every branch, whose outlets are one
 * customer in `every` of those this month's fixed call plan gives one position (one rep answers for
 * an outlet: a set is one per outlet and day, and a second rep's would be refused); its questions are of each type the builder
 * makes, with limits and a jump, so the answers exercise the server's checks.
 */
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../server/db/client';

/** The campaigns' maker, by which a later run finds them. */
const MAKER = 'field-sim';

const QUESTIONS = [
  {
    id: 'stok',
    type: 'Yes or No',
    body: 'Stok tersedia?',
    options: [
      { body: 'Yes', sequence: 0, nextQuestion: null },
      { body: 'No', sequence: 1, nextQuestion: 'catatan' },
    ],
  },
  { id: 'facing', type: 'Number', body: 'Jumlah facing', hasMinMax: true, minValue: 1, maxValue: 40 },
  { id: 'kerapian', type: 'Scale', body: 'Kerapian rak', minValue: 1, maxValue: 5, intervals: 5 },
  {
    id: 'posisi',
    type: 'Multiple Choice',
    body: 'Posisi rak',
    options: [
      { body: 'Depan', sequence: 0, nextQuestion: null },
      { body: 'Tengah', sequence: 1, nextQuestion: null },
      { body: 'Belakang', sequence: 2, nextQuestion: null },
    ],
  },
  {
    id: 'materi',
    type: 'Check Boxes',
    body: 'Materi promosi',
    options: [
      { body: 'Poster', sequence: 0, nextQuestion: null },
      { body: 'Wobbler', sequence: 1, nextQuestion: null },
    ],
  },
  { id: 'tanggal', type: 'Date', body: 'Tanggal kirim terakhir', dateFormat: 'DD/MM/YYYY' },
  { id: 'jam', type: 'Time', body: 'Jam kunjungan', timeFormat: 24 },
  { id: 'catatan', type: 'Text', body: 'Catatan', characterLimited: true, textLimit: 60 },
  // As the builder saves them: every question has its options, [] for the types without any.
].map((q, sequence) => ({ options: [], ...q, sequence }));

/** Adds the month's campaigns, once a month (a second run finds them); answers their ids. */
export async function addSimCampaigns(db: Db, every = 10): Promise<number[]> {
  const made = await rows<{ id: number }>(
    db,
    sql`SELECT activity_header_id AS id FROM pa_headers
         WHERE user_id_update = ${MAKER} AND start_date = date_trunc('month', current_date)::date ORDER BY 1`,
  );
  if (made.length > 0) return made.map((m) => m.id);
  const types = await rows<{ typeId: number; typeCode: string }>(
    db,
    sql`SELECT DISTINCT r.employee_type_id AS "typeId", r.employee_type_code AS "typeCode"
          FROM salesrep_mappings m JOIN roles r ON r.role_map_id = m.role_map_id
         WHERE current_date BETWEEN m.start_date AND m.end_date ORDER BY 2`,
  );
  const ids: number[] = [];
  for (const type of types) {
    const [header] = await rows<{ id: number }>(
      db,
      sql`INSERT INTO pa_headers (name, description, bisnis_code, start_date, end_date, employee_type_id,
            employee_type_code, is_picture, status, user_id_update)
          VALUES (${`Survey rak ${type.typeCode}`}, 'Cek rak dan materi promosi', 'PHARMA',
                  date_trunc('month', current_date)::date,
                  (date_trunc('month', current_date) + interval '1 month - 1 day')::date,
                  ${type.typeId}, ${type.typeCode}, 0, 'Approved', ${MAKER})
          RETURNING activity_header_id AS id`,
    );
    const id = header?.id as number;
    ids.push(id);
    await db.execute(sql`INSERT INTO pa_titles (activity_header_id, tittle_id, tittle_code, tittle_desc)
      SELECT DISTINCT ON (r.employee_title_id) ${id}::int, r.employee_title_id, r.employee_title_code, r.employee_title_code
        FROM salesrep_mappings m JOIN roles r ON r.role_map_id = m.role_map_id
       WHERE current_date BETWEEN m.start_date AND m.end_date AND r.employee_type_code = ${type.typeCode}
         AND r.employee_title_id IS NOT NULL AND r.employee_title_code IS NOT NULL
       ORDER BY r.employee_title_id`);
    await db.execute(sql`INSERT INTO pa_branches (activity_header_id, org_id, branch_code)
      SELECT DISTINCT ON (branch_code) ${id}::int, org_id, branch_code FROM branches ORDER BY branch_code`);
    await db.execute(sql`INSERT INTO pa_channels (activity_header_id, channel_group)
      SELECT DISTINCT ${id}::int, channel_group FROM sales_channels WHERE channel_group IS NOT NULL`);
    await db.execute(sql`INSERT INTO pa_customers (activity_header_id, customer_id, customer_id_ref, customer_name, org_id)
      SELECT ${id}::int, c.customer_id, c.customer_id_ref, c.customer_name, c.org_id
        FROM customers c
       WHERE abs(hashtext(c.customer_id_ref)) % ${every} = 0
         AND (SELECT count(DISTINCT f.position_code) FROM fixed_call_plans f
               WHERE f.customer_id_ref = c.customer_id_ref
                 AND f.year_id = extract(year from current_date)::int
                 AND f.periode = extract(month from current_date)::int) = 1`);
    for (const q of QUESTIONS)
      await db.execute(sql`INSERT INTO pa_questions (activity_header_id, question_id, sequence, type, body, definition)
        VALUES (${id}, ${q.id}, ${q.sequence}, ${q.type}, ${q.body}, ${JSON.stringify(q)}::jsonb)`);
  }
  return ids;
}
