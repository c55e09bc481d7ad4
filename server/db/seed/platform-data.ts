/** Demo data of the platform: head office and branches, the menu tree, users and open periods. */
import { HEAD_OFFICE_ORG_ID, KEPALA_CABANG, PERIOD_TYPES, type PeriodType } from '../../../common/constants';
import { endOfLastMonth } from '../../../common/dates';
import { hashPassword } from '../../platform/passwords';
import type { Db } from '../client';
import { branches, menuGrants, menuItems, periods, users } from '../schema';

export const DEMO_PASSWORD = 'Armada2026!';

export const DEMO_BRANCHES = [
  { orgId: HEAD_OFFICE_ORG_ID, branchCode: 'HO', branchDesc: 'HEAD OFFICE' },
  { orgId: 101, branchCode: 'JKT', branchDesc: 'JAKARTA' },
  { orgId: 101, branchCode: 'BKS', branchDesc: 'BEKASI' },
  { orgId: 102, branchCode: 'BDG', branchDesc: 'BANDUNG' },
  { orgId: 103, branchCode: 'SMG', branchDesc: 'SEMARANG' },
  { orgId: 104, branchCode: 'SBY', branchDesc: 'SURABAYA' },
  { orgId: 104, branchCode: 'MLG', branchDesc: 'MALANG' },
  { orgId: 105, branchCode: 'YOG', branchDesc: 'YOGYAKARTA' },
  { orgId: 106, branchCode: 'MDN', branchDesc: 'MEDAN' },
  { orgId: 107, branchCode: 'PLM', branchDesc: 'PALEMBANG' },
  { orgId: 108, branchCode: 'MKS', branchDesc: 'MAKASSAR' },
  { orgId: 109, branchCode: 'DPS', branchDesc: 'DENPASAR' },
  { orgId: 110, branchCode: 'BPN', branchDesc: 'BALIKPAPAN' },
  { orgId: 111, branchCode: 'PNK', branchDesc: 'PONTIANAK' },
  { orgId: 112, branchCode: 'MND', branchDesc: 'MANADO' },
  { orgId: 113, branchCode: 'PDG', branchDesc: 'PADANG' },
];

type Profile = 'HEAD_OFFICE' | 'BRANCH' | 'KEPALA_CABANG';
interface MenuSeed {
  id: number;
  desc: string;
  url?: string;
  children?: { id: number; desc: string; url: string; profiles: Profile[] }[];
}

const HO: Profile[] = ['HEAD_OFFICE'];
const ALL: Profile[] = ['HEAD_OFFICE', 'BRANCH', 'KEPALA_CABANG'];
const BRANCHES: Profile[] = ['HEAD_OFFICE', 'BRANCH', 'KEPALA_CABANG'];
const HEADS: Profile[] = ['HEAD_OFFICE', 'KEPALA_CABANG'];

