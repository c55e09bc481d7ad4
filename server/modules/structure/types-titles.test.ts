/** API tests of employee types and titles (spec part 1 sections 3, 5 and 7 "Type and title"). */
import { describe, expect, it } from 'vitest';
import { contract } from '../../../common/contract';
import { messages } from '../../../common/messages';
import { rows, sql } from '../../db/client';
import { branchAdmin, ho, setUpDemoApp, t } from '../../test/demo-app';
import { get } from './test-helpers';

setUpDemoApp();

const type = (over: Record<string, unknown> = {}) => ({
  typeCode: 'DRIVER',
  typeDesc: 'Driver',
  startDate: '2026-01-01',
  endDate: '4001-12-31',
  userIdUpdate: 'ho.admin',
  lastUpdate: '2026-01-01 10:00:00',
  ...over,
});

const title = (over: Record<string, unknown> = {}) => ({
  titleCode: 'DRV-TRUCK',
  titleDesc: 'Driver Truck',
  typeCode: 'DRIVER',
  startDate: '2026-01-01',
  endDate: '4001-12-31',
  userIdUpdate: 'ho.admin',
  lastUpdate: '2026-01-01 10:00:00',
  ...over,
});

async function audits(entity: string, entityId: string | number) {
  return rows<{ action: string; user_id: string; before: unknown; after: Record<string, unknown> | null }>(
    t.database.db,
    sql`SELECT action, user_id, before, after FROM audit_log
        WHERE entity = ${entity} AND entity_id = ${String(entityId)} ORDER BY id`,
  );
}

async function typeId(code: string): Promise<number> {
  const list = (await get('type/select', ho)).json().data as {
    EMPLOYEE_TYPE_ID: number;
    CODE: string;
  }[];
  return list.find((x) => x.CODE === code)?.EMPLOYEE_TYPE_ID as number;
}

describe('employee types', () => {
  it('lists the seeded types with the spec fields', async () => {
    const res = await get('type/select', ho);
    expect(res.statusCode).toBe(200);
    const list = res.json().data;
    expect(list.map((x: { CODE: string }) => x.CODE)).toEqual(
      expect.arrayContaining(['SALESMAN', 'SUP', 'SUPERVISOR', 'CSO', 'MERCHANDISER', 'COLLECTOR']),
    );
    expect(list[0]).toEqual({
      EMPLOYEE_TYPE_ID: expect.any(Number),
      CODE: expect.any(String),
      DESC: expect.any(String),
      START_DATE: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      END_DATE: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it('adds a type: data holds the message text, and the write is audited', async () => {
    const res = await t.post(contract.structure.typeInsert, type(), ho);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: messages.typeInserted,
      message: messages.typeInserted,
    });
    const id = await typeId('DRIVER');
    const log = await audits('employee_type', id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ action: 'insert', user_id: 'ho.admin', after: { CODE: 'DRIVER' } });
  });

  it('answers one type as a one-element array, and an unknown id with Data tidak ditemukan.', async () => {
    const id = await typeId('DRIVER');
    const res = await get(`type/${id}`, ho);
    expect(res.json().data).toEqual([
      {
        EMPLOYEE_TYPE_ID: id,
        CODE: 'DRIVER',
        DESC: 'Driver',
        START_DATE: '2026-01-01',
        END_DATE: '4001-12-31',
      },
    ]);
    const missing = await get('type/999999', ho);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, message: 'Data tidak ditemukan.' });
  });

  it('refuses a duplicate code with the message in data too', async () => {
    const res = await t.post(contract.structure.typeInsert, type({ typeDesc: 'Again' }), ho);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      success: false,
      data: messages.typeDuplicate('DRIVER'),
      message: messages.typeDuplicate('DRIVER'),
    });
  });

  it.each([
    [{ typeCode: '' }, 'Type is required'],
    [{ typeCode: '   ' }, 'Type is required'],
    [{ typeDesc: '' }, 'Type description is required'],
  ])('refuses %j with the form message', async (over, message) => {
    const res = await t.post(contract.structure.typeInsert, type({ typeCode: 'X1', ...over }), ho);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message });
  });

  it('refuses an end date before the start date and a date that does not exist', async () => {
    const before = await t.post(
      contract.structure.typeInsert,
      type({ typeCode: 'X2', startDate: '2026-02-01', endDate: '2026-01-31' }),
      ho,
    );
    expect(before.json()).toEqual({
      success: false,
      data: messages.endBeforeStart,
      message: messages.endBeforeStart,
    });
    const bad = await t.post(
      contract.structure.typeInsert,
      type({ typeCode: 'X2', startDate: '2026-02-30' }),
      ho,
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().data).toBe(messages.dateInvalid('startDate'));
  });

  it('lets only head office write types', async () => {
    // A branch admin's menu holds no Employee Type: none of its calls opens to it, reads included.
    const list = await get('type/select', branchAdmin);
    expect(list.statusCode).toBe(403);
    const res = await t.post(contract.structure.typeInsert, type({ typeCode: 'X3' }), branchAdmin);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(messages.forbidden);
    const update = await t.post(
      contract.structure.typeUpdate,
      type({ typeId: await typeId('DRIVER'), typeDesc: 'Hacked' }),
      branchAdmin,
    );
    expect(update.statusCode).toBe(403);
  });

  it('changes a type, audits before and after, and refuses a code another type has', async () => {
    const id = await typeId('DRIVER');
    const res = await t.post(contract.structure.typeUpdate, type({ typeId: id, typeDesc: 'Sopir' }), ho);
    expect(res.json()).toEqual({ success: true, data: messages.typeUpdated, message: messages.typeUpdated });
    const [one] = (await get(`type/${id}`, ho)).json().data;
    expect(one.DESC).toBe('Sopir');
    const log = await audits('employee_type', id);
    expect(log[1]).toMatchObject({ action: 'update', before: { DESC: 'Driver' }, after: { DESC: 'Sopir' } });

    const clash = await t.post(contract.structure.typeUpdate, type({ typeId: id, typeCode: 'SALESMAN' }), ho);
    expect(clash.json()).toMatchObject({ success: false, data: messages.typeDuplicate('SALESMAN') });
    const unknown = await t.post(contract.structure.typeUpdate, type({ typeId: 999999 }), ho);
    expect(unknown.json()).toMatchObject({ success: false, data: messages.notFound });
  });
});

