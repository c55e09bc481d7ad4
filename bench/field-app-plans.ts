/**
 * `DATABASE_URL=… npx tsx bench/field-app-plans.ts`: the query plans (EXPLAIN ANALYZE) of the field
 * app's rep reads, for the demo rep rep.jakarta, on a database seeded at any scale (the field app's
 * reads must stay index reads at the scale-2000 seed's 3,615 reps). Prints each statement's plan.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Db, openDatabase, rows } from '../server/db/client';
import { repCampaigns } from '../server/modules/field-app/campaigns';
import { repCustomers, repDay } from '../server/modules/field-app/day-plan';
import { lookUpFieldRep } from '../server/platform/field-rep';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL names the database to explain on');
const database = await openDatabase({ databaseUrl: url });
const db = database.db;

/** A database whose every raw statement is explained (and then run, so the callers go on). */
const explaining = {
  async execute(query: SQL) {
    const plan = await rows<{ 'QUERY PLAN': string }>(db, sql`EXPLAIN (ANALYZE, BUFFERS) ${query}`);
    console.log(plan.map((p) => p['QUERY PLAN']).join('\n'), '\n');
    return db.execute(query);
  },
} as unknown as Db;

try {
  const [user] = await rows<{ userId: string; employeeId: string }>(
    db,
    sql`SELECT user_id AS "userId", employee_id AS "employeeId" FROM users WHERE user_id = 'rep.jakarta'`,
  );
  if (!user) throw new Error('no rep.jakarta: seed the database first');
  console.log('--- the rep of a call');
  const found = await lookUpFieldRep(explaining, user.userId, user.employeeId);
  if (found.kind !== 'rep') throw new Error('rep.jakarta is not linked');
  console.log('rep:', found.rep);
  console.log('--- visits');
  const day = await repDay(explaining, found.rep);
  console.log(
    `visits: ${day.VISITS.length} (${day.DAY ?? 'no calendar day'}${day.IS_DAYS_OFF ? ', day off' : ''})`,
  );
  console.log('--- customers, first page');
  const page = await repCustomers(explaining, found.rep, { limit: 200 });
  console.log(`customers: ${page.rows.length}`);
  console.log('--- campaigns');
  console.log(`campaigns: ${(await repCampaigns(explaining, found.rep)).length}`);
  const [counts] = await rows<{ reps: number; plans: number }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM salesreps) AS reps, (SELECT count(*)::int FROM fixed_call_plans) AS plans`,
  );
  console.log('database:', counts);
} finally {
  await database.close();
}
