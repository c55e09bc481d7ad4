/**
 * The ERP's bulk loads: one call per entity, each taking up to 100,000 rows keyed by the ERP's ids
 * (JSON `{ rows: [...] }`, or NDJSON: one row object a line). The columns of each entity are
 * declared here once: the server checks rows against them, `npm run import` reads a file's header
 * against them, and the OpenAPI document describes them.
 */
import { z } from 'zod';
import { defineCall } from './define';

/** The most rows one call (or one imported file) may hold. */
export const INTEGRATION_MAX_ROWS = 100_000;

/**
 * How a column's value is read, from JSON (a string, number or boolean) and from a file's cell
 * (text) alike:
 * - code: an id or code, up to 50 characters, no spaces at either end;
 * - text: a name or description, up to `max` characters (240 by default);
 * - int: a whole number from -2147483648 to 2147483647;
 * - amount: a number with up to 16 digits before the point and 2 after;
 * - latitude / longitude: degrees with up to 6 decimals, within -90..90 and -180..180;
 * - date: YYYY-MM-DD;
 * - active: true/false (also Y/N, 1/0); left out, a new row is active and a known row keeps its flag.
 */
export type ColumnKind = 'code' | 'text' | 'int' | 'amount' | 'latitude' | 'longitude' | 'date' | 'active';

export interface ColumnSpec {
  name: string;
  kind: ColumnKind;
  required: boolean;
  /** Text only: the most characters. */
  max?: number;
  description: string;
}

const col = (name: string, kind: ColumnKind, required: boolean, description: string, max?: number) =>
  ({ name, kind, required, description, ...(max ? { max } : {}) }) as ColumnSpec;

const ACTIVE = col(
  'ACTIVE',
  'active',
  false,
  'false deactivates the row (it is never deleted); left out, a new row is active and a known row keeps its flag',
);

export const INTEGRATION_ENTITIES = {
  branches: {
    label: 'organisations and branches',
    key: ['BRANCH_CODE'],
    unique: [],
    columns: [
      col('BRANCH_CODE', 'code', true, "The branch's code in the ERP"),
      col(
        'ORG_ID',
        'int',
        true,
        'The organisation (operating unit) the branch belongs to; 81 is head office',
      ),
      col('BRANCH_DESC', 'text', true, "The branch's name"),
    ],
  },
  channels: {
    label: 'sales channels',
    key: ['SALES_CHANNEL'],
    unique: [],
    columns: [
      col('SALES_CHANNEL', 'code', true, 'The channel code customers name'),
      col('CHANNEL_DESC', 'text', true, "The channel's name"),
      col('CHANNEL_GROUP', 'code', true, 'The group of the channel (SALES_CHANNEL_GROUP)'),
      col('GROUP_DESC', 'text', true, "The group's name"),
    ],
  },
  'geo-groups': {
    label: 'the kinds of area targets are set for (TERITORY_GEO_GROUP: urban, rural …)',
    key: ['TERITORY_GEO_GROUP'],
    unique: [],
    columns: [
      col('TERITORY_GEO_GROUP', 'code', true, 'The kind of area, as Upload Target names it'),
      col('GEO_GROUP_DESC', 'text', true, "The kind's name"),
    ],
  },
  territories: {
    label: 'the sales territories of each branch',
    key: ['TERRITORY_CODE'],
    unique: [],
    columns: [
      col('TERRITORY_CODE', 'code', true, 'The territory code customers name'),
      col('TERRITORY_NAME', 'text', true, "The territory's name (SALES_TERRITORY_NAME)"),
      col('BRANCH_CODE', 'code', true, 'The branch the territory belongs to'),
    ],
  },
  customers: {
    label: 'customers',
    key: ['CUSTOMER_ID'],
    unique: ['CUSTOMER_ID_REF'],
    columns: [
      col('CUSTOMER_ID', 'code', true, "The ERP's customer id"),
      col('CUSTOMER_ID_REF', 'code', true, 'The reference staff type and labels print'),
      col('CUSTOMER_NAME', 'text', true, "The outlet's name"),
      col('BRANCH_CODE', 'code', true, 'The branch serving the customer; its organisation is the branch’s'),
      col('SALES_CHANNEL', 'code', true, 'The sales channel (a code loaded by channels)'),
      col('OUTLET_TYPE', 'text', true, 'The outlet type (CATBISNIS: apotek, toko obat, rumah sakit …)', 100),
      col('TERRITORY_CODE', 'code', false, "The sales territory, one of the customer's branch"),
      col('ADDRESS', 'text', false, 'Street address', 500),
      col('CITY', 'text', false, 'City'),
      col('LATITUDE', 'latitude', false, 'Latitude in degrees'),
      col('LONGITUDE', 'longitude', false, 'Longitude in degrees'),
      ACTIVE,
    ],
  },
  products: {
    label: 'products (business line, product line, sub-line, item)',
    key: ['INVENTORY_ITEM_ID'],
    unique: ['ITEM_CODE', 'PRODUCT_NAME'],
    columns: [
      col('BISNIS_CODE', 'code', true, 'The business line'),
      col('BISNIS_DESC', 'text', true, "The business line's name"),
      col('LINI_ID', 'code', true, 'The product line, within the business line'),
      col('LINI_DESC', 'text', true, "The product line's name"),
      col('SUB_LINE_CODE', 'code', true, 'The sub-line, within the product line'),
      col('SUB_LINE_DESC', 'text', true, "The sub-line's name"),
      col('INVENTORY_ITEM_ID', 'int', true, "The ERP's item id"),
      col('ITEM_CODE', 'code', true, "The item's code"),
      col('ITEM_DESCRIPTION', 'text', true, "The item's description"),
      col('PRODUCT_NAME', 'text', true, 'The trade name staff know the item by'),
      ACTIVE,
    ],
  },
  'business-types': {
    label: 'the kinds of service (TYPE_DESC) of each business line, which sales assignments name',
    key: ['BISNIS_CODE', 'TYPE_DESC'],
    unique: [],
    columns: [
      col('BISNIS_CODE', 'code', true, 'The business line (loaded by products)'),
      col('TYPE_DESC', 'code', true, 'A kind of service of the business line: REGULAR, KEY ACCOUNT …'),
    ],
  },
  employees: {
    label: 'employees (sales reps)',
    key: ['EMPLOYEE_ID'],
    unique: [],
    columns: [
      col('EMPLOYEE_ID', 'code', true, "The HR system's employee number"),
      col('EMPLOYEE_NAME', 'text', true, "The employee's name"),
      col('BRANCH_CODE', 'code', true, 'The branch employing them; its organisation is the branch’s'),
      col('POSITION_CODE_HCM', 'code', false, "The employee's position in the HR system"),
      ACTIVE,
    ],
  },
  invoices: {
    label: 'invoices with their lines (one row per line)',
    key: ['TRX_NUMBER', 'LINE_NUMBER'],
    unique: [],
    columns: [
      col('TRX_NUMBER', 'code', true, 'The invoice number; every line of an invoice comes in the same call'),
      col('TRX_DATE', 'date', true, 'The invoice date, the same on every line of the invoice'),
      col('CUSTOMER_ID', 'code', true, 'The customer invoiced, the same on every line of the invoice'),
      col('LINE_NUMBER', 'int', true, 'The line within the invoice'),
      col('INVENTORY_ITEM_ID', 'int', true, 'The item of the line (once per invoice)'),
      col('QUANTITY_INVOICED', 'int', true, 'Quantity'),
      col('EXTENDED_AMOUNT', 'amount', true, 'The amount of the line, in rupiah'),
    ],
  },
} as const satisfies Record<
  string,
  { label: string; key: readonly string[]; unique: readonly string[]; columns: readonly ColumnSpec[] }
