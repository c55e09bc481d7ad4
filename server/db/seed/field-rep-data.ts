/**
 * Demo logins of the field app: a few sales reps, each a user linked to the rep's employee record
 * (users.employee_id), who sign in at POST /api/field/login with the demo password. Each is the
 * first rep (by employee id) of a branch who holds today a position with this month's fixed call
 * plan, so the rep's day has visits; generated in SQL, so it follows whatever the scale made. The
 * users hold no access profile: they open no back-office screen.
 */
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../platform/passwords';
import { type Db, rows } from '../client';
import { users } from '../schema';
import { DEMO_PASSWORD } from './platform-data';

/** The demo reps' logins: user id, branch, and which of the branch's planned reps (0 the first). */
export const DEMO_FIELD_REPS = [
  { userId: 'rep.jakarta', branchCode: 'JKT', nth: 0 },
  { userId: 'rep.jakarta2', branchCode: 'JKT', nth: 1 },
  { userId: 'rep.bekasi', branchCode: 'BKS', nth: 0 },
] as const;

export async function seedFieldReps(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const demo of DEMO_FIELD_REPS) {
    const [rep] = await rows<{ employeeId: string; name: string; orgId: number; position: string }>(
      db,
      sql`SELECT s.employee_id AS "employeeId", s.employee_name AS "name", m.org_id AS "orgId",
                 m.position_code AS "position"
          FROM salesreps s JOIN salesrep_mappings m ON m.employee_id = s.employee_id
          WHERE s.active AND m.branch_code = ${demo.branchCode}
            AND current_date BETWEEN m.start_date AND m.end_date
            AND EXISTS (SELECT 1 FROM fixed_call_plans f
                        WHERE f.position_code = m.position_code
                          AND f.year_id = extract(year from current_date)::int
                          AND f.periode = extract(month from current_date)::int)
          ORDER BY s.employee_id OFFSET ${demo.nth} LIMIT 1`,
    );
    if (!rep) continue;
    await db.insert(users).values({
      userId: demo.userId,
      passwordHash,
      userName: rep.name,
      positionCode: rep.position,
      orgId: Number(rep.orgId),
      branchCode: demo.branchCode,
      accessType: null,
      employeeId: rep.employeeId,
    });
  }
}