/** The menu tree: every screen route of the spec's route table, grouped as the drawer shows it. */
export const DEMO_MENU: MenuSeed[] = [
  {
    id: 10,
    desc: 'Structure',
    children: [
      { id: 11, desc: 'Employee Type', url: '/structure/type', profiles: HO },
      { id: 12, desc: 'Employee Title', url: '/structure/title', profiles: HO },
      { id: 13, desc: 'Manage Role', url: '/manage-role/overview', profiles: ALL },
      { id: 14, desc: 'Add New Role', url: '/manage-role/new', profiles: ALL },
      { id: 15, desc: 'Upload New Role', url: '/manage-role/upload', profiles: ALL },
    ],
  },
  {
    id: 20,
    desc: 'Mapping Sales Rep',
    children: [{ id: 21, desc: 'Mapping Salesrep', url: '/mapping-sales-rep/overview', profiles: ALL }],
  },
  {
    id: 30,
    desc: 'Mapping Sales Assignment',
    children: [
      { id: 31, desc: 'View Mapping Assignment', url: '/mapping-sales-assignment/overview', profiles: ALL },
      { id: 32, desc: 'Upload Mapping Assignment', url: '/mapping-sales-assignment/upload', profiles: ALL },
      { id: 33, desc: 'Mapping New Customer', url: '/mapping-sales-assignment/new', profiles: ALL },
      { id: 34, desc: 'Print Barcode Relasi', url: '/mapping-sales-assignment/printqrrelasi', profiles: ALL },
      {
        id: 35,
        desc: 'Print Barcode Relasi (File)',
        url: '/mapping-sales-assignment/printqrrelasinew',
        profiles: ALL,
      },
      {
        id: 36,
        desc: 'Overview Location Relasi',
        url: '/mapping-sales-assignment/overviewgeotag',
        profiles: ALL,
      },
      {
        id: 37,
        desc: 'Unmapping Sales',
        url: '/mapping-sales-assignment/overviewunmappingsales',
        profiles: ALL,
      },
    ],
  },
  {
    id: 40,
    desc: 'Target',
    children: [
      { id: 41, desc: 'Summary Target', url: '/target/overview', profiles: HO },
      { id: 42, desc: 'Submit Target', url: '/target/submit', profiles: HO },
      { id: 43, desc: 'Upload Target', url: '/target/upload', profiles: HO },
      { id: 44, desc: 'Summary Target Cabang', url: '/target/overviewbranch', profiles: BRANCHES },
      { id: 45, desc: 'Submit Target Cabang', url: '/target/submitbranch', profiles: BRANCHES },
      { id: 46, desc: 'Target HO Approval', url: '/target/approvaltarget', profiles: HO },
      { id: 47, desc: 'Approval Target Cabang', url: '/target/approvaltargetcab', profiles: HEADS },
      { id: 48, desc: 'Delete Target Cabang', url: '/target/deletetargetcab', profiles: HEADS },
    ],
  },
  {
    id: 50,
    desc: 'CRC',
    children: [
      { id: 51, desc: 'CRC File Viewer', url: '/crc/overview', profiles: ALL },
      { id: 52, desc: 'Overview File CRC', url: '/crc/overview-display-src', profiles: ALL },
    ],
  },
  {
    id: 60,
    desc: 'Mapping Bisnis Lini',
    children: [
      { id: 61, desc: 'Upload Bisnis Lini Product', url: '/mapping-sublini-product/upload', profiles: HO },
      {
        id: 62,
        desc: 'Overview Bisnis Lini Product',
        url: '/mapping-sublini-product/overview',
        profiles: ALL,
      },
    ],
  },
  {
    id: 70,
    desc: 'Adjust Incentive',
    children: [
      { id: 71, desc: 'Upload Adjust Incentive', url: '/adjust-incentive/upload', profiles: ALL },
      { id: 72, desc: 'Adjust Incentive', url: '/adjust-incentive/new', profiles: ALL },
      { id: 73, desc: 'Adjust Incentive Summary', url: '/adjust-incentive/summary', profiles: ALL },
      { id: 74, desc: 'Adjust Incentive Approval', url: '/adjust-incentive/approval', profiles: HEADS },
    ],
  },
  {
    id: 80,
    desc: 'Call Management',
    children: [
      { id: 81, desc: 'Upload Fixed Call', url: '/call-management/uploadfixedcall', profiles: ALL },
      { id: 82, desc: 'Overview Fixed Call', url: '/call-management/overviewfixedcall', profiles: ALL },
      {
        id: 83,
        desc: 'Overview Call Realization',
        url: '/call-management/overviewrealization',
        profiles: ALL,
      },
      { id: 84, desc: 'Upload Calendar', url: '/call-management/uploadCalendar', profiles: HO },
      { id: 85, desc: 'Overview Calendar', url: '/call-management/overviewCalendar', profiles: ALL },
      { id: 86, desc: 'Upload Master Call Plan', url: '/call-management/uploadmastercall', profiles: ALL },
      {
        id: 87,
        desc: 'Overview Master Call Plan',
        url: '/call-management/overviewmastercall',
        profiles: ALL,
      },
    ],
  },
  {
    id: 90,
    desc: 'Push Activity',
    children: [
      { id: 91, desc: 'Input Push Activity', url: '/pushactivity/addpaheader', profiles: HO },
      { id: 92, desc: 'Push Activity Approval', url: '/pushactivity/paapproval', profiles: HO },
      { id: 93, desc: 'Push Activity Overview', url: '/pushactivity/paoverview', profiles: ALL },
    ],
  },
  {
    id: 100,
    desc: 'Setting',
    children: [
      { id: 101, desc: 'Setting Period', url: '/setting/settingperiod', profiles: HO },
      { id: 102, desc: 'Promotion Setting', url: '/setting/settingslide', profiles: HO },
    ],
  },
];

