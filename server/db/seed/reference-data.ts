/**
 * Demo reference data: sales channels, business lines with their type descriptions, territories,
 * customers of every sales branch (apotek, toko obat, rumah sakit, klinik, supermarket …) placed
 * around their city, and their invoices of the last three months. 5,000 customers at scale 1, growing
 * with the scale up to 100,000.
 */

import { toIsoDate } from '../../../common/dates';
import type { Db } from '../client';
import {
  businessLines,
  businessTypeDescs,
  channelGroups,
  customers,
  invoices,
  productLines,
  productSubLines,
  salesChannels,
  salesTerritories,
  territoryGeoGroups,
} from '../schema';
import { DEMO_BRANCHES } from './platform-data';
import type { Random } from './random';

export const DEMO_CHANNELS = [
  {
    channelCode: 'APT',
    channelDesc: 'Apotek',
    channelGroup: 'GENERAL TRADE',
    category: 'APOTEK',
    prefix: 'APOTEK',
  },
  {
    channelCode: 'TKO',
    channelDesc: 'Toko Obat',
    channelGroup: 'GENERAL TRADE',
    category: 'TOKO OBAT',
    prefix: 'TOKO OBAT',
  },
  {
    channelCode: 'RS',
    channelDesc: 'Rumah Sakit',
    channelGroup: 'INSTITUSI',
    category: 'RUMAH SAKIT',
    prefix: 'RS',
  },
  {
    channelCode: 'KLN',
    channelDesc: 'Klinik',
    channelGroup: 'INSTITUSI',
    category: 'KLINIK',
    prefix: 'KLINIK',
  },
  {
    channelCode: 'SPM',
    channelDesc: 'Supermarket',
    channelGroup: 'MODERN TRADE',
    category: 'SUPERMARKET',
    prefix: 'SUPERMARKET',
  },
  {
    channelCode: 'MNM',
    channelDesc: 'Minimarket',
    channelGroup: 'MODERN TRADE',
    category: 'MINIMARKET',
    prefix: 'MINIMARKET',
  },
  {
    channelCode: 'PBF',
    channelDesc: 'Pedagang Besar Farmasi',
    channelGroup: 'WHOLESALE',
    category: 'PBF',
    prefix: 'PBF',
  },
] as const;

/** The groups of the channels above (SALES_CHANNEL_GROUP, OUTLET_CHANNEL_GROUP of the targets). */
export const DEMO_CHANNEL_GROUPS = [
  { channelGroup: 'GENERAL TRADE', groupDesc: 'Apotek dan toko obat' },
  { channelGroup: 'INSTITUSI', groupDesc: 'Rumah sakit dan klinik' },
  { channelGroup: 'MODERN TRADE', groupDesc: 'Supermarket dan minimarket' },
  { channelGroup: 'WHOLESALE', groupDesc: 'Pedagang besar farmasi' },
] as const;

/**
 * Product lines (LINI_ID) of each business line and their sub-lines (PRODUCT_SUB_LINE): what targets
 * are set for, and later the business-line product mapping and the incentives.
 */
export const DEMO_PRODUCT_LINES = [
  {
    liniId: 'FRM-ETH',
    liniDesc: 'Ethical',
    bisnisCode: 'FARMA',
    subLines: ['ANTIBIOTIK', 'KARDIOVASKULAR', 'DIABETES'],
  },
  {
    liniId: 'FRM-OTC',
    liniDesc: 'Obat bebas',
    bisnisCode: 'FARMA',
    subLines: ['ANALGESIK', 'BATUK FLU', 'VITAMIN'],
  },
  { liniId: 'CHC-NUT', liniDesc: 'Nutrisi', bisnisCode: 'CONSUMER', subLines: ['SUSU', 'SUPLEMEN'] },
  { liniId: 'CHC-PC', liniDesc: 'Perawatan diri', bisnisCode: 'CONSUMER', subLines: ['KULIT', 'MULUT'] },
  { liniId: 'ALK-DX', liniDesc: 'Diagnostik', bisnisCode: 'ALKES', subLines: ['TES CEPAT', 'GLUKOMETER'] },
  { liniId: 'ALK-HP', liniDesc: 'Habis pakai', bisnisCode: 'ALKES', subLines: ['SPUIT', 'SARUNG TANGAN'] },
] as const;

