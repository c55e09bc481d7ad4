/**
 * Reference data several modules read: customers, business lines with their type descriptions,
 * sales channels and territories, and invoices. Sales assignments map customers to positions per
 * business line; targets, call plans, incentives and push activity read the same customers,
 * business lines and channels, so these tables carry the spec's names for all of them.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { branches } from './platform';

/**
 * The groups of sales channels: SALES_CHANNEL_GROUP of the location overview, OUTLET_CHANNEL_GROUP
 * (CHANNEL_OUTLET_GROUP in the sheets) of the targets.
 */
export const channelGroups = pgTable('channel_groups', {
  channelGroup: text('channel_group').primaryKey(),
  groupDesc: text('group_desc').notNull(),
});

/** SALES_CHANNEL and its SALES_CHANNEL_GROUP (the location overview's channel filter). */
export const salesChannels = pgTable('sales_channels', {
  channelCode: text('channel_code').primaryKey(),
  channelDesc: text('channel_desc').notNull(),
  channelGroup: text('channel_group')
    .notNull()
    .references(() => channelGroups.channelGroup),
});

/** BISNIS: the business lines a customer is served in. */
export const businessLines = pgTable('business_lines', {
  bisnisCode: text('bisnis_code').primaryKey(),
  bisnisDesc: text('bisnis_desc').notNull(),
});

/** TYPE_DESC: the kinds of service of a business line (listTypeDesc). */
export const businessTypeDescs = pgTable(
  'business_type_descs',
  {
    bisnisCode: text('bisnis_code')
      .notNull()
      .references(() => businessLines.bisnisCode),
    typeDesc: text('type_desc').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bisnisCode, t.typeDesc] })],
);

/** LINI_ID (ITEM_SUBLINI in the target sheets): the product lines of a business line. */
export const productLines = pgTable('product_lines', {
  liniId: text('lini_id').primaryKey(),
  liniDesc: text('lini_desc').notNull(),
  bisnisCode: text('bisnis_code')
    .notNull()
    .references(() => businessLines.bisnisCode),
});

/** PRODUCT_SUB_LINE (SUBLINI_PRODUCT in the target sheets): the sub-lines of a product line. */
export const productSubLines = pgTable('product_sub_lines', {
  subLineCode: text('sub_line_code').primaryKey(),
  subLineDesc: text('sub_line_desc').notNull(),
  liniId: text('lini_id')
    .notNull()
    .references(() => productLines.liniId),
});

/**
 * The items the distributor sells (INVENTORY_ITEM_ID, ITEM_CODE, ITEM_DESCRIPTION): invoice lines
 * name them, the incentive screens move their credit, push activity targets their groups. Each
 * belongs to a sub-line, and through it to a product line and a business line (BISNIS), which says
 * which sales assignment of a customer holds the credit of its sales.
 */
export const products = pgTable('products', {
  inventoryItemId: integer('inventory_item_id').primaryKey(),
  itemCode: text('item_code').notNull().unique(),
  itemDescription: text('item_description').notNull(),
  /** The trade name staff know the item by (the incentive rows' productName). */
  productName: text('product_name').notNull().unique(),
  subLineCode: text('sub_line_code')
    .notNull()
    .references(() => productSubLines.subLineCode),
  bisnisCode: text('bisnis_code')
    .notNull()
    .references(() => businessLines.bisnisCode),
  /** False once the ERP deactivates the item (never deleted: invoices and requests name it). */
  active: boolean('active').notNull().default(true),
});

/** TERITORY_GEO_GROUP (the spec's spelling): the kinds of area a target is set for. */
export const territoryGeoGroups = pgTable('territory_geo_groups', {
  geoGroup: text('geo_group').primaryKey(),
  geoGroupDesc: text('geo_group_desc').notNull(),
});

/** SALES_TERRITORY_NAME: the territories of a branch. */
export const salesTerritories = pgTable('sales_territories', {
  territoryCode: text('territory_code').primaryKey(),
  territoryName: text('territory_name').notNull(),
  branchCode: text('branch_code')
    .notNull()
    .references(() => branches.branchCode),
});