export const DEMO_USERS = [
  {
    userId: 'ho.admin',
    userName: 'Admin Head Office',
    positionCode: 'HO-ADMIN',
    orgId: HEAD_OFFICE_ORG_ID,
    branchCode: 'HO',
    accessType: null,
    profile: 'HEAD_OFFICE',
  },
  {
    userId: 'branch.admin',
    userName: 'Admin Cabang Jakarta',
    positionCode: 'JKT-ADMIN',
    orgId: 101,
    branchCode: 'JKT',
    accessType: null,
    profile: 'BRANCH',
  },
  {
    // Bandung's MAPPING SALESREP period is closed in the demo (CLOSED_DEMO_PERIOD): this user sees
    // 'Periode sudah ditutup.' in the sales rep popup.
    userId: 'bdg.admin',
    userName: 'Admin Cabang Bandung',
    positionCode: 'BDG-ADMIN',
    orgId: 102,
    branchCode: 'BDG',
    accessType: null,
    profile: 'BRANCH',
  },
  {
    userId: 'branch.head',
    userName: 'Kepala Cabang Bekasi',
    positionCode: 'BKS-KACAB',
    orgId: 101,
    branchCode: 'BKS',
    accessType: KEPALA_CABANG,
    profile: 'KEPALA_CABANG',
  },
  {
    // Head office's second user: maker-checker lets nobody decide their own campaign, so a campaign
    // ho.admin makes waits for this user (and this user's, the demo's, for ho.admin).
    userId: 'hq.marketing',
    userName: 'Marketing Head Office',
    positionCode: 'HO-MARKETING',
    orgId: HEAD_OFFICE_ORG_ID,
    branchCode: 'HO',
    accessType: null,
    profile: 'HEAD_OFFICE',
  },
];

/** Periods are open from the start of last year to the end of next year, for every branch and module. */
function openRange(now = new Date()) {
  return { startDate: `${now.getFullYear() - 1}-01-01`, endDate: `${now.getFullYear() + 1}-12-31` };
}

/**
 * One period of the demo is closed, so that 'Periode sudah ditutup.' can be seen: Bandung's sales
 * rep mapping ended last month. No demo user belongs to Bandung's org (102); head office sees it.
 */
export const CLOSED_DEMO_PERIOD = { type: 'MAPPING SALESREP', branchCode: 'BDG' } as const;

function demoRange(type: PeriodType, branchCode: string) {
  const range = openRange();
  const closed = type === CLOSED_DEMO_PERIOD.type && branchCode === CLOSED_DEMO_PERIOD.branchCode;
  return closed ? { ...range, endDate: endOfLastMonth() } : range;
}

export async function seedPlatform(db: Db): Promise<void> {
  await db.insert(branches).values(DEMO_BRANCHES);

  const items: (typeof menuItems.$inferInsert)[] = [];
  const grants: (typeof menuGrants.$inferInsert)[] = [];
  DEMO_MENU.forEach((group, gi) => {
    items.push({
      menuListId: group.id,
      parentId: null,
      menuListDesc: group.desc,
      url: group.url ?? null,
      sortOrder: gi * 100,
    });
    group.children?.forEach((child, ci) => {
      items.push({
        menuListId: child.id,
        parentId: group.id,
        menuListDesc: child.desc,
        url: child.url,
        sortOrder: gi * 100 + ci + 1,
      });
      for (const profile of child.profiles) grants.push({ profile, menuListId: child.id });
    });
  });
  await db.insert(menuItems).values(items);
  await db.insert(menuGrants).values(grants);

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.insert(users).values(DEMO_USERS.map((u) => ({ ...u, passwordHash })));

  await db.insert(periods).values(
    DEMO_BRANCHES.flatMap((b) =>
      PERIOD_TYPES.map((type) => ({
        type,
        orgId: b.orgId,
        branchCode: b.branchCode,
        ...demoRange(type, b.branchCode),
        quartal: null,
        userIdUpdate: 'seed',
      })),
    ),
  );
}
