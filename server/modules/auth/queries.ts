import { and, asc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { MenuItem } from '../../../common/contract/auth';
import type { Db } from '../../db/client';
import { loginFailures, menuGrants, menuItems, users } from '../../db/schema';

export async function findUser(db: Db, username: string) {
  const found = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.userId})`, username.toLowerCase()))
    .limit(1);
  return found[0];
}

/** Failed logins of one user from one address within the window. */
export async function recentFailures(
  db: Db,
  username: string,
  ip: string,
  windowSeconds: number,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.username, username.toLowerCase()),
        eq(loginFailures.ip, ip),
        gt(loginFailures.at, sql`now() - make_interval(secs => ${windowSeconds})`),
      ),
    );
  return row?.n ?? 0;
}

export async function recordFailure(db: Db, username: string, ip: string): Promise<void> {
  await db.insert(loginFailures).values({ username: username.toLowerCase().slice(0, 100), ip });
}

export async function clearFailures(db: Db, username: string, ip: string): Promise<void> {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.username, username.toLowerCase()), eq(loginFailures.ip, ip)));
}

/** The menu items granted to the user or its profile, with every parent of a granted item. */
export async function menuOf(db: Db, userId: string, profile: string): Promise<MenuItem[]> {
  const granted = db
    .select({ id: menuGrants.menuListId })
    .from(menuGrants)
    .where(or(eq(menuGrants.profile, profile), eq(menuGrants.userId, userId)));
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
