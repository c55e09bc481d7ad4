/**
 * Customers (outlet type, channel, territory, address, coordinates), keyed by the ERP's
 * CUSTOMER_ID; the org is the branch's, and the territory one of the branch's. The rule for the rows a change breaks: a customer moved to another organisation,
 * or deactivated, while sales assignments serve it today or later, has those assignments ended the
 * day before today (those not yet started are removed): a position of another organisation must not
 * keep serving it, nor any position a closed outlet. Each is audited and listed in the answer.
 */
import { sql } from 'drizzle-orm';
import { today } from '../../../../common/dates';
import { messages } from '../../../../common/messages';
import { rows } from '../../../db/client';
import { customers } from '../../../db/schema';
import { arrayLiteral, bare } from '../../../db/typed-sql';
import { type Loader, rejectedOf } from '../loader';
import { AUDIT_INTO, differingRowNos, staged, type UpsertPlan, upsertChanged, type Writer } from '../upsert';

const m = messages.integration;
const src = (json: string) =>
  staged(json, [
    ['CUSTOMER_ID', 'text'],
    ['CUSTOMER_ID_REF', 'text'],
    ['CUSTOMER_NAME', 'text'],
    ['BRANCH_CODE', 'text'],
    ['SALES_CHANNEL', 'text'],
    ['OUTLET_TYPE', 'text'],
    ['TERRITORY_CODE', 'text'],
    ['ADDRESS', 'text'],
    ['CITY', 'text'],
    ['LATITUDE', 'numeric'],
    ['LONGITUDE', 'numeric'],
    ['ACTIVE', 'boolean'],
    ['source_hash', 'text'],
  ]);

/**
 * The customers as held after the call. Every row of the call stays, with its number: a branch
 * that is not held leaves a NULL org that differs from every row held (checkHeld then refuses it).
 */
const customerPlan = (json: string): UpsertPlan => ({
  table: customers,
  entity: 'customer',
  key: [customers.customerId],
  columns: [
    customers.customerIdRef,
    customers.customerName,
    customers.address,
    customers.city,
    customers.orgId,
    customers.branchCode,
    customers.salesChannel,
    customers.catBusiness,
    customers.territoryCode,
    customers.latitude,
    customers.longitude,
    customers.active,
  ],
  stamps: [customers.sourceHash],
  source: sql`SELECT s.row_no, s.source_hash AS ${bare(customers.sourceHash)}, s."CUSTOMER_ID" AS ${bare(customers.customerId)}, s."CUSTOMER_ID_REF" AS ${bare(customers.customerIdRef)},
        s."CUSTOMER_NAME" AS ${bare(customers.customerName)}, s."ADDRESS" AS ${bare(customers.address)}, s."CITY" AS ${bare(customers.city)}, b.org_id AS ${bare(customers.orgId)},
        s."BRANCH_CODE" AS ${bare(customers.branchCode)}, s."SALES_CHANNEL" AS ${bare(customers.salesChannel)}, s."OUTLET_TYPE" AS ${bare(customers.catBusiness)}, s."TERRITORY_CODE" AS ${bare(customers.territoryCode)},
        s."LATITUDE"::numeric(9, 6) AS ${bare(customers.latitude)}, s."LONGITUDE"::numeric(9, 6) AS ${bare(customers.longitude)},
        coalesce(s."ACTIVE", c.active, true) AS ${bare(customers.active)}
      FROM ${src(json)} LEFT JOIN branches b ON b.branch_code = s."BRANCH_CODE"
      LEFT JOIN customers c ON c.customer_id = s."CUSTOMER_ID"`,
});