describe('employee titles', () => {
  it('lists the type codes a title can belong to', async () => {
    const res = await get('title/getType', ho);
    expect(res.json().data).toEqual(expect.arrayContaining([{ EMPLOYEE_TYPE_CODE: 'SALESMAN' }]));
  });

  it('lists titles with a status computed from today', async () => {
    const list = (await get('title/select', ho)).json().data as {
      CODE: string;
      TYPE_CODE: string;
      STATUS: string;
    }[];
    expect(list.find((x) => x.CODE === 'TO')).toMatchObject({ TYPE_CODE: 'SALESMAN', STATUS: 'ACTIVE' });
    expect(list.find((x) => x.CODE === 'RETAIL')).toMatchObject({ STATUS: 'INACTIVE' });
  });

  it('adds a title, answers it by id, and audits', async () => {
    const res = await t.post(contract.structure.titleInsert, title(), ho);
    expect(res.json()).toEqual({
      success: true,
      data: messages.titleInserted,
      message: messages.titleInserted,
    });
    const list = (await get('title/select', ho)).json().data;
    const added = list.find((x: { CODE: string }) => x.CODE === 'DRV-TRUCK');
    const byId = await get(`title/${added.EMPLOYEE_TITLE_ID}`, ho);
    expect(byId.json().data).toEqual([
      {
        EMPLOYEE_TITLE_ID: added.EMPLOYEE_TITLE_ID,
        CODE: 'DRV-TRUCK',
        DESC: 'Driver Truck',
        START_DATE: '2026-01-01',
        END_DATE: '4001-12-31',
        TYPE_CODE: 'DRIVER',
        STATUS: 'ACTIVE',
      },
    ]);
    expect((await audits('employee_title', added.EMPLOYEE_TITLE_ID))[0]?.action).toBe('insert');
    const missing = await get('title/999999', ho);
    expect(missing.json()).toMatchObject({ success: false, message: messages.notFound });
  });

  it('marks a title that starts in the future INACTIVE', async () => {
    await t.post(
      contract.structure.titleInsert,
      title({ titleCode: 'DRV-LATER', startDate: '3000-01-01' }),
      ho,
    );
    const list = (await get('title/select', ho)).json().data;
    expect(list.find((x: { CODE: string }) => x.CODE === 'DRV-LATER').STATUS).toBe('INACTIVE');
  });

  it('refuses a duplicate title of the same type, but allows the code under another type', async () => {
    const dup = await t.post(contract.structure.titleInsert, title(), ho);
    expect(dup.json()).toEqual({
      success: false,
      data: messages.titleDuplicate('DRV-TRUCK'),
      message: messages.titleDuplicate('DRV-TRUCK'),
    });
    const other = await t.post(contract.structure.titleInsert, title({ typeCode: 'COLLECTOR' }), ho);
    expect(other.json().success).toBe(true);
  });

  it.each([
    [{ titleCode: '' }, 'Title is required'],
    [{ titleDesc: '' }, 'Title description is required'],
  ])('refuses %j with the form message', async (over, message) => {
    const res = await t.post(contract.structure.titleInsert, title(over), ho);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses a title of an unknown type, and writes by a branch user', async () => {
    const res = await t.post(contract.structure.titleInsert, title({ typeCode: 'NOPE' }), ho);
    expect(res.json()).toMatchObject({ success: false, data: messages.unknownType('NOPE') });
    const branch = await t.post(contract.structure.titleInsert, title({ titleCode: 'B1' }), branchAdmin);
    expect(branch.statusCode).toBe(403);
  });

  it('carries renamed type and title codes into the roles that hold them', async () => {
    const insert = await t.post(
      contract.structure.roleInsert,
      {
        rolePosCode: 'JKT-DRV-001',
        typeId: await typeId('DRIVER'),
        typeCode: 'DRIVER',
        titleCode: 'DRV-TRUCK',
        orgId: 101,
        branchCode: 'JKT',
        startDate: '2026-01-01',
        endDate: '4001-12-31',
      },
      ho,
    );
    expect(insert.json().success).toBe(true);
    const id = await typeId('DRIVER');
    await t.post(contract.structure.typeUpdate, type({ typeId: id, typeCode: 'DRIVERX' }), ho);
    const titles = (await get('title/select', ho)).json().data;
    const truck = titles.find(
      (x: { CODE: string; TYPE_CODE: string }) => x.CODE === 'DRV-TRUCK' && x.TYPE_CODE !== 'COLLECTOR',
    );
    expect(truck.TYPE_CODE).toBe('DRIVERX');
    const renamed = await t.post(
      contract.structure.titleUpdate,
      title({ titleId: truck.EMPLOYEE_TITLE_ID, titleCode: 'DRV-BOX', typeCode: 'DRIVERX' }),
      ho,
    );
    expect(renamed.json()).toEqual({
      success: true,
      data: messages.titleUpdated,
      message: messages.titleUpdated,
    });
    const titleLog = await audits('employee_title', truck.EMPLOYEE_TITLE_ID);
    expect(titleLog.at(-1)).toMatchObject({
      action: 'update',
      before: { CODE: 'DRV-TRUCK' },
      after: { CODE: 'DRV-BOX', TYPE_CODE: 'DRIVERX' },
    });
    const [role] = await rows<{ employee_type_code: string; employee_title_code: string }>(
      t.database.db,
      sql`SELECT employee_type_code, employee_title_code FROM roles WHERE role_position_code = 'JKT-DRV-001'`,
    );
    expect(role).toEqual({ employee_type_code: 'DRIVERX', employee_title_code: 'DRV-BOX' });

    // Moving the title to another type would leave the role with a title of a foreign type.
    const moved = await t.post(
      contract.structure.titleUpdate,
      title({ titleId: truck.EMPLOYEE_TITLE_ID, titleCode: 'DRV-BOX', typeCode: 'SALESMAN' }),
      ho,
    );
    expect(moved.json()).toMatchObject({ success: false, data: messages.titleTypeInUse('DRV-BOX', 1) });
  });
});
