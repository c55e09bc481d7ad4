/**
 * The ERP's bulk load of customers (server/modules/integration/load.ts, the code both the API and
 * `npm run import` run) on a fresh, empty database, against its floors:
 * - 100,000 customers upserted (checked row by row, checked against the rows held, written with an
 *   audit entry each) next to a bare INSERT … SELECT FROM json_to_recordset … ON CONFLICT DO UPDATE
 *   of the same rows into the same empty table; the bound is 3x;
 * - the same 100,000 rows sent again unchanged (nothing written) next to reading them back
 *   (SELECT of the same rows by their keys, every column to the client); the bound is 1x.
 * Measured in the bench process, on the load's function, not through HTTP: the body's parse is
 * the platform's and is measured by the upload rows.
 *
 * `npm run bench:integration [-- --rows N --db pglite,postgres]` runs it alone.
 */
import type { Database } from '../server/db/client';
import { rows, sql } from '../server/db/client';
import { loadRows } from '../server/modules/integration/load';
import type { BenchDatabase } from './databases';
import { timed } from './load';
import { count, type Report, ratio, sec } from './report';

export const INTEGRATION_ROWS = 100_000;

const who = { userId: 'bench', requestId: 'bench-integration' };

/** N customers as the ERP sends them, in one branch and channel of the bench's own. */
export function benchCustomers(n: number): Record<string, unknown>[] {
  return Array.from({ length: n }, (_, i) => ({
    CUSTOMER_ID: `B${String(i).padStart(7, '0')}`,
    CUSTOMER_ID_REF: `R${String(i).padStart(7, '0')}`,
    CUSTOMER_NAME: `Apotek Bench ${i}`,
    BRANCH_CODE: 'BNC',
    SALES_CHANNEL: 'BNC-APT',
    OUTLET_TYPE: 'APOTEK',
    ADDRESS: `Jl. Bench No. ${i}, Kelurahan Contoh`,
    CITY: 'Kota Bench',
    LATITUDE: (-6 - (i % 1000) / 1000).toFixed(6),
    LONGITUDE: (106 + (i % 997) / 1000).toFixed(6),
  }));
}

/** The bare floor: the same rows into the same table by one INSERT … ON CONFLICT, nothing else. */
async function bareUpsert(database: Database, customers: Record<string, unknown>[]): Promise<number> {
  const [landed] = await rows<{ n: number }>(
    database.db,
    sql`WITH landed AS (
          INSERT INTO customers (customer_id, customer_id_ref, customer_name, address, city, org_id, branch_code,
            sales_channel, cat_business, latitude, longitude, active)
          SELECT s."CUSTOMER_ID", s."CUSTOMER_ID_REF", s."CUSTOMER_NAME", s."ADDRESS", s."CITY", 401, s."BRANCH_CODE",
            s."SALES_CHANNEL", s."OUTLET_TYPE", s."LATITUDE", s."LONGITUDE", true
          FROM json_to_recordset(${JSON.stringify(customers)}::json) AS s("CUSTOMER_ID" text, "CUSTOMER_ID_REF" text,
            "CUSTOMER_NAME" text, "ADDRESS" text, "CITY" text, "BRANCH_CODE" text, "SALES_CHANNEL" text,
            "OUTLET_TYPE" text, "LATITUDE" numeric, "LONGITUDE" numeric)
          ON CONFLICT (customer_id) DO UPDATE SET customer_name = EXCLUDED.customer_name, address = EXCLUDED.address
          RETURNING 1)
        SELECT count(*)::int AS n FROM landed`,
  );
  return landed?.n ?? 0;
}

export async function benchIntegration(
  db: BenchDatabase,
  column: string,
  report: Report,
  n = INTEGRATION_ROWS,
): Promise<void> {
  const database = await db.open();
  try {
    await database.db.execute(
      sql`INSERT INTO branches (branch_code, org_id, branch_desc) VALUES ('BNC', 401, 'BENCH')`,
    );
    await database.db.execute(
      sql`INSERT INTO channel_groups (channel_group, group_desc) VALUES ('BNC-RTL', 'Ritel')`,
    );
    await database.db.execute(
      sql`INSERT INTO sales_channels (channel_code, channel_desc, channel_group) VALUES ('BNC-APT', 'Apotek', 'BNC-RTL')`,
    );
    const customers = benchCustomers(n);
    const bare = await timed(() => bareUpsert(database, customers));
    if (bare.value !== n) throw new Error(`bare insert landed ${bare.value} of ${n}`);
    await database.db.execute(sql`TRUNCATE customers CASCADE`);

    const load = () => database.db.transaction((tx) => loadRows(tx, 'customers', customers, who));
    const first = await timed(load);
    if (first.value.inserted !== n) throw new Error(`the load inserted ${first.value.inserted} of ${n}`);
    const again = await timed(load);
    if (again.value.unchanged !== n)
      throw new Error(`the second load changed ${n - again.value.unchanged} rows`);
    const ids = `{${customers.map((c) => c.CUSTOMER_ID).join(',')}}`;
    const read = await timed(() =>
      rows<Record<string, unknown>>(
        database.db,
        sql`SELECT * FROM customers WHERE customer_id = ANY(${ids}::text[])`,
      ),
    );
    if (read.value.length !== n) throw new Error(`read ${read.value.length} of ${n}`);

    const label = `${count(n)} customers`;
    report.set(
      `integration: ${label} upserted by the load`,
      column,
      sec(first.ms),
      'empty database, audited',
    );
    report.set(`integration: bare INSERT … ON CONFLICT, same rows (floor)`, column, sec(bare.ms), '');
    report.set(`integration: load / bare`, column, ratio(first.ms / bare.ms), 'bound 3x');
    report.set(`integration: ${label} sent again unchanged`, column, sec(again.ms), 'nothing written');
    report.set(
      `integration: the same rows read back (floor)`,
      column,
      sec(read.ms),
      'SELECT by key, every column',
    );
    report.set(`integration: unchanged / read`, column, ratio(again.ms / read.ms), 'bound 1x');
  } finally {
    await database.close();
  }
}
