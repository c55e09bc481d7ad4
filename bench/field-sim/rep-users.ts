/**
 * Logins for the simulator's reps: the first N active sales reps holding a position today (by
 * employee id), each signing in as the user linked to the employee (users.employee_id). An
 * employee without one gets a user `sim.<employee id>`, all of them with one password hash made
 * once (hashing 3,615 passwords would take minutes and prove nothing). Users already linked keep
 * their own login and password.
 */
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../server/db/client';
import { hashPassword } from '../../server/platform/passwords';

export const SIM_USER_PREFIX = 'sim.';

/**
 * The employees of the first `n` sales reps (SALESMAN, who visit customers; collectors and
 * merchandisers do not) holding a position today, each with its position, org and branch.
 */
export const repsToday = (n: number) => sql`
  SELECT DISTINCT ON (s.employee_id) s.employee_id, s.employee_name, m.position_code, m.org_id, m.branch_code
    FROM salesreps s JOIN salesrep_mappings m ON m.employee_id = s.employee_id
   WHERE s.active AND current_date BETWEEN m.start_date AND m.end_date AND m.employee_type_code = 'SALESMAN'
   ORDER BY s.employee_id, m.position_code
   LIMIT ${n}`;

/** Creates the missing users of the first `n` reps; answers how many it created. */
export async function createRepUsers(db: Db, n: number, password: string): Promise<number> {
  const passwordHash = await hashPassword(password);
  const created = await rows<{ userId: string }>(
    db,
    sql`INSERT INTO users (user_id, password_hash, user_name, position_code, org_id, branch_code, access_type, employee_id)
        SELECT ${SIM_USER_PREFIX} || lower(r.employee_id), ${passwordHash}, r.employee_name, r.position_code,
               r.org_id, r.branch_code, NULL, r.employee_id
          FROM (${repsToday(n)}) r
         WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.employee_id = r.employee_id)
        ON CONFLICT DO NOTHING
        RETURNING user_id AS "userId"`,
  );
  return created.length;
}

/** The user ids the first `n` reps sign in with (their linked users), by employee id. */
export async function repUserIds(db: Db, n: number): Promise<string[]> {
  const found = await rows<{ userId: string }>(
    db,
    sql`SELECT u.user_id AS "userId" FROM (${repsToday(n)}) r JOIN users u ON u.employee_id = r.employee_id
         ORDER BY r.employee_id`,
  );
  return found.map((f) => f.userId);
}
