/** The demo assignments: enough rows with history, every row valid, and a few hundred customers unserved. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { rows, sql } from '../client';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('demo sales assignments', () => {
  it('maps most customers, keeps history under one number, and leaves a few hundred unmapped', async () => {
    const [stats] = await rows<{
      n: number;
      numbers: number;
      history: number;
      unmapped: number;
      foreign: number;
      backwards: number;
      overlapping: number;
    }>(
      t.database.db,
      sql`SELECT (SELECT count(*)::int FROM sales_assignments) AS n,
            (SELECT count(DISTINCT assigment_number)::int FROM sales_assignments) AS numbers,
            (SELECT count(*)::int FROM sales_assignments WHERE end_date < current_date) AS history,
            (SELECT count(*)::int FROM customers c WHERE NOT EXISTS (SELECT 1 FROM sales_assignments a
               WHERE a.customer_id = c.customer_id AND current_date BETWEEN a.start_date AND a.end_date)) AS unmapped,
            (SELECT count(*)::int FROM sales_assignments a JOIN roles r ON r.role_position_code = a.position_code
               JOIN customers c ON c.customer_id = a.customer_id
             WHERE r.branch_code <> a.branch_code OR c.branch_code <> a.branch_code) AS foreign,
            (SELECT count(*)::int FROM sales_assignments WHERE end_date < start_date) AS backwards,
            (SELECT count(*)::int FROM sales_assignments a JOIN sales_assignments b
               ON a.customer_id = b.customer_id AND a.bisnis = b.bisnis AND a.type_desc = b.type_desc
              AND a.position_code = b.position_code AND a.assignment_map_id < b.assignment_map_id
              AND a.start_date <= b.end_date AND b.start_date <= a.end_date) AS overlapping`,
    );
    expect(stats?.n).toBeGreaterThanOrEqual(8000);
    expect(stats?.history).toBeGreaterThan(300);
    // History rows share their mapping's number.
    expect(stats?.numbers).toBeLessThan(stats?.n ?? 0);
    expect(stats?.unmapped).toBeGreaterThanOrEqual(200);
    expect(stats?.unmapped).toBeLessThan(600);
    // Every row obeys the rules a new assignment is checked against.
    expect(stats?.foreign).toBe(0);
    expect(stats?.backwards).toBe(0);
    expect(stats?.overlapping).toBe(0);
  });
});
