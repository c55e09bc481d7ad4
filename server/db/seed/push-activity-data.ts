/**
 * Demo push activity campaigns: this month's in every state (two waiting for approval, one approved,
 * one rejected), one of last month and one starting next month, made by head office's marketing
 * user (so head office's admin may decide them; the marketing user, a login too, decides the
 * admin's), for the salesmen's titles of a few branches, with outlets of each of those branches and a
 * survey of several question types.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PaStatus, SurveyQuestion } from '../../../common/contract/push-activity';
import { toIsoDate } from '../../../common/dates';
import type { Db } from '../client';
import {
  branches,
  customers,
  employeeTitles,
  employeeTypes,
  paBranches,
  paChannels,
  paCustomers,
  paHeaders,
  paProducts,
  paQuestions,
  paTitles,
} from '../schema';

/**
 * Who made the demo campaigns: head office's second user (platform-data.ts), so head office's admin
 * may approve them, and this user the campaigns the admin makes.
 */
export const DEMO_CAMPAIGN_MAKER = 'hq.marketing';

/** The demo survey: one question of most types, with jumps (also what the benches save). */
export const DEMO_SURVEY: SurveyQuestion[] = [
  {
    id: 'q-display',
    type: 'Yes or No',
    body: 'Apakah display produk sudah sesuai planogram?',
    options: [
      { body: 'Yes', sequence: 0, nextQuestion: 'q-facing' },
      { body: 'No', sequence: 1, nextQuestion: 'q-reason' },
    ],
    sequence: 0,
  },
  {
    id: 'q-reason',
    type: 'Multiple Choice',
    body: 'Apa kendala display?',
    options: [
      { body: 'Rak penuh', sequence: 0, nextQuestion: null },
      { body: 'Pemilik menolak', sequence: 1, nextQuestion: null },
      { body: 'Stok kosong', sequence: 2, nextQuestion: null },
    ],
    sequence: 1,
  },
  {
    id: 'q-facing',
    type: 'Number',
    body: 'Jumlah facing produk',
    hasMinMax: true,
    minValue: 1,
    maxValue: 200,
    sequence: 2,
  },
  {
    id: 'q-note',
    type: 'Text',
    body: 'Catatan kunjungan',
    characterLimited: true,
    textLimit: 1024,
    sequence: 3,
  },
  {
    id: 'q-score',
    type: 'Scale',
    body: 'Kepuasan pemilik toko',
    intervals: 2,
    minValue: 1,
    maxValue: 8,
    sequence: 4,
  },
];

interface Demo {
  name: string;
  monthOffset: number;
  status: PaStatus;
  branches: string[];
  channels: string[];
  products: string[];
  bisnis: string;
}

const CAMPAIGNS: Demo[] = [
  {
    name: 'Display Vitamin C Akhir Tahun',
    monthOffset: 0,
    status: 'New Request',
    branches: ['JKT', 'BKS'],
    channels: ['GENERAL TRADE'],
    products: ['FRM-OTC'],
    bisnis: 'FARMA',
  },
  {
    name: 'Survei Stok Antibiotik',
    monthOffset: 0,
    status: 'New Request',
    branches: ['BDG', 'SMG'],
    channels: ['INSTITUSI'],
    products: ['FRM-ETH'],
    bisnis: 'FARMA',
  },
  {
    name: 'Aktivasi Susu Pertumbuhan',
    monthOffset: 0,
    status: 'Approved',
    branches: ['JKT', 'SBY'],
    channels: ['MODERN TRADE'],
    products: ['CHC-NUT'],
    bisnis: 'CONSUMER',
  },
  {
    name: 'Promo Glukometer Klinik',
    monthOffset: 0,
    status: 'Rejected',
    branches: ['MDN'],
    channels: ['INSTITUSI'],
    products: ['ALK-DX'],
    bisnis: 'ALKES',
  },
  {
    name: 'Display Obat Batuk Musim Hujan',
    monthOffset: -1,
    status: 'Approved',
    branches: ['JKT', 'BDG', 'YOG'],
    channels: ['GENERAL TRADE'],
    products: ['FRM-OTC'],
    bisnis: 'FARMA',
  },
  {
    name: 'Kunjungan Apotek Awal Tahun',
    monthOffset: 1,
    status: 'New Request',
    branches: ['BKS'],
    channels: ['GENERAL TRADE'],
    products: [],
    bisnis: 'FARMA',
  },
];

