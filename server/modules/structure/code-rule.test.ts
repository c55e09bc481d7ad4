/**
 * API tests of the code rule (common/contract/codes.ts) and the supervisor e-mail check, applied
 * alike by the type, title and role forms' calls, the role upload and the database.
 */
import { describe, expect, it } from 'vitest';
import { contract } from '../../../common/contract';
import { CODE_MAX_LENGTH } from '../../../common/contract/codes';
import { messages } from '../../../common/messages';
import { rows, sql } from '../../db/client';
import { ho, setUpDemoApp, t } from '../../test/demo-app';
import { jktSalesman, storedRole } from './test-helpers';

setUpDemoApp();

const dates = { startDate: '2026-01-01', endDate: '4001-12-31' };
const role = (over: Record<string, unknown> = {}) => ({
  rolePosCode: 'JKT-CR-001',
  typeId: 1,
  orgId: 101,
  collector: 'N',
  ...jktSalesman,
  ...over,
});
const roleUpdate = (id: number, over: Record<string, unknown> = {}) => ({
  ROLEMAPID: id,
  ROLEPOSITIONCODE: 'JKT-CR-010',
  EMPLOYEETYPECODE: 'SALESMAN',
  EMPLOYEETITLECODE: 'TO',
  ORGID: 101,
  BRANCHCODE: 'JKT',
  ROLESTARTDATE: '2026-01-01',
  ROLEENDDATE: '4001-12-31',
  ...over,
});
const uploadRow = (over: Record<string, unknown> = {}) => ({ orgId: '101', ...jktSalesman, ...over });

