/**
 * Demo sales reps and their mapping history: in each branch a few more reps than sales positions
 * (salesman, merchandiser, collector), each with one to four stints over the last years. Stints
 * follow yearly slots; in each slot a rep holds one position and a position one rep, so the
 * history obeys the rules a new mapping is checked against. The last slot runs open-ended: the
 * current mappings. One rep per branch has left (no current stint).
 */
import { inArray } from 'drizzle-orm';
import { OPEN_END_DATE } from '../../../common/constants';
import { dayBefore } from '../../../common/dates';
import type { Db } from '../client';
import { roles, salesrepMappings, salesreps } from '../schema';
import { DEMO_BRANCHES } from './platform-data';
import type { Random } from './random';

export const FIRST_NAMES = [
  'Agus',
  'Budi',
  'Dewi',
  'Eko',
  'Fitri',
  'Gita',
  'Hendra',
  'Indah',
  'Joko',
  'Kartika',
  'Lestari',
  'Made',
  'Nur',
  'Putri',
  'Rahmat',
  'Sari',
  'Teguh',
  'Utami',
  'Wahyu',
  'Yanti',
  'Zainal',
  'Ayu',
  'Bambang',
  'Citra',
  'Dian',
  'Endang',
  'Farid',
  'Hadi',
  'Iwan',
  'Kurnia',
  'Rina',
  'Slamet',
] as const;
export const LAST_NAMES = [
  'Santoso',
  'Wijaya',
  'Pratama',
  'Saputra',
  'Hidayat',
  'Nugroho',
  'Kusuma',
  'Setiawan',
  'Siregar',
  'Simanjuntak',
  'Lubis',
  'Nasution',
  'Harahap',
  'Wibowo',
  'Gunawan',
  'Purnomo',
  'Susanto',
  'Halim',
  'Tanjung',
  'Rahayu',
  'Permana',
  'Hakim',
  'Firmansyah',
  'Kurniawan',
] as const;

/** Yearly slots of the demo history; the last one is open-ended. */
const SLOT_STARTS = ['2023-01-01', '2024-01-01', '2025-01-01', '2026-01-01'] as const;
const slotEnd = (i: number) =>
  i + 1 < SLOT_STARTS.length ? dayBefore(SLOT_STARTS[i + 1] as string) : OPEN_END_DATE;

/** Reps per branch grow with the scale up to a bound: the bench's big roles need no more reps. */
const MAX_REP_SCALE = 50;
/** Rows per INSERT: 14 parameters a stint stay well under the 65,535 parameters of one statement. */
const INSERT_CHUNK = 2000;
const SALES_FORCE = ['SALESMAN', 'MERCHANDISER', 'COLLECTOR'];

type Role = typeof roles.$inferSelect;

function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/**
 * The positions of a branch that reps may hold. At scale 1, the branch's first positions by code, as
 * the demo has always had them. At a bigger scale a branch has thousands of positions and the reps
 * are bounded: the first ones by code would all be collectors (COL sorts before MER and SLS), so
 * no salesman would have a rep; the reps are spread evenly over the sorted positions instead, and
 * every type of the sales force gets its share.
 */
export function positionsWithReps(sorted: readonly Role[], slots: number, scale: number): Role[] {
  if (scale === 1 || sorted.length <= slots) return sorted.slice(0, slots);
  return Array.from({ length: slots }, (_, i) => sorted[Math.floor((i * sorted.length) / slots)] as Role);
}

export async function seedSalesreps(db: Db, random: Random, scale: number): Promise<void> {
  const positions = await db
    .select()
    .from(roles)
    .where(inArray(roles.employeeTypeCode, SALES_FORCE))
    .orderBy(roles.rolePositionCode);
  const byBranch = new Map<string, Role[]>();
  // Appended in place: copying the branch's list for each role costs its square, hours at scale
  // 20000 (156,000 sales positions a branch).
  for (const role of positions) {
    const list = byBranch.get(role.branchCode);
    if (list) list.push(role);
    else byBranch.set(role.branchCode, [role]);
  }

  const reps: (typeof salesreps.$inferInsert)[] = [];
  const stints: (typeof salesrepMappings.$inferInsert)[] = [];
  let serial = 0;
  for (const branch of DEMO_BRANCHES) {
    const branchPositions = positionsWithReps(
      byBranch.get(branch.branchCode) ?? [],
      7 * Math.min(scale, MAX_REP_SCALE),
      scale,
    );
    if (branchPositions.length === 0) continue;
    const branchReps = Array.from({ length: branchPositions.length + 1 }, () => {
      serial++;
      const rep = {
        employeeId: `1${String(serial).padStart(7, '0')}`,
        employeeName: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
        orgId: branch.orgId,
        branchCode: branch.branchCode,
        positionCodeHcm: `HCM-${branch.branchCode}-${String(serial).padStart(5, '0')}`,
      };
      reps.push(rep);
      // Stints in the last k slots; the branch's last rep left at the end of the slot before.
      const stintCount = random.int(1, SLOT_STARTS.length);
      return { rep, stintCount };
    });
    const leaver = branchReps.length - 1;
    SLOT_STARTS.forEach((slotStart, slot) => {
      const end = slotEnd(slot);
      const lastSlot = SLOT_STARTS.length - 1;
      const active = branchReps.filter(({ stintCount }, i) => {
        const lastOfRep = i === leaver ? lastSlot - 1 : lastSlot;
        return slot <= lastOfRep && slot > lastOfRep - stintCount;
      });
      const free = shuffled(random, branchPositions).filter(
        (p) => p.roleStartDate <= end && p.roleEndDate >= slotStart,
      );
      active.forEach(({ rep }, i) => {
        const role = free[i];
        if (!role) return;
        // ISO dates sort as text: the later start and the earlier end of the slot and the role.
        const [, start] = [role.roleStartDate, slotStart].sort() as [string, string];
        const [endDate] = [role.roleEndDate, end].sort() as [string, string];
        stints.push({
          employeeId: rep.employeeId,
          roleMapId: role.roleMapId,
          positionCode: role.rolePositionCode,
          orgId: role.orgId,
          branchCode: role.branchCode,
          employeeTypeId: role.employeeTypeId,
          employeeTypeCode: role.employeeTypeCode,
          employeeTitleId: role.employeeTitleId,
          employeeTitleCode: role.employeeTitleCode,
          supervisor: role.roleSupCode,
          cso: role.csoCode,
          startDate: start,
          endDate,
          userIdUpdate: 'seed',
        });
      });
    });
  }
  for (let at = 0; at < reps.length; at += INSERT_CHUNK) {
    await db.insert(salesreps).values(reps.slice(at, at + INSERT_CHUNK));
  }
  for (let at = 0; at < stints.length; at += INSERT_CHUNK) {
    await db.insert(salesrepMappings).values(stints.slice(at, at + INSERT_CHUNK));
  }
}
