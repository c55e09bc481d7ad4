/**
 * Demo sales assignments: most customers are served by a sales position of their branch in one to
 * four business lines and types; about one in ten of those mappings changed position a few months
 * ago (an ended history row and the current one under the same ASSIGMENT_NUMBER). About 6% of the
 * customers were never mapped and 1% only had assignments that ended last month: together the few
 * hundred customers of Unmapping Sales. About 1.7 rows per customer at scale 1 (8,500), growing to
 * 3 per customer (300,000 over 100,000 customers) at scale 20.
 */
import { and, gte, inArray, lte, sql } from 'drizzle-orm';
import { OPEN_END_DATE } from '../../../common/constants';
import { NOT_SALES_FORCE_TYPE_CODES } from '../../../common/contract/structure';
import { dayBefore, firstDayOfMonth, toIsoDate } from '../../../common/dates';
import { type Db, rows } from '../client';
import { customers, roles } from '../schema';
import type { Random } from './random';
import { DEMO_BUSINESS_LINES } from './reference-data';

/** The scale at which every mapped customer has three assignments: 300,000 rows. */
const FULL_SCALE = 20;
const INSERT_CHUNK = 5000;
const NEVER_MAPPED = 0.06;
const ENDED_ONLY = 0.01;
const CHANGED_POSITION = 0.1;

const COMBOS = DEMO_BUSINESS_LINES.flatMap((b) =>
  b.types.map((typeDesc) => [b.bisnisCode, typeDesc] as const),
);

interface AssignmentSeed {
  assigment_number: string;
  customer_id: string;
  customer_id_ref: string;
  customer_name: string;
  bisnis: string;
  type_desc: string;
  position_code: string;
  add_salesman_position: string;
  org_id: number;
  branch_code: string;
  start_date: string;
  end_date: string;
}

const monthsAgo = (today: Date, months: number) =>
  toIsoDate(new Date(today.getFullYear(), today.getMonth() - months, 1));

export async function seedSalesAssignments(db: Db, random: Random, scale: number): Promise<void> {
  const today = new Date();
  const thisMonth = firstDayOfMonth(today);
  // Sales positions open for the whole demo history.
  const since = monthsAgo(today, 24);
  const open = await db
    .select({ code: roles.rolePositionCode, branchCode: roles.branchCode })
    .from(roles)
    .where(
      and(
        sql`${roles.employeeTypeCode} NOT IN (${sql.join(
          NOT_SALES_FORCE_TYPE_CODES.map((c) => sql`${c}`),
          sql`, `,
        )})`,
        lte(roles.roleStartDate, since),
        gte(roles.roleEndDate, OPEN_END_DATE),
      ),
    )
    .orderBy(roles.rolePositionCode);
  const byBranch = new Map<string, string[]>();
  // Appended in place: copying the branch's list for each position costs its square, hours at
  // scale 20000 (117,000 positions a branch).
  for (const p of open) {
    const list = byBranch.get(p.branchCode);
    if (list) list.push(p.code);
    else byBranch.set(p.branchCode, [p.code]);
  }

  const all = await db
    .select({
      id: customers.customerId,
      ref: customers.customerIdRef,
      name: customers.customerName,
      orgId: customers.orgId,
      branchCode: customers.branchCode,
    })
    .from(customers)
    .where(inArray(customers.branchCode, [...byBranch.keys()]))
    .orderBy(customers.customerId);

  const perCustomer = 1.7 + 1.3 * Math.min(1, (scale - 1) / (FULL_SCALE - 1));
  const made: AssignmentSeed[] = [];
  let number = 0;
  for (const c of all) {
    const roll = random.next();
    if (roll < NEVER_MAPPED) continue;
    const endedOnly = roll < NEVER_MAPPED + ENDED_ONLY;
    const positions = byBranch.get(c.branchCode) as string[];
    const count = Math.min(
      COMBOS.length,
      Math.floor(perCustomer) + (random.next() < perCustomer % 1 ? 1 : 0),
    );
    // FARMA REGULAR first: every mapped customer has it; the others by chance.
    const combos = [COMBOS[0], ...COMBOS.slice(1).sort(() => random.next() - 0.5)].slice(0, count);
    for (const combo of combos) {
      const [bisnis, typeDesc] = combo as (typeof COMBOS)[number];
      number++;
      const base = {
        assigment_number: `MSA${String(number).padStart(8, '0')}`,
        customer_id: c.id,
        customer_id_ref: c.ref,
        customer_name: c.name,
        bisnis,
        type_desc: typeDesc,
        add_salesman_position: random.next() < 0.15 ? random.pick(positions) : 'NA',
        org_id: c.orgId,
        branch_code: c.branchCode,
      };
      const start = monthsAgo(today, random.int(6, 24));
      const position = random.pick(positions);
      const end = endedOnly ? dayBefore(thisMonth) : OPEN_END_DATE;
      if (!endedOnly && random.next() < CHANGED_POSITION) {
        // Served by another position until a few months ago.
        const switched = monthsAgo(today, random.int(1, 5));
        const others = positions.filter((p) => p !== position);
        const before = others.length > 0 ? random.pick(others) : position;
        made.push({ ...base, position_code: before, start_date: start, end_date: dayBefore(switched) });
        made.push({ ...base, position_code: position, start_date: switched, end_date: end });
      } else {
        made.push({ ...base, position_code: position, start_date: start, end_date: end });
      }
    }
  }
  for (let at = 0; at < made.length; at += INSERT_CHUNK) {
    await insertAssignments(db, made.slice(at, at + INSERT_CHUNK));
  }
  await db.execute(sql`SELECT setval('sales_assignment_number_seq', ${number + 1}, false)`);
}

/** One statement per chunk: the rows travel as one jsonb parameter. */
async function insertAssignments(db: Db, chunk: AssignmentSeed[]): Promise<void> {
  await rows(
    db,
    sql`INSERT INTO sales_assignments (assigment_number, customer_id, customer_id_ref, customer_name, bisnis,
          type_desc, position_code, add_salesman_position, org_id, branch_code, start_date, end_date,
          user_id_update)
        SELECT x.assigment_number, x.customer_id, x.customer_id_ref, x.customer_name, x.bisnis, x.type_desc,
          x.position_code, x.add_salesman_position, x.org_id, x.branch_code, x.start_date, x.end_date, 'seed'
        FROM jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) AS x(assigment_number text, customer_id text,
          customer_id_ref text, customer_name text, bisnis text, type_desc text, position_code text,
          add_salesman_position text, org_id int, branch_code text, start_date date, end_date date)`,
  );
}