export const customers = pgTable(
  'customers',
  {
    /** CUSTOMER_ID: the ERP's id. */
    customerId: text('customer_id').primaryKey(),
    /** CUSTOMER_ID_REF: the reference staff type and print on labels. */
    customerIdRef: text('customer_id_ref').notNull().unique(),
    customerName: text('customer_name').notNull(),
    address: text('address'),
    city: text('city'),
    orgId: integer('org_id').notNull(),
    branchCode: text('branch_code')
      .notNull()
      .references(() => branches.branchCode),
    salesChannel: text('sales_channel')
      .notNull()
      .references(() => salesChannels.channelCode),
    /** CATBISNIS: the customer's category of business (apotek, toko obat, rumah sakit …). */
    catBusiness: text('cat_business').notNull(),
    territoryCode: text('territory_code').references(() => salesTerritories.territoryCode),
    latitude: numeric('latitude', { precision: 9, scale: 6 }),
    longitude: numeric('longitude', { precision: 9, scale: 6 }),
    active: boolean('active').notNull().default(true),
    /**
     * A hash of the ERP's row as it was last loaded (server/modules/integration/held-as-sent.ts): a
     * resend finds its unchanged rows by key and hash alone. Any other write of a loaded column
     * clears it (trigger customers_source_hash_clear), so a row changed since is compared in full.
     */
    sourceHash: text('source_hash'),
  },
  (t) => [
    index('customers_org_branch_idx').on(t.orgId, t.branchCode),
    // Customer search by name or reference (masterCustomer, listCustomer).
    index('customers_search_trgm_idx').using(
      'gin',
      sql`(${t.customerIdRef} || ' ' || ${t.customerName}) gin_trgm_ops`,
    ),
  ],
);

/** Invoices per customer: the Invoice Value of the unmapped list, and later the incentive lines. */
export const invoices = pgTable(
  'invoices',
  {
    /** TRX_NUMBER. */
    trxNumber: text('trx_number').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.customerId),
    trxDate: date('trx_date', { mode: 'string' }).notNull(),
    /** EXTENDED_AMOUNT summed over the invoice's lines, in rupiah. */
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
  },
  (t) => [index('invoices_customer_idx').on(t.customerId, t.trxDate)],
);

/**
 * The lines of an invoice: one item each (an item appears once per invoice), with the quantity and
 * the amount invoiced. The lines of an invoice add up to its amount. The incentive credit of a line
 * belongs to the position serving the customer in the item's business line on the invoice date.
 */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    trxNumber: text('trx_number')
      .notNull()
      .references(() => invoices.trxNumber),
    lineNumber: integer('line_number').notNull(),
    inventoryItemId: integer('inventory_item_id')
      .notNull()
      .references(() => products.inventoryItemId),
    quantityInvoiced: integer('quantity_invoiced').notNull(),
    /** EXTENDED_AMOUNT, in rupiah. */
    extendedAmount: numeric('extended_amount', { precision: 18, scale: 2 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.trxNumber, t.lineNumber] }),
    unique('invoice_lines_item_key').on(t.trxNumber, t.inventoryItemId),
  ],
);

/**
 * A photo taken of a customer (the near and far photos of a location scan, later the display-check
 * photos): its key, whose it is, and where its bytes live. The row carries the customer's org and
 * branch, so serving a photo checks the caller's scope like any other row. The bytes are in object
 * storage under `storage_key`, named by their SHA-256: the same bytes sent twice are stored once.
 */
export const photos = pgTable(
  'photos',
  {
    /** The key the field app reports (TD, TJ of a location scan). */
    photoKey: text('photo_key').primaryKey(),
    customerId: text('customer_id').references(() => customers.customerId),
    orgId: integer('org_id').notNull(),
    branchCode: text('branch_code')
      .notNull()
      .references(() => branches.branchCode),
    /** NEAR or FAR (location scans); later kinds name their own. */
    kind: text('kind').notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    /** Null for a field app's photo named by a record before its bytes arrived (field_photos). */
    byteSize: integer('byte_size'),
    takenBy: text('taken_by'),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The SHA-256 (hex) of the bytes the field app sent, by which its records name the photo; the
     * bytes, when they have arrived, are the field_photos row of the same hash. Null for others.
     */
    sha256: text('sha256'),
  },
  (t) => [
    index('photos_customer_idx').on(t.customerId),
    // The rows waiting for a field photo's bytes, found when they arrive.
    index('photos_sha256_idx').on(t.sha256),
  ],
);

/**
 * The photos the field app has sent, by the SHA-256 (hex) of the bytes it sent: the same bytes sent
 * twice are one row and one stored file. What is stored is the image the server decoded, encoded
 * again (storableImage); records name the photo by the hash before or after it arrives.
 */
export const fieldPhotos = pgTable('field_photos', {
  sha256: text('sha256').primaryKey(),
  storageKey: text('storage_key').notNull(),
  contentType: text('content_type').notNull(),
  byteSize: integer('byte_size').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /** The user id of the rep whose app sent it first. */
  sentBy: text('sent_by').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
