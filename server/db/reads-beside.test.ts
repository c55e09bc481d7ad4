/**
 * Which statements may run beside an open transaction on the embedded database, and which tables
 * a read names (reads-beside.mjs). What they do in the worker is tested in pglite-client.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { isPlainRead, namesAny } from './reads-beside.mjs';

describe('a plain read', () => {
  it.each([
    'select "branch_code", "branch_name" from "branches" where "branches"."org_id" = $1',
    '  WITH s AS (SELECT 1 AS x) SELECT x FROM s',
    'SELECT v.table_name FROM data_versions v WHERE p.txid = txid_current_if_assigned()',
    'select "user_id_update", "created_at" from "roles" limit $1',
  ])('is %s', (text) => {
    expect(isPlainRead(text)).toBe(true);
  });

  it.each([
    'INSERT INTO roles VALUES ($1)',
    'WITH gone AS (DELETE FROM roles RETURNING 1) SELECT count(*) FROM gone',
    'WITH u AS (UPDATE sessions SET seen_at = now() RETURNING 1) SELECT 1',
    'SELECT * FROM import_batches WHERE batch_id = $1 FOR UPDATE',
    'SELECT * FROM roles FOR SHARE',
    'SELECT * FROM roles FOR NO KEY UPDATE',
    "SELECT nextval('data_version_seq')",
    'SELECT pg_advisory_xact_lock(hashtextextended($1, 0))',
    "SELECT set_config('work_mem', '64MB', true)",
    'SELECT * INTO scratch FROM roles',
    'SELECT 1; DELETE FROM roles',
    'SELECT txid_current()',
    'ANALYZE roles',
    'SET LOCAL work_mem = 1',
    'select pg_sleep(10)',
    "SELECT pg_backup_start('armada', true)",
    'SELECT labelfile, spcmapfile FROM pg_backup_stop(false)',
  ])('is not %s', (text) => {
    expect(isPlainRead(text)).toBe(false);
  });
});

describe('the tables a read names', () => {
  it('finds a table quoted or not, in any case', () => {
    expect(namesAny('select * from "roles" r', ['roles'])).toBe(true);
    expect(namesAny('SELECT * FROM Roles', ['roles'])).toBe(true);
    expect(namesAny('select "roles"."org_id" from x', ['roles'])).toBe(true);
    expect(namesAny('select * from roles', ['branches', 'roles'])).toBe(true);
  });

  it('does not take a longer name for the table', () => {
    expect(namesAny('select * from "roles_history", role_uploads', ['roles'])).toBe(false);
    expect(namesAny('select "user_roles" from x', ['roles'])).toBe(false);
    expect(namesAny('select * from branches', [])).toBe(false);
  });

  it('reads a table name with a pattern character as the name itself', () => {
    expect(namesAny('select * from a_b', ['a.b'])).toBe(false);
    expect(namesAny('select * from "a.b"', ['a.b'])).toBe(true);
  });
});