export const customerLoader: Loader = {
  async notHeldAsSent(db, keys, hashes) {
    // A table holding no hash yet (the first load) holds no row as sent: the 100,000 keys and
    // hashes are not sent to be looked up one by one.
    const [stamped] = await rows<{ any: boolean }>(
      db,
      sql`SELECT EXISTS (SELECT 1 FROM ${customers} WHERE ${customers.sourceHash} IS NOT NULL) AS any`,
    );
    if (!stamped?.any) return keys.map((_, n) => n);
    const found = await rows<{ n: number }>(
      db,
      sql`SELECT (x.n - 1)::int AS n
            FROM unnest(${arrayLiteral(keys)}::text[], ${arrayLiteral(hashes)}::text[]) WITH ORDINALITY AS x(k, h, n)
           WHERE NOT EXISTS (SELECT 1 FROM ${customers} c JOIN branches b ON b.branch_code = c.branch_code
                              WHERE c.customer_id = x.k AND c.source_hash = x.h AND b.org_id = c.org_id)`,
    );
    return found.map((f) => f.n);
  },
  differing: (db, json) => differingRowNos(db, customerPlan(json)),
  async checkHeld(db, json) {
    const found = await rows<{
      row_no: number;
      key: string;
      kind: string;
      value: string;
      other: string | null;
    }>(
      db,
      sql`SELECT * FROM (
            SELECT s.row_no, 'CUSTOMER_ID ' || s."CUSTOMER_ID" AS key,
              CASE WHEN b.branch_code IS NULL THEN 'branch'
                   WHEN ch.channel_code IS NULL THEN 'channel'
                   WHEN s."TERRITORY_CODE" IS NOT NULL AND t.territory_code IS NULL THEN 'territory'
                   WHEN t.branch_code <> s."BRANCH_CODE" THEN 'territory-branch'
                   WHEN o.customer_id IS NOT NULL THEN 'ref' END AS kind,
              CASE WHEN b.branch_code IS NULL THEN s."BRANCH_CODE"
                   WHEN ch.channel_code IS NULL THEN s."SALES_CHANNEL"
                   WHEN t.branch_code IS DISTINCT FROM s."BRANCH_CODE" AND s."TERRITORY_CODE" IS NOT NULL THEN s."TERRITORY_CODE"
                   ELSE s."CUSTOMER_ID_REF" END AS value,
              CASE WHEN t.branch_code <> s."BRANCH_CODE" THEN t.branch_code ELSE o.customer_id END AS other
            FROM ${src(json)}
            LEFT JOIN branches b ON b.branch_code = s."BRANCH_CODE"
            LEFT JOIN sales_channels ch ON ch.channel_code = s."SALES_CHANNEL"
            LEFT JOIN sales_territories t ON t.territory_code = s."TERRITORY_CODE"
            LEFT JOIN customers o ON o.customer_id_ref = s."CUSTOMER_ID_REF" AND o.customer_id <> s."CUSTOMER_ID"
          ) c WHERE kind IS NOT NULL ORDER BY row_no`,
    );
    return rejectedOf(found, (r) =>
      r.kind === 'branch'
        ? m.unknownBranch(r.value)
        : r.kind === 'channel'
          ? m.unknownChannel(r.value)
          : r.kind === 'territory'
            ? m.unknownTerritory(r.value)
            : r.kind === 'territory-branch'
              ? m.territoryOfBranch(r.value, r.other ?? '')
              : m.refHeld(r.value, r.other ?? ''),
    );
  },
  async write(db, json, who) {
    const day = today();
    // Read before the write: which held customers this call moves or deactivates while served.
    let breaking: { row_no: number; key: string; customer_id: string; to_org: number; moved: boolean }[] = [];
    const readBreaking = async () => {
      breaking = await rows<{
        row_no: number;
        key: string;
        customer_id: string;
        to_org: number;
        moved: boolean;
      }>(
        db,
        sql`SELECT s.row_no, 'CUSTOMER_ID ' || c.customer_id AS key, c.customer_id, b.org_id AS to_org,
            (b.org_id <> c.org_id) AS moved
          FROM ${src(json)} JOIN customers c ON c.customer_id = s."CUSTOMER_ID"
          JOIN branches b ON b.branch_code = s."BRANCH_CODE"
          WHERE (b.org_id <> c.org_id OR (s."ACTIVE" = false AND c.active))
            AND EXISTS (SELECT 1 FROM sales_assignments a WHERE a.customer_id = c.customer_id AND a.end_date >= ${day}::date)
          ORDER BY s.row_no`,
      );
    };
    const counts = await upsertChanged(db, customerPlan(json), who, readBreaking);
    const effects = [];
    for (const b of breaking) {
      const { ended, removed } = await endAssignments(db, b.customer_id, day, who);
      effects.push({
        row: b.row_no,
        key: b.key,
        rule: b.moved
          ? m.customerMovedAssignments(b.to_org, ended, removed)
          : m.customerDeactivatedAssignments(ended, removed),
      });
    }
    return { ...counts, effects };
  },
};

/**
 * Ends a customer's sales assignments that serve it today or later: those started before today end
 * yesterday, those not yet started are removed; each audited with its row before and after.
 */
async function endAssignments(
  db: Parameters<Loader['write']>[0],
  customerId: string,
  day: string,
  who: Writer,
): Promise<{ ended: number; removed: number }> {
  const [ended] = await rows<{ n: number }>(
    db,
    sql`WITH cur AS (SELECT * FROM sales_assignments WHERE customer_id = ${customerId}
                      AND end_date >= ${day}::date AND start_date < ${day}::date),
        up AS (UPDATE sales_assignments a SET end_date = ${day}::date - 1, user_id_update = ${who.userId}, last_update = now()
               FROM cur WHERE a.assignment_map_id = cur.assignment_map_id RETURNING a.*),
        aud AS (INSERT INTO ${AUDIT_INTO}
                SELECT ${who.userId}, 'update', 'sales_assignment', up.assignment_map_id::text, to_jsonb(cur), to_jsonb(up), ${who.requestId}
                FROM up JOIN cur ON cur.assignment_map_id = up.assignment_map_id RETURNING 1)
        SELECT count(*)::int AS n FROM aud`,
  );
  const [removed] = await rows<{ n: number }>(
    db,
    sql`WITH gone AS (DELETE FROM sales_assignments WHERE customer_id = ${customerId} AND start_date >= ${day}::date RETURNING *),
        aud AS (INSERT INTO ${AUDIT_INTO}
                SELECT ${who.userId}, 'delete', 'sales_assignment', gone.assignment_map_id::text, to_jsonb(gone), NULL, ${who.requestId}
                FROM gone RETURNING 1)
        SELECT count(*)::int AS n FROM aud`,
  );
  return { ended: ended?.n ?? 0, removed: removed?.n ?? 0 };
}
