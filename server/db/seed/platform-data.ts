/** Demo data of the platform: head office and branches, users with their profiles, and open periods. */
import { HEAD_OFFICE_ORG_ID, KEPALA_CABANG, PERIOD_TYPES, type PeriodType } from '../../../common/constants';
import { endOfLastMonth } from '../../../common/dates';
import { MENU_TREE } from '../../../common/modules';
import type { DemoProfile } from '../../../common/modules/define';
import { hashPassword } from '../../platform/passwords';
import type { Db } from '../client';
import { branches, periods, userProfiles, users } from '../schema';

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

/**
 * The menu tree as the seed writes it: every screen's menu entry, read from the modules'
 * declarations (common/modules), with the demo profiles granted it.
 */
export const DEMO_MENU = MENU_TREE.map((group) => ({
  id: group.id,
  desc: group.title,
  children: group.entries.map((entry) => ({
    id: entry.id,
    desc: entry.title,
    url: entry.url,
    profiles: entry.demo,
  })),
}));

/** The demo users; ho.admin alone also administers users (USER_ADMIN). */
export const DEMO_USERS: {
  userId: string;
  userName: string;
  positionCode: string;
  orgId: number;
  branchCode: string;
  accessType: string | null;
  profiles: DemoProfile[];
}[] = [
  {
    userId: 'ho.admin',
    userName: 'Admin Head Office',
    positionCode: 'HO-ADMIN',
    orgId: HEAD_OFFICE_ORG_ID,
    branchCode: 'HO',
    accessType: null,
    profiles: ['HEAD_OFFICE', 'USER_ADMIN'],
  },
  {
    userId: 'branch.admin',
    userName: 'Admin Cabang Jakarta',
    positionCode: 'JKT-ADMIN',
    orgId: 101,
    branchCode: 'JKT',
    accessType: null,
    profiles: ['BRANCH'],
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
    profiles: ['BRANCH'],
  },
  {
    userId: 'branch.head',
    userName: 'Kepala Cabang Bekasi',
    positionCode: 'BKS-KACAB',
    orgId: 101,
    branchCode: 'BKS',
    accessType: KEPALA_CABANG,
    profiles: ['KEPALA_CABANG'],
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
    profiles: ['HEAD_OFFICE'],
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

/** The branches, users and periods of the demo; the menu and the profiles are reference lists. */
export async function seedPlatform(db: Db): Promise<void> {
  await db.insert(branches).values(DEMO_BRANCHES);

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.insert(users).values(DEMO_USERS.map(({ profiles: _, ...u }) => ({ ...u, passwordHash })));
  await db
    .insert(userProfiles)
    .values(DEMO_USERS.flatMap((u) => u.profiles.map((profile) => ({ userId: u.userId, profile }))));

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
