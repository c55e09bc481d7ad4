/**
 * Demo call plans, the working calendar and the business line product mapping:
 * - the calendar of last year, this year and next year: every date with its day name and call
 *   week (days 1-7 week 1 … 22 to the end week 4), Sundays and the fixed national holidays off;
 * - a fixed call plan for last month and this month: every customer a SALESMAN position serves
 *   today is visited once, twice or four times a month, on one weekday, in weeks that hold a
 *   working day of that weekday (so every demo row passes the upload's rules);
 * - this month's master call plan of the same pairs: a contact person, and per weekday the weeks
 *   of the fixed plan's visits;
 * - the mapping of each sales-force type to each product line.
 * Generated in SQL from the sales assignments, so it follows whatever the scale made.
 */
import { sql } from 'drizzle-orm';
import { calendarYearRows, isoOfCalendarDate, parseCalendarDate } from '../../../common/call-plans';
import { OPEN_END_DATE } from '../../../common/constants';
import { type Db, rows } from '../client';
import { bisnisLiniProductMappings, callCalendar } from '../schema';
import type { Random } from './random';
import { DEMO_PRODUCT_LINES } from './reference-data';

/** National holidays on fixed dates (month-day): New Year, Labour Day, Pancasila, Independence, Christmas. */
export const FIXED_HOLIDAYS = ['01-01', '05-01', '06-01', '08-17', '12-25'];

/** Indonesian names of contact persons at the outlets. */
const PIC_NAMES = [
  'IBU SARI',
  'BPK HARTONO',
  'IBU DEWI',
  'BPK AGUS',
  'IBU RINA',
  'BPK JOKO',
  'IBU LINA',
  'BPK BUDI',
];
const NOTES = [
  '',
  '',
  'Kunjungi sebelum jam 10',
  'Tagihan jatuh tempo tiap akhir bulan',
  'Parkir di belakang',
];

/** The year and month `back` months before today's. */
function monthOf(today: Date, back: number): { year: number; month: number } {
  const d = new Date(today.getFullYear(), today.getMonth() - back, 1);
  return { year: d.getFullYear(), month: d.getMonth() + 1 };
}

async function seedCalendar(db: Db, today: Date): Promise<void> {
  const year = today.getFullYear();
  const days = [year - 1, year, year + 1].flatMap(calendarYearRows).map((r) => {
    const d = parseCalendarDate(r.FULL_DATE);
    if (!d) throw new Error(`calendarYearRows made ${r.FULL_DATE}`);
    const iso = isoOfCalendarDate(d);
    return {
      fullDate: iso,
      yearId: d.year,
      monthId: d.month,
      dayName: r.DAY_NAME,
      weekCall: Number(r.WEEK_CALL),
      isDaysOff: r.HOLIDAY === 'Y' || FIXED_HOLIDAYS.includes(iso.slice(5)),
      userIdUpdate: 'SEED',
    };
  });
  for (let i = 0; i < days.length; i += 500) await db.insert(callCalendar).values(days.slice(i, i + 500));
}

/**
 * One month's fixed call plan, from the assignments served today by SALESMAN positions. A pair's
 * frequency, weekday and first week come from a hash of the pair, so the demo is the same on every
 * start; a (weekday, week) without a working day in the month is left out.
 */
async function seedFixedCalls(db: Db, year: number, month: number): Promise<void> {
  await db.execute(sql`
    WITH pairs AS (
      SELECT DISTINCT ON (a.position_code, a.customer_id_ref)
        a.position_code, a.customer_id_ref, a.org_id, a.branch_code, r.employee_type_code AS type,
        abs(hashtext(a.position_code || a.customer_id_ref)) AS h
      FROM sales_assignments a JOIN roles r ON r.role_position_code = a.position_code
      WHERE r.employee_type_code = 'SALESMAN'
        AND a.start_date <= current_date AND a.end_date >= current_date
    ),
    planned AS (
      SELECT p.*, (ARRAY[1, 2, 2, 4])[1 + p.h % 4] AS frequency,
        (ARRAY['SENIN','SELASA','RABU','KAMIS','JUMAT','SABTU'])[1 + (p.h / 4) % 6] AS day_name,
        1 + (p.h / 24) % 4 AS first_week
      FROM pairs p
    ),
    visits AS (
      SELECT pl.*, w AS week FROM planned pl CROSS JOIN generate_series(1, 4) AS w
      WHERE (pl.frequency = 4)
         OR (pl.frequency = 2 AND w % 2 = pl.first_week % 2)
         OR (pl.frequency = 1 AND w = pl.first_week)
    )
    INSERT INTO fixed_call_plans (year_id, periode, org_id, branch_code, position_code, type_salesman,
      customer_id_ref, day_name, frequency, week, user_id_update)
    SELECT ${year}, ${month}, v.org_id, v.branch_code, v.position_code, v.type, v.customer_id_ref,
      v.day_name, v.frequency, v.week, 'SEED'
    FROM visits v
    WHERE EXISTS (SELECT 1 FROM call_calendar c
                  WHERE c.year_id = ${year} AND c.month_id = ${month} AND c.day_name = v.day_name
                    AND c.week_call = v.week AND NOT c.is_days_off)`);
}

