/**
 * API tests of roles: the overview (paging, search, sort, scope), its export, the role form's
 * lookups, and role insert and update with every rule of the form cascade.
 * Seed at scale 1: 10 roles in each of the 15 sales branches (JKT and BKS are org 101).
 */
import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { contract } from '../../../common/contract';
import type { Role } from '../../../common/contract/structure';
import { messages } from '../../../common/messages';
import { notMatching } from '../../../common/test-lists';
import { rows, sql } from '../../db/client';
import { branchAdmin, branchHead, ho, setUpDemoApp, t } from '../../test/demo-app';
import { get, jktSalesman, storedRole } from './test-helpers';

setUpDemoApp();

interface Page {
  rows: Role[];
  total: number;
}

async function select(token: string, body: Record<string, unknown>): Promise<Page> {
  const res = await t.post(
    contract.structure.selectRole,
    { branch: '0', position: '', page: 0, pageSize: 100, search: '', ...body },
    token,
  );
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

async function roleId(code: string): Promise<number> {
  const [found] = await rows<{ id: number }>(
    t.database.db,
    sql`SELECT role_map_id::int AS id FROM roles WHERE role_position_code = ${code}`,
  );
  return found?.id as number;
}

describe('selectRole', () => {
  it('pages all branches for head office with the full total', async () => {
    const first = await select(ho, { pageSize: 100 });
    expect(first.total).toBe(150);
    expect(first.rows).toHaveLength(100);
    const second = await select(ho, { page: 1, pageSize: 100 });
    expect(second.rows).toHaveLength(50);
    const codes = [...first.rows, ...second.rows].map((r) => r.ROLE_POSITION_CODE);
    expect(new Set(codes).size).toBe(150);
    // Default order: position code.
    expect(codes).toEqual([...codes].sort());
    expect(first.rows[0]).toMatchObject({
      ROLE_MAP_ID: expect.any(Number),
      BRANCH_DESC: expect.any(String),
      ROLE_START_DATE: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      IS_COLECTOR: expect.stringMatching(/^[YN]$/),
    });
  });

  it('keeps a branch user to its org and a KEPALA CABANG to its branch', async () => {
    const admin = await select(branchAdmin, { pageSize: 5 });
    expect(admin.total).toBe(20);
    expect(admin.rows).toHaveLength(5);
    const all = await select(branchAdmin, {});
    expect(new Set(all.rows.map((r) => r.BRANCH_CODE))).toEqual(new Set(['JKT', 'BKS']));
    expect((await select(branchAdmin, { branch: 'BDG' })).total).toBe(0);

    const head = await select(branchHead, {});
    expect(head.total).toBe(10);
    expect(new Set(head.rows.map((r) => r.BRANCH_CODE))).toEqual(new Set(['BKS']));
    expect((await select(branchHead, { branch: 'JKT' })).total).toBe(0);
  });

  it('filters by branch (0 = all) and by position (empty or 0 = all)', async () => {
    expect((await select(ho, { branch: 'JKT' })).total).toBe(10);
    expect((await select(ho, { branch: 0 })).total).toBe(150);
    expect((await select(ho, { position: '0' })).total).toBe(150);
    const one = await select(ho, { position: 'JKT-SLS-001' });
    expect(one.rows.map((r) => r.ROLE_POSITION_CODE)).toEqual(['JKT-SLS-001']);
  });

  it('searches position, supervisor, branch description and title, ignoring case', async () => {
    // The supervisor itself and the seven roles reporting to it.
    const bySupervisor = await select(ho, { search: 'jkt-spv-001' });
    expect(bySupervisor.total).toBe(8);
    expect(
      bySupervisor.rows.every(
        (r) => r.ROLE_POSITION_CODE === 'JKT-SPV-001' || r.ROLE_SUP_CODE === 'JKT-SPV-001',
      ),
    ).toBe(true);
    const byBranchDesc = await select(ho, { search: 'bekasi' });
    expect(byBranchDesc.total).toBe(10);
    const byCso = await select(ho, { search: 'BKS-CSO' });
    expect(notMatching(byCso.rows, (r) => r.BRANCH_CODE === 'BKS')).toEqual([]);
    const byTitle = await select(ho, { search: 'canvas' });
    expect(byTitle.total).toBeGreaterThan(0);
    expect(notMatching(byTitle.rows, (r) => /canvas/i.test(r.EMPLOYEE_TITLE_CODE ?? ''))).toEqual([]);
    // LIKE wildcards in the search are taken literally.
    expect((await select(ho, { search: '%%%' })).total).toBe(0);
    expect((await select(ho, { search: '___' })).total).toBe(0);
  });

  it('refuses a search shorter than three characters, which no index can serve', async () => {
    for (const search of ['J', ' jk ']) {
      const res = await t.post(contract.structure.selectRole, { branch: '0', position: '', search }, ho);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(messages.invalidRequest(`search: ${messages.searchTooShort(3)}`));
    }
  });

  it('sorts on a whitelisted column, and refuses any other sort field', async () => {
    const byStart = await select(ho, { sortField: 'ROLE_START_DATE', sortDir: 'desc' });
    const starts = byStart.rows.map((r) => r.ROLE_START_DATE);
    expect(starts).toEqual([...starts].sort().reverse());
    const byCollector = await select(ho, { sortField: 'IS_COLECTOR', sortDir: 'desc' });
    const flags = byCollector.rows.map((r) => r.IS_COLECTOR);
    expect(flags).toEqual([...flags].sort().reverse());
    expect(new Set(flags).size).toBe(2);
    for (const sortField of ['role_map_id; DROP TABLE roles', 'ROLE_MAP_ID']) {
      const odd = await t.post(contract.structure.selectRole, { branch: '0', position: '', sortField }, ho);
      expect(odd.statusCode).toBe(400);
      expect(odd.json().message).toMatch(/^Invalid request: sortField: /);
    }
  });

  it('refuses a page larger than 100 rows', async () => {
    const res = await t.post(contract.structure.selectRole, { branch: '0', position: '', pageSize: 101 }, ho);
    expect(res.statusCode).toBe(400);
  });
});

describe('role form lookups', () => {
  it('prepareForm answers the types and the branches of the scope', async () => {
    const full = (await get('role/prepareForm', ho)).json().data;
    expect(full.typeList.map((x: { CODE: string }) => x.CODE)).toContain('SALESMAN');
    expect(full.branchList).toHaveLength(16);
    const admin = (await get('role/prepareForm', branchAdmin)).json().data;
    expect(admin.branchList.map((b: { BRANCH_CODE: string }) => b.BRANCH_CODE).sort()).toEqual([
      'BKS',
      'JKT',
    ]);
  });

  it('getTitleByType answers the titles of the type active today: an ended title is not offered', async () => {
    const res = await t.post(contract.structure.getTitleByType, { typeCode: 'SALESMAN' }, ho);
    expect(
      res
        .json()
        .data.map((x: { CODE: string }) => x.CODE)
        .sort(),
    ).toEqual(['CANVAS', 'MOTORIST', 'TO']);
  });

  it('getSupervisorbyBranch answers the SUP and SUPERVISOR roles with their e-mail', async () => {
    const res = await t.post(contract.structure.getSupervisorbyBranch, { branchCode: 'JKT' }, branchAdmin);
    expect(res.json().data).toEqual([
      { ROLE_POSITION_CODE: 'JKT-SPV-001', SUPERVISOR_EMAIL: 'spv.jkt1@armada.co.id' },
      { ROLE_POSITION_CODE: 'JKT-SPVA-001', SUPERVISOR_EMAIL: 'spva.jkt1@armada.co.id' },
    ]);
  });

  it('getCSOListByBranch and selectAdditionalType answer the lists of the branch', async () => {
    const cso = await t.post(contract.structure.getCSOListByBranch, { branchCode: 'BKS' }, branchHead);
    expect(cso.json().data).toEqual([{ ROLE_POSITION_CODE: 'BKS-CSO-001' }]);
    const add = await t.post(contract.structure.selectAdditionalType, { branchCode: 'JKT' }, ho);
    expect(add.json().data.map((a: { ROLE_ADD_TYPE_CODE: string }) => a.ROLE_ADD_TYPE_CODE)).toEqual([
      'HORECA',
      'KEY ACCOUNT',
      'MODERN TRADE',
    ]);
  });

  it.each([
    ['getSupervisorbyBranch', 'branch.admin', 'BDG'],
    ['getCSOListByBranch', 'branch.head', 'JKT'],
    ['selectAdditionalType', 'branch.admin', 'SBY'],
  ] as const)('%s refuses a branch outside the scope of %s', async (call, user, branchCode) => {
    const token = user === 'branch.admin' ? branchAdmin : branchHead;
    const res = await t.post(contract.structure[call], { branchCode }, token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(messages.outOfScope);
  });

  it('roleById answers one role in scope, and Data tidak ditemukan. outside it as when unknown', async () => {
    const id = await roleId('JKT-SLS-001');
    const res = await get(`role/${id}`, branchAdmin);
    expect(res.json().data).toEqual([
      expect.objectContaining({ ROLE_MAP_ID: id, ROLE_POSITION_CODE: 'JKT-SLS-001', BRANCH_DESC: 'JAKARTA' }),
    ]);
    const other = await get(`role/${id}`, branchHead);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(messages.notFound);
    const missing = await get('role/999999', ho);
    expect(missing.json()).toMatchObject({ success: false, message: messages.notFound });
  });
});

const insert = (over: Record<string, unknown> = {}) => ({
  rolePosCode: 'JKT-SLS-900',
  typeId: 1,
  titleId: null,
  orgId: 101,
  collector: 'N',
  ...jktSalesman,
  ...over,
});

describe('roleInsert', () => {
  it('adds a role with the spec payload and audits it', async () => {
    const res = await t.post(
      contract.structure.roleInsert,
      insert({ emailSup: 'spv.jkt1@armada.co.id  boss@armada.co.id', roleAddType: 'HORECA', collector: 'Y' }),
      ho,
    );
    expect(res.json()).toEqual({
      success: true,
      data: messages.submitSuccess,
      message: messages.submitSuccess,
    });
    expect(await storedRole('JKT-SLS-900')).toMatchObject({
      employee_type_code: 'SALESMAN',
      employee_title_code: 'TO',
      org_id: 101,
      role_sup_code: 'JKT-SPV-001',
      supervisor_email: 'spv.jkt1@armada.co.id;boss@armada.co.id',
      cso_code: 'JKT-CSO-001',
      role_add_type_code: 'HORECA',
      is_colector: 'Y',
      secondary_position: 'N',
      role_start_date: '2026-01-01',
      role_end_date: '4001-12-31',
      user_id_update: 'ho.admin',
    });
    const [log] = await rows<{ action: string; after: { role_position_code: string } }>(
      t.database.db,
      sql`SELECT action, after FROM audit_log WHERE entity = 'role'
          AND entity_id = ${String(await roleId('JKT-SLS-900'))}`,
    );
    expect(log).toMatchObject({ action: 'insert', after: { role_position_code: 'JKT-SLS-900' } });
  });

  it.each(['rolePosCode', 'typeCode', 'branchCode', 'startDate', 'endDate'])(
    'answers All Field Must Filled when %s is empty',
    async (field) => {
      const res = await t.post(
        contract.structure.roleInsert,
        insert({ rolePosCode: 'X-1', [field]: '' }),
        ho,
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('All Field Must Filled');
    },
  );

  it('accepts an empty typeId while the type is not chosen, and still asks for all fields', async () => {
    const res = await t.post(contract.structure.roleInsert, insert({ typeId: '', typeCode: '' }), ho);
    expect(res.json().message).toBe(messages.allFieldMustFilled);
  });

  it.each([
    [{ startDate: '2026-02-30' }, messages.dateInvalid('startDate')],
    [{ endDate: '31/12/4001' }, messages.dateInvalid('endDate')],
    [{ startDate: '2026-02-01', endDate: '2026-01-31' }, messages.endBeforeStart],
    [{ typeCode: 'PILOT' }, messages.unknownType('PILOT')],
    [{ titleCode: 'SPV-TO' }, messages.titleNotOfType('SPV-TO', 'SALESMAN')],
    [{ branchCode: 'XXX' }, messages.unknownBranch('XXX')],
    [{ orgId: 102 }, messages.unknownBranch('JKT')],
    [{ supCode: 'BKS-SPV-001' }, messages.unknownSupervisor('BKS-SPV-001')],
    [{ supCode: 'JKT-SLS-001' }, messages.unknownSupervisor('JKT-SLS-001')],
    [{ typeCode: 'SUP', titleCode: 'SPV-TO', supCode: 'JKT-SPVA-001' }, messages.supervisorMustBeNa],
    [{ typeCode: 'SUPERVISOR', titleCode: 'NA', supCode: 'JKT-SPV-001' }, messages.supervisorMustBeNa],
    [{ CSOCode: 'BKS-CSO-001' }, messages.unknownCso('BKS-CSO-001')],
    [{ CSOCode: 'JKT-SLS-001' }, messages.unknownCso('JKT-SLS-001')],
    [{ roleAddType: 'GROSIR' }, messages.unknownAdditionalType('GROSIR')],
    [{ rolePosCode: 'JKT-SLS-001' }, messages.rolePositionExists('JKT-SLS-001')],
  ])('refuses %j', async (over, message) => {
    const res = await t.post(
      contract.structure.roleInsert,
      insert({ rolePosCode: 'JKT-SLS-901', ...over }),
      ho,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, message });
    expect(await storedRole('JKT-SLS-901')).toBeUndefined();
  });

  it('stores NA for no title, no supervisor of a supervisor, and for an additional type of - or a secondary position', async () => {
    await t.post(
      contract.structure.roleInsert,
      insert({
        rolePosCode: 'JKT-SPV-900',
        typeCode: 'SUP',
        titleCode: 'NA',
        supCode: 'NA',
        roleAddType: '-',
      }),
      ho,
    );
    expect(await storedRole('JKT-SPV-900')).toMatchObject({
      employee_title_id: null,
      employee_title_code: null,
      role_sup_code: 'NA',
      role_add_type_code: 'NA',
    });
    await t.post(
      contract.structure.roleInsert,
      insert({
        rolePosCode: 'JKT-SLS-902',
        secondaryPosition: 'Y',
        roleAddType: 'HORECA',
        CSOCode: '',
        supCode: '',
      }),
      ho,
    );
    expect(await storedRole('JKT-SLS-902')).toMatchObject({
      secondary_position: 'Y',
      role_add_type_code: 'NA',
      cso_code: 'NA',
      role_sup_code: 'NA',
    });
  });

  it('lets a branch user add roles of its own org only, and a KEPALA CABANG of its own branch only', async () => {
    const own = await t.post(
      contract.structure.roleInsert,
      insert({
        rolePosCode: 'BKS-SLS-900',
        branchCode: 'BKS',
        supCode: 'BKS-SPV-001',
        CSOCode: 'BKS-CSO-001',
      }),
      branchAdmin,
    );
    expect(own.json().success).toBe(true);
    const other = await t.post(
      contract.structure.roleInsert,
      insert({ rolePosCode: 'BDG-SLS-900', branchCode: 'BDG', orgId: 102, supCode: 'NA', CSOCode: 'NA' }),
      branchAdmin,
    );
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(messages.outOfScope);
    const head = await t.post(
      contract.structure.roleInsert,
      insert({ rolePosCode: 'JKT-SLS-903' }),
      branchHead,
    );
    expect(head.statusCode).toBe(403);
    expect(await storedRole('BDG-SLS-900')).toBeUndefined();
    expect(await storedRole('JKT-SLS-903')).toBeUndefined();
  });
});

const update = (id: number, over: Record<string, unknown> = {}) => ({
  ROLEMAPID: id,
  ROLEPOSITIONCODE: 'JKT-SLS-002',
  EMPLOYEETYPEID: 1,
  EMPLOYEETYPECODE: 'SALESMAN',
  EMPLOYEETITLEID: null,
  EMPLOYEETITLECODE: 'MOTORIST',
  ORGID: 101,
  BRANCHCODE: 'JKT',
  CSOCODE: 'JKT-CSO-001',
  ROLESUPCODE: 'JKT-SPV-001',
  ROLEADDTYPECODE: 'KEY ACCOUNT',
  SUPERVISOREMAIL: 'spv.jkt1@armada.co.id',
  COLLECTOR: 'N',
  SECONDARYPOSITION: 'N',
  ROLESTARTDATE: '2025-01-01',
  ROLEENDDATE: '2026-12-31',
  ROLEUSERIDUPDATE: 'ho.admin',
  ...over,
});

describe('roleUpdate', () => {
  it('changes a role with the spec payload and audits before and after', async () => {
    const id = await roleId('JKT-SLS-002');
    const res = await t.post(contract.structure.roleUpdate, update(id), branchAdmin);
    expect(res.json()).toEqual({
      success: true,
      data: messages.updateSuccess,
      message: messages.updateSuccess,
    });
    expect(await storedRole('JKT-SLS-002')).toMatchObject({
      employee_title_code: 'MOTORIST',
      role_add_type_code: 'KEY ACCOUNT',
      role_end_date: '2026-12-31',
      user_id_update: 'branch.admin',
    });
    const [log] = await rows<{ before: { role_end_date: string }; after: { role_end_date: string } }>(
      t.database.db,
      sql`SELECT before, after FROM audit_log WHERE entity = 'role' AND action = 'update' AND entity_id = ${String(id)}`,
    );
    expect(log?.before.role_end_date).toBe('4001-12-31');
    expect(log?.after.role_end_date).toBe('2026-12-31');
  });

  it('refuses a position code another role has, and an unknown role', async () => {
    const id = await roleId('JKT-SLS-002');
    const clash = await t.post(
      contract.structure.roleUpdate,
      update(id, { ROLEPOSITIONCODE: 'JKT-SLS-003' }),
      ho,
    );
    expect(clash.json()).toMatchObject({
      success: false,
      message: messages.rolePositionExists('JKT-SLS-003'),
    });
    const missing = await t.post(contract.structure.roleUpdate, update(999999), ho);
    expect(missing.json()).toMatchObject({ success: false, message: messages.notFound });
  });

  it('applies the cascade rules on update too', async () => {
    const id = await roleId('JKT-SLS-002');
    const sup = await t.post(
      contract.structure.roleUpdate,
      update(id, { EMPLOYEETYPECODE: 'SUP', EMPLOYEETITLECODE: 'SPV-TO' }),
      ho,
    );
    expect(sup.json().message).toBe(messages.supervisorMustBeNa);
    const secondary = await t.post(contract.structure.roleUpdate, update(id, { SECONDARYPOSITION: 'Y' }), ho);
    expect(secondary.json().success).toBe(true);
    expect((await storedRole('JKT-SLS-002'))?.role_add_type_code).toBe('NA');
  });

  it("keeps branch users away from other branches' roles", async () => {
    const jkt = await roleId('JKT-SLS-003');
    const byHead = await t.post(
      contract.structure.roleUpdate,
      update(jkt, { ROLEPOSITIONCODE: 'JKT-SLS-003' }),
      branchHead,
    );
    expect(byHead.statusCode).toBe(403);
    expect(byHead.json().message).toBe(messages.outOfScope);
    const bdg = await roleId('BDG-SLS-001');
    const byAdmin = await t.post(
      contract.structure.roleUpdate,
      update(bdg, { ROLEPOSITIONCODE: 'BDG-SLS-001' }),
      branchAdmin,
    );
    expect(byAdmin.statusCode).toBe(403);
    // Moving an own role into another org's branch is refused as well.
    const moved = await t.post(
      contract.structure.roleUpdate,
      update(jkt, {
        ROLEPOSITIONCODE: 'JKT-SLS-003',
        BRANCHCODE: 'BDG',
        ORGID: 102,
        ROLESUPCODE: 'NA',
        CSOCODE: 'NA',
        ROLEADDTYPECODE: 'NA',
      }),
      branchAdmin,
    );
    expect(moved.statusCode).toBe(403);
    expect((await storedRole('JKT-SLS-003'))?.branch_code).toBe('JKT');
  });
});

describe('exportRole', () => {
  async function exported(token: string, body: Record<string, unknown>) {
    const res = await t.post(
      contract.structure.exportRole,
      { branch: '0', position: '', search: '', ...body },
      token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="Overview Role.xlsx"');
    const book = XLSX.read(res.rawPayload, { type: 'buffer', cellFormula: true, dense: true });
    const sheet = book.Sheets[book.SheetNames[0] as string] as XLSX.WorkSheet;
    return { sheet, records: XLSX.utils.sheet_to_json<Record<string, unknown>>(sheet) };
  }

  it('holds exactly the rows the same filters and search select', async () => {
    const page = await select(ho, { search: 'jkt', pageSize: 5 });
    const { records } = await exported(ho, { search: 'jkt' });
    expect(records).toHaveLength(page.total);
    expect(records[0]).toMatchObject({ ROLE_POSITION_CODE: page.rows[0]?.ROLE_POSITION_CODE, ORG_ID: 101 });
    const scoped = await exported(branchHead, {});
    expect(scoped.records).toHaveLength((await select(branchHead, {})).total);
    expect(new Set(scoped.records.map((r) => r.BRANCH_CODE))).toEqual(new Set(['BKS']));
  });

  it('writes an e-mail that starts with = as text, never as a formula', async () => {
    // Shaped like an address, so the e-mail check lets it through to the export.
    const evil = '=HYPERLINK("http://evil.example","click")@evil.example';
    const res = await t.post(
      contract.structure.roleInsert,
      insert({ rolePosCode: 'JKT-SLS-950', emailSup: evil.replace(/ /g, '') }),
      ho,
    );
    expect(res.json().success).toBe(true);
    const { sheet, records } = await exported(ho, { position: 'JKT-SLS-950' });
    expect(records).toHaveLength(1);
    expect(records[0]?.SUPERVISOR_EMAIL).toBe(evil.replace(/ /g, ''));
    const cells = (sheet['!data'] ?? []).flat().filter(Boolean) as XLSX.CellObject[];
    expect(cells.some((c) => c.f !== undefined)).toBe(false);
    expect(cells.find((c) => c.v === evil.replace(/ /g, ''))?.t).toBe('s');
  });
});