/** How many outlets of each of its branches a demo campaign lists. */
const OUTLETS_PER_BRANCH = 20;

/** The first and last day of a month some months from now, and a campaign of about three weeks in it. */
function period(offset: number, now = new Date()): { start: string; end: string } {
  return {
    start: toIsoDate(new Date(now.getFullYear(), now.getMonth() + offset, 3)),
    end: toIsoDate(new Date(now.getFullYear(), now.getMonth() + offset, 24)),
  };
}

export async function seedPushActivities(db: Db): Promise<void> {
  const [salesman] = await db.select().from(employeeTypes).where(eq(employeeTypes.code, 'SALESMAN'));
  if (!salesman) return;
  const titles = await db
    .select()
    .from(employeeTitles)
    .where(and(eq(employeeTitles.typeCode, salesman.code), sql`${employeeTitles.endDate} >= current_date`))
    .orderBy(asc(employeeTitles.code));
  for (const demo of CAMPAIGNS) {
    const { start, end } = period(demo.monthOffset);
    const decided = demo.status !== 'New Request';
    const [header] = await db
      .insert(paHeaders)
      .values({
        name: demo.name,
        description: `${demo.name}: kunjungan dan foto display di outlet terpilih.`,
        bisnisCode: demo.bisnis,
        startDate: start,
        endDate: end,
        employeeTypeId: salesman.employeeTypeId,
        employeeTypeCode: salesman.code,
        isPicture: demo.channels.includes('MODERN TRADE') ? 1 : 0,
        status: demo.status,
        userIdUpdate: DEMO_CAMPAIGN_MAKER,
        decidedBy: decided ? 'ho.admin' : null,
        decidedAt: decided ? sql`now()` : null,
      })
      .returning({ id: paHeaders.activityHeaderId });
    const id = (header as { id: number }).id;
    await db.insert(paTitles).values(
      titles.map((t) => ({
        activityHeaderId: id,
        tittleId: t.employeeTitleId,
        tittleCode: t.code,
        tittleDesc: t.description,
      })),
    );
    const chosen = await db.select().from(branches).where(inArray(branches.branchCode, demo.branches));
    await db
      .insert(paBranches)
      .values(chosen.map((b) => ({ activityHeaderId: id, orgId: b.orgId, branchCode: b.branchCode })));
    await db
      .insert(paChannels)
      .values(demo.channels.map((channelGroup) => ({ activityHeaderId: id, channelGroup })));
    if (demo.products.length > 0) {
      await db
        .insert(paProducts)
        .values(demo.products.map((productGroup) => ({ activityHeaderId: id, productGroup })));
    }
    await db.insert(paQuestions).values(
      DEMO_SURVEY.map((q) => ({
        activityHeaderId: id,
        questionId: q.id,
        sequence: q.sequence,
        type: q.type,
        body: q.body,
        definition: q,
      })),
    );
    // Outlets of every branch of the campaign, so that each org's users find theirs in it.
    for (const branch of demo.branches) {
      const outlets = await db
        .select({
          customerId: customers.customerId,
          customerIdRef: customers.customerIdRef,
          customerName: customers.customerName,
          orgId: customers.orgId,
        })
        .from(customers)
        .where(eq(customers.branchCode, branch))
        .orderBy(asc(customers.customerId))
        .limit(OUTLETS_PER_BRANCH);
      if (outlets.length > 0)
        await db.insert(paCustomers).values(outlets.map((o) => ({ activityHeaderId: id, ...o })));
    }
  }
}
