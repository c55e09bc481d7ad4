/** The demo reference data: enough customers in every sales branch, placed in their city, billed. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { rows, sql } from '../client';
import { CUSTOMERS_PER_SCALE } from './reference-data';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('demo reference data', () => {
  it('seeds 5,000 customers over the sales branches, each in its city with a channel and category', async () => {
    const [stats] = await rows<{
      n: number;
      branches: number;
      channels: number;
      far: number;
      billed: number;
    }>(
      t.database.db,
      sql`SELECT count(*)::int AS n, count(DISTINCT branch_code)::int AS branches,
            count(DISTINCT sales_channel)::int AS channels,
            count(*) FILTER (WHERE abs(latitude) > 10 OR longitude NOT BETWEEN 95 AND 141)::int AS far,
            count(*) FILTER (WHERE EXISTS (SELECT 1 FROM invoices i WHERE i.customer_id = c.customer_id))::int AS billed
          FROM customers c`,
    );
    expect(stats?.n).toBe(CUSTOMERS_PER_SCALE);
    expect(stats?.branches).toBe(15);
    expect(stats?.channels).toBe(7);
    // Every customer lies in Indonesia; most have bought something, some never have.
    expect(stats?.far).toBe(0);
    expect(stats?.billed).toBeGreaterThan(CUSTOMERS_PER_SCALE * 0.75);
    expect(stats?.billed).toBeLessThan(CUSTOMERS_PER_SCALE);
  });

  it('gives every business line its type descriptions and every customer a unique reference', async () => {
    const types = await rows<{ bisnis_code: string; n: number }>(
      t.database.db,
      sql`SELECT bisnis_code, count(*)::int AS n FROM business_type_descs GROUP BY bisnis_code ORDER BY 1`,
    );
    expect(types).toEqual([
      { bisnis_code: 'ALKES', n: 2 },
      { bisnis_code: 'CONSUMER', n: 2 },
      { bisnis_code: 'FARMA', n: 3 },
    ]);
    const [refs] = await rows<{ dup: number }>(
      t.database.db,
      sql`SELECT count(*)::int - count(DISTINCT customer_id_ref)::int AS dup FROM customers`,
    );
    expect(refs?.dup).toBe(0);
  });
});
