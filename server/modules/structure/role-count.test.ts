/**
 * API tests of the role overview's count, kept per data version (platform/data-version): Load List
 * right after an insert, an update, a delete, a bulk upload or a branch renamed shows the change,
 * and no scope, branch, position or search is ever answered with the count of another.
 */
import { describe, expect, it } from 'vitest';
import { contract } from '../../../common/contract';
import { rows, sql } from '../../db/client';
import { roleSearchText, roles } from '../../db/schema';
import { branchAdmin, branchHead, ho, setUpDemoApp, t } from '../../test/demo-app';
import { jktSalesman } from './test-helpers';

setUpDemoApp();

/** Load List: the first page with the count of the selection. */
async function loadListTotal(token: string, filter: Record<string, unknown> = {}): Promise<number> {
  const res = await t.post(
    contract.structure.selectRole,
    { branch: '0', position: '', search: '', pageSize: 5, count: true, ...filter },
    token,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.total as number;
}

/** The same selection counted straight from the table. */
async function storedCount(where = sql`true`): Promise<number> {
  const [found] = await rows<{ n: number }>(
    t.database.db,
    sql`SELECT count(*)::int AS n FROM roles WHERE ${where}`,
  );
  return found?.n ?? 0;
}

const role = (code: string) => ({ rolePosCode: code, typeId: 1, orgId: 101, collector: 'N', ...jktSalesman });

async function roleMapId(code: string): Promise<number> {
  const [found] = await rows<{ id: number }>(
    t.database.db,
    sql`SELECT role_map_id::int AS id FROM roles WHERE role_position_code = ${code}`,
  );
  return found?.id ?? 0;
}

describe('the role overview count', () => {
  it('shows an insert, an update and a delete in the next Load List', async () => {
    const all = await loadListTotal(ho);
    const jkt = await loadListTotal(ho, { branch: 'JKT' });
    const searched = await loadListTotal(ho, { search: 'JKT-CNT' });
    expect([all, jkt, searched]).toEqual([
      await storedCount(),
      await storedCount(sql`branch_code = 'JKT'`),
      0,
    ]);

    const added = await t.post(contract.structure.roleInsert, role('JKT-CNT-001'), ho);
    expect(added.json().success, added.body).toBe(true);
    expect(await loadListTotal(ho)).toBe(all + 1);
    expect(await loadListTotal(ho, { branch: 'JKT' })).toBe(jkt + 1);
    expect(await loadListTotal(ho, { search: 'JKT-CNT' })).toBe(1);
    expect(await loadListTotal(ho, { position: 'JKT-CNT-001' })).toBe(1);

    const id = await roleMapId('JKT-CNT-001');
    const updated = await t.post(
      contract.structure.roleUpdate,
      {
        ROLEMAPID: id,
        ROLEPOSITIONCODE: 'JKT-CNU-001',
        EMPLOYEETYPEID: 1,
        EMPLOYEETYPECODE: 'SALESMAN',
        EMPLOYEETITLECODE: 'TO',
        ORGID: 101,
        BRANCHCODE: 'JKT',
        CSOCODE: 'JKT-CSO-001',
        ROLESUPCODE: 'JKT-SPV-001',
        ROLEADDTYPECODE: 'NA',
        SUPERVISOREMAIL: 'spv.jkt1@armada.co.id',
        COLLECTOR: 'N',
        SECONDARYPOSITION: 'N',
        ROLESTARTDATE: '2026-01-01',
        ROLEENDDATE: '4001-12-31',
        ROLEUSERIDUPDATE: 'ho.admin',
      },
      ho,
    );
    expect(updated.json().success, updated.body).toBe(true);
    expect(await loadListTotal(ho, { search: 'JKT-CNT' })).toBe(0);
    expect(await loadListTotal(ho, { search: 'JKT-CNU' })).toBe(1);
    expect(await loadListTotal(ho, { position: 'JKT-CNT-001' })).toBe(0);

    // The screens have no delete: a role removed by any other way is counted at once too.
    await t.database.db.execute(sql`DELETE FROM roles WHERE role_position_code = 'JKT-CNU-001'`);
    expect(await loadListTotal(ho)).toBe(all);
    expect(await loadListTotal(ho, { branch: 'JKT' })).toBe(jkt);
    expect(await loadListTotal(ho, { search: 'JKT-CNU' })).toBe(0);
  });

  it('shows the rows of a bulk upload in the next Load List of every scope that sees them', async () => {
    const before = {
      ho: await loadListTotal(ho),
      org: await loadListTotal(branchAdmin),
      bks: await loadListTotal(branchHead),
    };
    const file = Array.from({ length: 1_200 }, (_, i) => ({
      rolePosCode: `JKT-CNB-${String(i).padStart(4, '0')}`,
      orgId: '101',
      ...jktSalesman,
    }));
    const res = await t.post(contract.structure.roleUpload, file, ho);
    expect(res.json().data.SUCCESS, res.body).toBe(1_200);
    expect(await loadListTotal(ho)).toBe(before.ho + 1_200);
    expect(await loadListTotal(branchAdmin)).toBe(before.org + 1_200);
    // The branch head of BKS sees none of JKT's new roles.
    expect(await loadListTotal(branchHead)).toBe(before.bks);
    expect(await loadListTotal(ho, { search: 'JKT-CNB' })).toBe(1_200);
  });

  it('answers each scope with its own count, though the same filters are asked', async () => {
    const asked = { branch: '0', search: 'SLS' };
    const counts = {
      ho: await loadListTotal(ho, asked),
      org: await loadListTotal(branchAdmin, asked),
      bks: await loadListTotal(branchHead, asked),
    };
    const sls = sql`${roleSearchText(roles)} ILIKE '%SLS%'`;
    expect(counts).toEqual({
      ho: await storedCount(sls),
      org: await storedCount(sql`org_id = 101 AND ${sls}`),
      bks: await storedCount(sql`org_id = 101 AND branch_code = 'BKS' AND ${sls}`),
    });
    expect(counts.ho).toBeGreaterThan(counts.org);
    expect(counts.org).toBeGreaterThan(counts.bks);
    // Asked again, in the other order, each still gets its own.
    expect(await loadListTotal(branchHead, asked)).toBe(counts.bks);
    expect(await loadListTotal(branchAdmin, asked)).toBe(counts.org);
    expect(await loadListTotal(ho, asked)).toBe(counts.ho);
  });

  it('counts a search in branch names by the name the branch has now', async () => {
    const [jkt] = await rows<{ name: string }>(
      t.database.db,
      sql`SELECT branch_desc AS name FROM branches WHERE branch_code = 'JKT'`,
    );
    const jktRoles = await storedCount(sql`branch_code = 'JKT'`);
    expect(await loadListTotal(ho, { search: 'Kota Baru Pusat' })).toBe(0);
    try {
      await t.database.db.execute(
        sql`UPDATE branches SET branch_desc = 'Kota Baru Pusat' WHERE branch_code = 'JKT'`,
      );
      expect(await loadListTotal(ho, { search: 'Kota Baru Pusat' })).toBe(jktRoles);
    } finally {
      await t.database.db.execute(
        sql`UPDATE branches SET branch_desc = ${jkt?.name} WHERE branch_code = 'JKT'`,
      );
    }
    expect(await loadListTotal(ho, { search: 'Kota Baru Pusat' })).toBe(0);
  });
});
