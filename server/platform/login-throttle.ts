/**
 * The pause after failed logins, per user and address and per address across user names.
 *
 * An attempt is recorded as a failure before its password is checked, and the count that decides
 * whether it may be checked at all is read in the same transaction under a lock on the address.
 * Attempts sent together therefore queue for the decision, each sees the ones before it, and the
 * attempt after the limit is refused however the attempts arrive (counting first and recording
 * after the slow hash let 100 parallel guesses all be checked). A login that succeeds removes the
 * failures of its user from its address, its own reservation included.
 *
 * The counts live in the database, so the pause holds across processes behind a load balancer.
 */
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../db/client';
import { loginFailures } from '../db/schema';

const f = loginFailures;

export interface LoginLimits {
  /** Failures of one user from one address within the window before logins pause. */
  perUser: number;
  /** Failures from one address, whatever the user names, within the window. */
  perAddress: number;
  windowSeconds: number;
}

/** The stored form of a user name: failures of 'Ho.Admin' and 'ho.admin' count together. */
const userKey = (username: string) => username.toLowerCase().slice(0, 100);

/**
 * Reserves a check of this login: true when it may go on (its failure is then recorded until a
 * success clears it), false when the user or the address has used up its failures in the window.
 */
export async function reserveLoginAttempt(
  db: Db,
  username: string,
  ip: string,
  limits: LoginLimits,
): Promise<boolean> {
  const user = userKey(username);
  const since = sql`now() - make_interval(secs => ${limits.windowSeconds})`;
  return db.transaction(async (tx) => {
    // Every attempt from this address waits here for the ones before it to be decided. The lock
    // ends with the transaction; two addresses sharing a hash only queue together.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`armada-login:${ip}`}, 0))`);
    // Failures older than the window count no more: dropped here, so the table stays small.
    await tx.execute(sql`DELETE FROM ${f} WHERE ${f.ip} = ${ip} AND ${f.at} <= ${since}`);
    const [counts] = await rows<{ byUser: number; byAddress: number }>(
      tx,
      sql`SELECT (count(*) FILTER (WHERE ${f.username} = ${user}))::int AS "byUser",
                 count(*)::int AS "byAddress"
          FROM ${f} WHERE ${f.ip} = ${ip}`,
    );
    if (!counts || counts.byUser >= limits.perUser || counts.byAddress >= limits.perAddress) return false;
    await tx.insert(loginFailures).values({ username: user, ip });
    return true;
  });
}

/** A successful login: its user's failures from this address, its own reservation too, are gone. */
export async function clearLoginFailures(db: Db, username: string, ip: string): Promise<void> {
  await db.execute(sql`DELETE FROM ${f} WHERE ${f.username} = ${userKey(username)} AND ${f.ip} = ${ip}`);
}
