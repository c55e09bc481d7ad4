/**
 * Full days for the simulator's reps. The scale-2000 seed spreads this month's fixed call plan over
 * 100,334 positions, of which the 3,615 held by reps plan about one customer each: a rep's day
 * there has no visits to speak of. This puts `visits` customers of the rep's branch (the branch's
 * customers taken in turn, rep after rep) on this month's fixed call plan of the rep's position
 * for today's weekday and call week, so that the morning's download answers a day of that many
 * planned visits, as a real rep's day has.
 */
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../server/db/client';
import { repsToday } from './rep-users';

/** Plans today's visits for the first `n` reps; answers the plan rows added. */
export async function planRepDays(db: Db, n: number, visits: number): Promise<number> {
  const added = await rows<{ n: number }>(
    db,
    sql`WITH today AS (SELECT day_name, week_call FROM call_calendar WHERE full_date = current_date AND week_call BETWEEN 1 AND 4),
          reps AS (SELECT r.*, row_number() OVER (PARTITION BY r.org_id, r.branch_code ORDER BY r.employee_id) - 1 AS nth
                     FROM (${repsToday(n)}) r),
          totals AS (SELECT org_id, branch_code, count(*) AS total FROM customers GROUP BY org_id, branch_code),
          -- Materialized apart, so that the customers are found by one hash join on (org, branch, k).
          wanted AS MATERIALIZED (
            SELECT r.org_id, r.branch_code, r.position_code, (r.nth * ${visits} + g) % t.total AS k
              FROM reps r CROSS JOIN generate_series(0, ${visits - 1}) g
              JOIN totals t ON t.org_id = r.org_id AND t.branch_code = r.branch_code),
          branch_customers AS MATERIALIZED (
            SELECT customer_id_ref, org_id, branch_code,
                   row_number() OVER (PARTITION BY org_id, branch_code ORDER BY customer_id_ref) - 1 AS k
              FROM customers),
          picked AS (
            SELECT w.org_id, w.branch_code, w.position_code, c.customer_id_ref
              FROM wanted w JOIN branch_customers c USING (org_id, branch_code, k)),
          added AS (
            INSERT INTO fixed_call_plans (year_id, periode, org_id, branch_code, position_code, type_salesman,
                                          customer_id_ref, day_name, frequency, week, user_id_update)
            SELECT extract(year FROM current_date)::int, extract(month FROM current_date)::int, p.org_id,
                   p.branch_code, p.position_code, 'SALESMAN', p.customer_id_ref, today.day_name, 4, today.week_call,
                   'field-sim'
              FROM picked p CROSS JOIN today
            ON CONFLICT DO NOTHING RETURNING 1)
        SELECT count(*)::int AS n FROM added`,
  );
  return added[0]?.n ?? 0;
}