/** The code of a demo sub-line: its line and its name, e.g. FRM-ETH-ANTIBIOTIK. */
export const subLineCode = (liniId: string, name: string) => `${liniId}-${name.replace(/ /g, '')}`;

/** TERITORY_GEO_GROUP: the kinds of area a target is set for. */
export const DEMO_GEO_GROUPS = [
  { geoGroup: 'URBAN', geoGroupDesc: 'Kota' },
  { geoGroup: 'SUBURBAN', geoGroupDesc: 'Pinggiran kota' },
  { geoGroup: 'RURAL', geoGroupDesc: 'Kabupaten dan desa' },
] as const;

export const DEMO_BUSINESS_LINES = [
  { bisnisCode: 'FARMA', bisnisDesc: 'Farmasi', types: ['REGULAR', 'KEY ACCOUNT', 'TENDER'] },
  { bisnisCode: 'CONSUMER', bisnisDesc: 'Consumer Health', types: ['REGULAR', 'MODERN TRADE'] },
  { bisnisCode: 'ALKES', bisnisDesc: 'Alat Kesehatan', types: ['REGULAR', 'PROYEK'] },
] as const;

/** City centres of the sales branches: customers lie within about 9 km of them. */
const CITY_CENTRES: Record<string, [lat: number, lng: number]> = {
  JKT: [-6.2, 106.82],
  BKS: [-6.24, 107.0],
  BDG: [-6.91, 107.61],
  SMG: [-6.97, 110.42],
  SBY: [-7.25, 112.75],
  MLG: [-7.98, 112.63],
  YOG: [-7.8, 110.36],
  MDN: [3.59, 98.67],
  PLM: [-2.98, 104.76],
  MKS: [-5.14, 119.42],
  DPS: [-8.65, 115.22],
  BPN: [-1.27, 116.83],
  PNK: [-0.03, 109.33],
  MND: [1.47, 124.84],
  PDG: [-0.95, 100.35],
};

const NAME_WORDS = [
  'SEHAT',
  'JAYA',
  'SUMBER',
  'WARAS',
  'MAKMUR',
  'SENTOSA',
  'MEDIKA',
  'HARAPAN',
  'KITA',
  'SEJAHTERA',
  'MULIA',
  'ABADI',
  'BUNDA',
  'KELUARGA',
  'PRATAMA',
  'UTAMA',
  'SARI',
  'BAROKAH',
  'MITRA',
  'FARMA',
] as const;
const STREETS = [
  'Jl. Merdeka',
  'Jl. Sudirman',
  'Jl. Diponegoro',
  'Jl. Gatot Subroto',
  'Jl. Ahmad Yani',
  'Jl. Pahlawan',
];

export const CUSTOMERS_PER_SCALE = 5000;
export const MAX_CUSTOMERS = 100_000;
const TERRITORIES_PER_BRANCH = 4;
const INSERT_CHUNK = 2000;

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Invoices fall in the last three months, this one included (the incentive screens' months). */
const INVOICE_MONTHS = 3;
/** A day of a month some months back, never after today. */
function invoiceDate(monthsBack: number, day: number, now: Date = new Date()): string {
  const date = new Date(now.getFullYear(), now.getMonth() - monthsBack, day);
  return toIsoDate(date > now ? now : date);
}

async function insertChunks<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let at = 0; at < rows.length; at += INSERT_CHUNK) await insert(rows.slice(at, at + INSERT_CHUNK));
}

