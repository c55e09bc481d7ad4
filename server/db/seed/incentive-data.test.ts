/**
 * The demo products, invoice lines and incentive requests: lines that add up to their invoice, each
 * item once, requests in every state this month that keep the money rule and name the real holder.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { rows, sql } from '../client';
import { DEMO_PRODUCTS } from './incentive-data';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(t.database.db, query))[0] as T;

describe('demo incentive data', () => {
  it('gives every invoice one to four lines adding up to it, each item once, the first of FARMA', async () => {
    const found = await one<{
      invoices: number;
      lined: number;
      off: number;
      most: number;
      first_farma: number;
    }>(
      sql`SELECT count(*)::int AS invoices,
            count(*) FILTER (WHERE n > 0)::int AS lined,
            count(*) FILTER (WHERE total <> amount)::int AS off,
            max(n)::int AS most,
            count(*) FILTER (WHERE first_bisnis = 'FARMA')::int AS first_farma
          FROM (SELECT i.amount, count(l.*) AS n, sum(l.extended_amount) AS total,
                  (SELECT p.bisnis_code FROM invoice_lines f JOIN products p USING (inventory_item_id)
                    WHERE f.trx_number = i.trx_number AND f.line_number = 1) AS first_bisnis
                FROM invoices i LEFT JOIN invoice_lines l ON l.trx_number = i.trx_number GROUP BY i.trx_number) x`,
    );
    expect(found.lined).toBe(found.invoices);
    expect(found.off).toBe(0);
    expect(found.most).toBe(4);
    expect(found.first_farma).toBe(found.invoices);
    const products = await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM products`);
    expect(products.n).toBe(DEMO_PRODUCTS.length);
  });

  it('holds requests of this month in every state, within their lines, from the real holder', async () => {
    const states = await rows<{ status: string; n: number }>(
      t.database.db,
      sql`SELECT status, count(*)::int AS n FROM incentive_adjustments
          WHERE year_id = extract(year FROM current_date) AND month_id = extract(month FROM current_date)
          GROUP BY 1 ORDER BY 1`,
    );
    expect(states.map((s) => s.status)).toEqual(['APPROVE', 'NEW', 'REJECT']);
    const broken = await one<{ over: number; not_holder: number; own: number; future: number }>(
      sql`SELECT
            count(*) FILTER (WHERE a.value_adjust > l.extended_amount OR a.quantity > l.quantity_invoiced)::int AS over,
            count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM sales_assignments s JOIN products p
              ON p.bisnis_code = s.bisnis WHERE p.inventory_item_id = a.inventory_item_id
              AND s.customer_id = a.customer_id AND s.position_code = a.position_from
              AND a.invoice_date BETWEEN s.start_date AND s.end_date))::int AS not_holder,
            count(*) FILTER (WHERE a.decided_by = a.user_id_update)::int AS own,
            count(*) FILTER (WHERE a.created_at > now() OR a.decided_at > now())::int AS future
          FROM incentive_adjustments a
          JOIN invoice_lines l ON l.trx_number = a.trx_number AND l.inventory_item_id = a.inventory_item_id`,
    );
    expect(broken).toEqual({ over: 0, not_holder: 0, own: 0, future: 0 });
  });
});
