/**
 * The reference lists Armada owns, which every database holds, demo or production: the menu entries
 * of the declared screens, the starting access profiles with their screens, and the reasons a user
 * picks from. Written at every start: the menu follows the declarations of the running version
 * (a new screen appears, a renamed one is renamed); the profiles and the reasons are written only
 * into an empty table, so what head office has since changed stays as it is.
 */
import { sql } from 'drizzle-orm';
import { MENU_TREE } from '../../common/modules';
import { STARTING_PROFILES } from '../../common/modules/define';
import type { Db } from './client';
import { accessProfiles, adjustReasons, menuGrants, menuItems, targetDeleteReasons } from './schema';

/** Why credit of an incentive moves (Adjust Incentive). */
export const ADJUST_REASONS = [
  'Relasi pindah salesman',
  'Salah mapping salesman',
  'Order diambil salesman lain',
  'Kunjungan bersama (joint call)',
  'Koreksi faktur',
  'Relasi baru belum dimapping',
];

/** Why a branch target may be deleted. */
export const TARGET_DELETE_REASONS = [
  'Salah input target',
  'Revisi rekomendasi head office',
  'Perubahan struktur cabang',
  'Data ganda',
];

/** The menu rows of the declarations: each group, then its entries, in the drawer's order. */
export function declaredMenuItems(): (typeof menuItems.$inferInsert)[] {
  return MENU_TREE.flatMap((group, gi) => [
    { menuListId: group.id, parentId: null, menuListDesc: group.title, url: null, sortOrder: gi * 100 },
    ...group.entries.map((entry, ci) => ({
      menuListId: entry.id,
      parentId: group.id,
      menuListDesc: entry.title,
      url: entry.url,
      sortOrder: gi * 100 + ci + 1,
    })),
  ]);
}

/** The screens each starting profile holds, as the declarations grant them. */
export function startingGrants(): (typeof menuGrants.$inferInsert)[] {
  return MENU_TREE.flatMap((group) =>
    group.entries.flatMap((entry) => entry.demo.map((profile) => ({ profile, menuListId: entry.id }))),
  );
}

async function isEmptyTable(
  db: Db,
  table: typeof accessProfiles | typeof adjustReasons | typeof targetDeleteReasons,
) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
  return (row?.n ?? 0) === 0;
}

/**
 * The declared menu rows the table does not hold as declared. A start whose menu is current writes
 * nothing: a statement on the table, even one that changes no row, would move its data version
 * (the version triggers fire per statement), and with it every cache of the menu and every backup's
 * digest of an untouched database.
 */
async function staleMenuItems(db: Db): Promise<(typeof menuItems.$inferInsert)[]> {
  const held = new Map(
    (await db.select().from(menuItems)).map((row) => [row.menuListId, JSON.stringify(menuRowValues(row))]),
  );
  return declaredMenuItems().filter((row) => held.get(row.menuListId) !== JSON.stringify(menuRowValues(row)));
}

function menuRowValues(row: typeof menuItems.$inferInsert) {
  return [row.parentId ?? null, row.menuListDesc, row.url ?? null, row.sortOrder ?? 0];
}

export async function ensureReferenceLists(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    // Processes starting together against one PostgreSQL: one writes, the next sees the rows.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended('armada-reference-lists', 0))`);
    const stale = await staleMenuItems(tx);
    if (stale.length > 0)
      await tx
        .insert(menuItems)
        .values(stale)
        .onConflictDoUpdate({
          target: menuItems.menuListId,
          set: {
            parentId: sql`excluded.parent_id`,
            menuListDesc: sql`excluded.menu_list_desc`,
            url: sql`excluded.url`,
            sortOrder: sql`excluded.sort_order`,
          },
        });
    if (await isEmptyTable(tx, accessProfiles)) {
      await tx
        .insert(accessProfiles)
        .values(STARTING_PROFILES.map((p) => ({ profile: p.profile, profileDesc: p.desc })));
      await tx.insert(menuGrants).values(startingGrants());
    }
    if (await isEmptyTable(tx, adjustReasons))
      await tx.insert(adjustReasons).values(ADJUST_REASONS.map((reasonDesc) => ({ reasonDesc })));
    if (await isEmptyTable(tx, targetDeleteReasons))
      await tx
        .insert(targetDeleteReasons)
        .values(TARGET_DELETE_REASONS.map((reasonDesc) => ({ reasonDesc })));
  });
}