export async function seedReference(db: Db, random: Random, scale: number): Promise<void> {
  await db.insert(channelGroups).values([...DEMO_CHANNEL_GROUPS]);
  await db.insert(salesChannels).values(
    DEMO_CHANNELS.map(({ channelCode, channelDesc, channelGroup }) => ({
      channelCode,
      channelDesc,
      channelGroup,
    })),
  );
  await db
    .insert(businessLines)
    .values(DEMO_BUSINESS_LINES.map(({ bisnisCode, bisnisDesc }) => ({ bisnisCode, bisnisDesc })));
  await db
    .insert(businessTypeDescs)
    .values(
      DEMO_BUSINESS_LINES.flatMap((b) => b.types.map((typeDesc) => ({ bisnisCode: b.bisnisCode, typeDesc }))),
    );

  await db
    .insert(productLines)
    .values(DEMO_PRODUCT_LINES.map(({ liniId, liniDesc, bisnisCode }) => ({ liniId, liniDesc, bisnisCode })));
  await db.insert(productSubLines).values(
    DEMO_PRODUCT_LINES.flatMap((l) =>
      l.subLines.map((name) => ({
        subLineCode: subLineCode(l.liniId, name),
        subLineDesc: name,
        liniId: l.liniId,
      })),
    ),
  );
  await db.insert(territoryGeoGroups).values([...DEMO_GEO_GROUPS]);

  const salesBranches = DEMO_BRANCHES.filter((b) => b.branchCode in CITY_CENTRES);
  await db.insert(salesTerritories).values(
    salesBranches.flatMap((b) =>
      Array.from({ length: TERRITORIES_PER_BRANCH }, (_, i) => ({
        territoryCode: `${b.branchCode}-T${i + 1}`,
        territoryName: `${b.branchDesc} ${i + 1}`,
        branchCode: b.branchCode,
      })),
    ),
  );

  const total = Math.min(CUSTOMERS_PER_SCALE * scale, MAX_CUSTOMERS);
  const made: (typeof customers.$inferInsert)[] = [];
  const bills: (typeof invoices.$inferInsert)[] = [];
  let bill = 0;
  for (let n = 0; n < total; n++) {
    const branch = salesBranches[n % salesBranches.length] as (typeof salesBranches)[number];
    const channel = random.pick(DEMO_CHANNELS);
    const [lat, lng] = CITY_CENTRES[branch.branchCode] as [number, number];
    const customerId = `CUS${pad(n + 1, 7)}`;
    made.push({
      customerId,
      customerIdRef: `${branch.branchCode}-${pad(Math.floor(n / salesBranches.length) + 1, 6)}`,
      customerName: `${channel.prefix} ${random.pick(NAME_WORDS)} ${random.pick(NAME_WORDS)}`,
      address: `${random.pick(STREETS)} No. ${random.int(1, 250)}`,
      city: branch.branchDesc,
      orgId: branch.orgId,
      branchCode: branch.branchCode,
      salesChannel: channel.channelCode,
      catBusiness: channel.category,
      territoryCode: `${branch.branchCode}-T${random.int(1, TERRITORIES_PER_BRANCH)}`,
      latitude: (lat + (random.next() - 0.5) * 0.16).toFixed(6),
      longitude: (lng + (random.next() - 0.5) * 0.16).toFixed(6),
    });
    // Most customers bought in the last months; a few never did.
    if (random.next() < 0.85) {
      for (let i = random.int(1, 3); i > 0; i--) {
        bill++;
        bills.push({
          trxNumber: `INV${pad(bill, 8)}`,
          customerId,
          trxDate: invoiceDate(random.int(0, INVOICE_MONTHS - 1), random.int(1, 28)),
          amount: (random.int(5, 500) * 100_000).toFixed(2),
        });
      }
    }
  }
  await insertChunks(made, (chunk) => db.insert(customers).values(chunk));
  await insertChunks(bills, (chunk) => db.insert(invoices).values(chunk));
}
