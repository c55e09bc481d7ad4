import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { MenuItem } from '../../../common/contract/auth';
import type { Db } from '../../db/client';
import { menuGrants, menuItems, userProfiles } from '../../db/schema';

/** The menu items granted to the user or one of its profiles, with every parent of a granted item. */
export async function menuOf(db: Db, userId: string): Promise<MenuItem[]> {
  const held = db
    .select({ profile: userProfiles.profile })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId));
  const granted = db
    .select({ id: menuGrants.menuListId })
    .from(menuGrants)
    .where(or(inArray(menuGrants.profile, held), eq(menuGrants.userId, userId)));
  const items = await db
    .select({
      MENU_LIST_ID: menuItems.menuListId,
      PARENT_ID: menuItems.parentId,
      MENU_LIST_DESC: menuItems.menuListDesc,
      URL: menuItems.url,
    })
    .from(menuItems)
    .where(
      or(
        inArray(menuItems.menuListId, granted),
        inArray(
          menuItems.menuListId,
          db
            .select({ id: sql<number>`${menuItems.parentId}` })
            .from(menuItems)
            .where(inArray(menuItems.menuListId, granted)),
        ),
      ),
    )
    .orderBy(asc(menuItems.sortOrder), asc(menuItems.menuListId));
  return items;
}