describe('the code rule', () => {
  it('stores type and title codes trimmed and in upper case', async () => {
    const type = await t.post(
      contract.structure.typeInsert,
      { typeCode: ' qa2 ', typeDesc: 'QA', ...dates },
      ho,
    );
    expect(type.json().success).toBe(true);
    const title = await t.post(
      contract.structure.titleInsert,
      { titleCode: 'qa2-lead', titleDesc: 'QA lead', typeCode: 'QA2', ...dates },
      ho,
    );
    expect(title.json().success).toBe(true);
    const found = await rows<{ code: string }>(
      t.database.db,
      sql`SELECT code FROM employee_types WHERE code ILIKE 'qa2'
          UNION ALL SELECT code FROM employee_titles WHERE code ILIKE 'qa2-lead'`,
    );
    expect(found.map((r) => r.code)).toEqual(['QA2', 'QA2-LEAD']);
  });

  it('refuses spaces and other characters in a code, naming the field', async () => {
    const res = await t.post(
      contract.structure.typeInsert,
      { typeCode: 'jkt qa 003', typeDesc: 'QA', ...dates },
      ho,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Type may hold only letters, digits and - _ . /');
    const role1 = await t.post(contract.structure.roleInsert, role({ rolePosCode: 'jkt qa 003' }), ho);
    expect(role1.statusCode).toBe(400);
    expect(role1.json().message).toContain('Position may hold only letters, digits');
  });

  it('refuses a code one character over its limit in the form calls, the update and the upload alike', async () => {
    const long = 'P'.repeat(CODE_MAX_LENGTH.position + 1);
    const inserted = await t.post(contract.structure.roleInsert, role({ rolePosCode: long }), ho);
    expect(inserted.statusCode).toBe(400);
    expect(inserted.json().message).toContain(`at most ${CODE_MAX_LENGTH.position} characters`);

    const added = await t.post(contract.structure.roleInsert, role({ rolePosCode: 'JKT-CR-010' }), ho);
    expect(added.json().success).toBe(true);
    const id = await idOf('JKT-CR-010');
    const updated = await t.post(
      contract.structure.roleUpdate,
      roleUpdate(id, { ROLEPOSITIONCODE: long }),
      ho,
    );
    expect(updated.statusCode).toBe(400);
    expect((await storedRole('JKT-CR-010'))?.role_position_code).toBe('JKT-CR-010');

    const typeLong = 'T'.repeat(CODE_MAX_LENGTH.type + 1);
    const type = await t.post(
      contract.structure.typeInsert,
      { typeCode: typeLong, typeDesc: 'Long', ...dates },
      ho,
    );
    expect(type.statusCode).toBe(400);

    const upload = await t.post(
      contract.structure.roleUpload,
      [uploadRow({ rolePosCode: long }), uploadRow({ rolePosCode: 'jkt-cr-020' })],
      ho,
    );
    expect(upload.json().data).toMatchObject({
      SUCCESS: 1,
      FAIL: 1,
      FAILED: [{ ROW: 2, REASON: messages.reasonBadCode('POSITION_CODE', CODE_MAX_LENGTH.position) }],
    });
    // The good row landed with its code in upper case.
    expect(await storedRole('JKT-CR-020')).toBeDefined();
  });

  it('holds the same limit in the database, whatever writes the row', async () => {
    const long = 'D'.repeat(CODE_MAX_LENGTH.position + 1);
    await expect(
      t.database.db.execute(
        sql`UPDATE roles SET role_position_code = ${long} WHERE role_position_code = 'JKT-CR-020'`,
      ),
    ).rejects.toThrow();
  });
});

async function idOf(code: string): Promise<number> {
  const [found] = await rows<{ id: number }>(
    t.database.db,
    sql`SELECT role_map_id::int AS id FROM roles WHERE role_position_code = ${code}`,
  );
  return found?.id ?? 0;
}

describe('the supervisor e-mail list', () => {
  it('stores addresses typed with spaces separated by semicolons', async () => {
    const res = await t.post(
      contract.structure.roleInsert,
      role({ rolePosCode: 'JKT-CR-030', emailSup: ' a@x.id  b@x.id ' }),
      ho,
    );
    expect(res.json().success).toBe(true);
    expect((await storedRole('JKT-CR-030'))?.supervisor_email).toBe('a@x.id;b@x.id');
  });

  it('refuses a list with a part that is not an address, in the form calls and the upload', async () => {
    const res = await t.post(
      contract.structure.roleInsert,
      role({ rolePosCode: 'JKT-CR-031', emailSup: 'spv@armada.co.id;spv' }),
      ho,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(messages.invalidEmail('spv'));
    expect(await storedRole('JKT-CR-031')).toBeUndefined();

    const id = await idOf('JKT-CR-030');
    const updated = await t.post(
      contract.structure.roleUpdate,
      roleUpdate(id, { ROLEPOSITIONCODE: 'JKT-CR-030', SUPERVISOREMAIL: 'a@x.id;@x.id' }),
      ho,
    );
    expect(updated.json().message).toBe(messages.invalidEmail('@x.id'));
    expect((await storedRole('JKT-CR-030'))?.supervisor_email).toBe('a@x.id;b@x.id');

    const upload = await t.post(
      contract.structure.roleUpload,
      [uploadRow({ rolePosCode: 'JKT-CR-032', emailSup: 'spv.jkt1@armada' })],
      ho,
    );
    expect(upload.json().data).toMatchObject({
      SUCCESS: 0,
      FAILED: [{ ROW: 2, REASON: messages.reasonBadEmail }],
    });
  });
});

describe('ended titles', () => {
  // RETAIL (a SALESMAN title) ended on 2024-12-31 in the demo data.
  it('are refused for a new role, in the form call and the upload', async () => {
    const res = await t.post(
      contract.structure.roleInsert,
      role({ rolePosCode: 'JKT-CR-040', titleCode: 'RETAIL' }),
      ho,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(messages.titleInactive('RETAIL'));
    const upload = await t.post(
      contract.structure.roleUpload,
      [uploadRow({ rolePosCode: 'JKT-CR-041', titleCode: 'RETAIL' })],
      ho,
    );
    expect(upload.json().data).toMatchObject({
      SUCCESS: 0,
      FAILED: [{ ROW: 2, REASON: messages.reasonInactiveTitle }],
    });
  });

  it('stay with a role that has one, so its other fields can still be edited', async () => {
    await t.post(contract.structure.roleInsert, role({ rolePosCode: 'JKT-CR-042' }), ho);
    const id = await idOf('JKT-CR-042');
    await t.database.db.execute(
      sql`UPDATE roles SET employee_title_code = 'RETAIL', employee_title_id =
            (SELECT employee_title_id FROM employee_titles WHERE code = 'RETAIL') WHERE role_map_id = ${id}`,
    );
    const kept = await t.post(
      contract.structure.roleUpdate,
      roleUpdate(id, {
        ROLEPOSITIONCODE: 'JKT-CR-042',
        EMPLOYEETITLECODE: 'RETAIL',
        ROLEENDDATE: '2030-12-31',
      }),
      ho,
    );
    expect(kept.json().success).toBe(true);
    expect(await storedRole('JKT-CR-042')).toMatchObject({
      employee_title_code: 'RETAIL',
      role_end_date: '2030-12-31',
    });
  });
});