/** This month's master call plan: the fixed plan's pairs with a contact and the weeks per weekday. */
async function seedMasterCalls(db: Db, year: number, month: number): Promise<void> {
  const weeksOf = (day: string) =>
    sql`coalesce(string_agg(f.week::text, ',' ORDER BY f.week) FILTER (WHERE f.day_name = ${day}), '')`;
  await db.execute(sql`
    INSERT INTO master_call_plans (year_id, periode, org_id, branch_code, position_code, type_salesman,
      customer_id_ref, pic_name, pic_telp, monday, tuesday, wednesday, thursday, friday, saturday,
      notes, user_id_update)
    SELECT f.year_id, f.periode, f.org_id, f.branch_code, f.position_code, f.type_salesman,
      f.customer_id_ref,
      (${sql.raw(`ARRAY[${PIC_NAMES.map((n) => `'${n}'`).join(',')}]`)})[1 + abs(hashtext(f.customer_id_ref)) % ${PIC_NAMES.length}],
      '08' || lpad((abs(hashtext(f.customer_id_ref || 'telp')) % 10000000000)::text, 10, '0'),
      ${weeksOf('SENIN')}, ${weeksOf('SELASA')}, ${weeksOf('RABU')}, ${weeksOf('KAMIS')},
      ${weeksOf('JUMAT')}, ${weeksOf('SABTU')},
      (${sql.raw(`ARRAY[${NOTES.map((n) => `'${n}'`).join(',')}]`)})[1 + abs(hashtext(f.position_code)) % ${NOTES.length}],
      'SEED'
    FROM fixed_call_plans f
    WHERE f.year_id = ${year} AND f.periode = ${month}
    GROUP BY f.year_id, f.periode, f.org_id, f.branch_code, f.position_code, f.type_salesman, f.customer_id_ref`);
}

/** Each sales-force type to each product line: reguler for all, key account for half the lines. */
async function seedMappings(db: Db, random: Random): Promise<void> {
  const typeRows = await rows<{ id: number; code: string }>(
    db,
    sql`SELECT employee_type_id AS id, code FROM employee_types
        WHERE code IN ('SALESMAN', 'MERCHANDISER', 'COLLECTOR') ORDER BY employee_type_id`,
  );
  const values = typeRows.flatMap((type) =>
    DEMO_PRODUCT_LINES.flatMap((line, i) =>
      (i % 2 === 0 ? ['REGULER', 'KEY ACCOUNT'] : ['REGULER']).map((schGroup) => ({
        slsPersonTypeId: type.id,
        slsPersonType: type.code,
        principalLine: line.liniId,
        bisnisGroup: line.bisnisCode,
        schGroup,
        targetLevel: type.code === 'SALESMAN' ? 'LINI' : 'BISNIS',
        mappingLevel: random.next() < 0.5 ? 'SUBLINI' : 'PRODUCT',
        dotFlag: random.next() < 0.2 ? 'Y' : 'N',
        startDate: '2026-01-01',
        endDate: OPEN_END_DATE,
        status: 'ACTIVE',
        userIdUpdate: 'SEED',
      })),
    ),
  );
  if (values.length > 0) await db.insert(bisnisLiniProductMappings).values(values);
}

export async function seedCallPlans(db: Db, random: Random, today: Date = new Date()): Promise<void> {
  await seedCalendar(db, today);
  const thisMonth = monthOf(today, 0);
  const lastMonth = monthOf(today, 1);
  await seedFixedCalls(db, lastMonth.year, lastMonth.month);
  await seedFixedCalls(db, thisMonth.year, thisMonth.month);
  await seedMasterCalls(db, thisMonth.year, thisMonth.month);
  await seedMappings(db, random);
}