>;

export type IntegrationEntity = keyof typeof INTEGRATION_ENTITIES;
export const INTEGRATION_ENTITY_NAMES = Object.keys(INTEGRATION_ENTITIES) as IntegrationEntity[];

/** The JSON type a column is documented with (a file's text cell is read the same way). */
const DOC_TYPE: Record<ColumnKind, z.ZodType> = {
  code: z.string(),
  text: z.string(),
  int: z.number().int(),
  amount: z.number(),
  latitude: z.number(),
  longitude: z.number(),
  date: z.string(),
  active: z.boolean(),
};

/**
 * One row as the OpenAPI document shows it: its columns, their types and which are required. The
 * body is checked row by row on the server (server/modules/integration/row-check.ts), so that every
 * rejected row is answered with its number and reason rather than the first one a schema meets: the
 * schema that validates accepts any object, and carries the columns as documentation only.
 */
function rowSchema(columns: readonly ColumnSpec[]) {
  const documented = z.toJSONSchema(
    z.object(
      Object.fromEntries(
        columns.map((c) => {
          const type = DOC_TYPE[c.kind].describe(c.description);
          return [c.name, c.required ? type : type.optional()];
        }),
      ),
    ),
    { unrepresentable: 'any' },
  );
  return z
    .record(z.string(), z.unknown())
    .meta({ properties: documented.properties, required: documented.required })
    .describe('One row; a column the entity does not have rejects the row.');
}

const rejectedRow = z.object({
  /** The row's number: 1 for the first row of the body, or the file's line/sheet row. */
  row: z.number().int(),
  key: z.string(),
  reason: z.string(),
});

/** What a load changed beyond the rows themselves, by the rules of docs/architecture.md. */
const effect = z.object({ row: z.number().int(), key: z.string(), rule: z.string() });

export const loadReport = z.object({
  entity: z.string(),
  received: z.number().int(),
  inserted: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  rejected: z.array(rejectedRow),
  effects: z.array(effect),
});
export type LoadReport = z.output<typeof loadReport>;
export type RejectedRow = z.output<typeof rejectedRow>;
export type LoadEffect = z.output<typeof effect>;

const loadCall = <E extends IntegrationEntity>(entity: E) =>
  defineCall({
    method: 'POST',
    path: `/integration/${entity}`,
    module: 'integration',
    access: 'integration',
    write: true,
    summary: `Upserts ${INTEGRATION_ENTITIES[entity].label} keyed by ${INTEGRATION_ENTITIES[entity].key.join(' + ')}: JSON {rows: [...]} or NDJSON (application/x-ndjson, one row a line), at most ${INTEGRATION_MAX_ROWS.toLocaleString('en')} rows. All or nothing: any rejected row (answered 422 with every rejected row's number and reason) writes nothing. Idempotent: rows equal to what is held are not written or audited again. Authorised by INTEGRATION_KEY as a bearer token, beside the api-key header.`,
    input: z.object({
      rows: z.array(rowSchema(INTEGRATION_ENTITIES[entity].columns)).max(INTEGRATION_MAX_ROWS),
    }),
    output: loadReport,
  });

export const integration = {
  branches: loadCall('branches'),
  channels: loadCall('channels'),
  'geo-groups': loadCall('geo-groups'),
  territories: loadCall('territories'),
  customers: loadCall('customers'),
  products: loadCall('products'),
  'business-types': loadCall('business-types'),
  employees: loadCall('employees'),
  invoices: loadCall('invoices'),
};
