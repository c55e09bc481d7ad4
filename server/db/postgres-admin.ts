/**
 * Creating and dropping PostgreSQL databases beside the one a URL names, as the tests and the
 * benchmarks do: a statement on a connection of its own (CREATE DATABASE cannot run in a pool's
 * transaction), and the URL of another database of the same server.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Runs `work` on a connection of its own to the database `url` names, closed afterwards. */
export async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** `url` with another database name. */
export function databaseUrl(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A name no other database has yet: `prefix` and random hex digits. */
export const freshDatabaseName = (prefix: string): string => `${prefix}_${randomBytes(6).toString('hex')}`;
