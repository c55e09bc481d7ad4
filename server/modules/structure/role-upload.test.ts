/**
 * API tests of the role upload, and through it of the import pipeline: good rows land, every row
 * rule answers its reason with the sheet row, scope, a 50,000-row file, concurrent uploads.
 */
import { describe, expect, it } from 'vitest';
import { contract } from '../../../common/contract';
import { ROLE_UPLOAD_MAX_ROWS, type RoleUploadRow } from '../../../common/contract/structure';
import { messages } from '../../../common/messages';
import { notMatching } from '../../../common/test-lists';
import { rows, sql } from '../../db/client';
import { stagedRowCount } from '../../platform/import/test-staged-rows';
import { branchAdmin, branchHead, ho, setUpDemoApp, t } from '../../test/demo-app';
import { jktSalesman, storedRole } from './test-helpers';

setUpDemoApp();

const row = (over: Partial<RoleUploadRow> = {}): RoleUploadRow => ({
  rolePosCode: 'JKT-SLS-100',
  orgId: '101',
  ...jktSalesman,
  ...over,
});

interface UploadAnswer {
  success: boolean;
  message: string;
  data: { SUCCESS: number; FAIL: number; FAILED: { ROW: number; POSITION_CODE: string; REASON: string }[] };
}

async function upload(token: string, body: RoleUploadRow[]): Promise<UploadAnswer> {
  const res = await t.post(contract.structure.roleUpload, body, token);
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function count(where = sql`true`): Promise<number> {
  const [found] = await rows<{ n: number }>(
    t.database.db,
    sql`SELECT count(*)::int AS n FROM roles WHERE ${where}`,
  );
  return found?.n ?? 0;
}

describe('roleUpload', () => {
  it('stores good rows, audits each, and answers the counts with the spec message', async () => {
    const answer = await upload(ho, [
      row({ rolePosCode: 'JKT-SLS-101' }),
      row({
        rolePosCode: 'JKT-SLS-102',
        titleCode: 'CANVAS',
        roleAddType: 'HORECA',
        emailSup: 'a@x.id b@x.id',
      }),
      row({ rolePosCode: 'JKT-SLS-103', titleCode: '' }),
    ]);
    expect(answer).toEqual({
      success: true,
      message: 'Success Import 3 record(s) and failed for 0 record(s).',
      data: { SUCCESS: 3, FAIL: 0, FAILED: [] },
    });
    expect(await storedRole('JKT-SLS-102')).toMatchObject({
      employee_type_id: expect.any(Number),
      employee_title_code: 'CANVAS',
      employee_title_id: expect.any(Number),
      org_id: 101,
      role_sup_code: 'JKT-SPV-001',
      supervisor_email: 'a@x.id;b@x.id',
      cso_code: 'JKT-CSO-001',
      role_add_type_code: 'HORECA',
      is_colector: 'N',
      secondary_position: 'N',
      role_start_date: '2026-01-01',
      role_end_date: '4001-12-31',
      user_id_update: 'ho.admin',
    });
    expect((await storedRole('JKT-SLS-103'))?.employee_title_code).toBeNull();
    const audited = await rows<{ code: string }>(
      t.database.db,
      sql`SELECT after->>'role_position_code' AS code FROM audit_log
          WHERE entity = 'role' AND action = 'upload' AND after->>'role_position_code' LIKE 'JKT-SLS-10%'
          ORDER BY 1`,
    );
    expect(audited.map((a) => a.code)).toEqual(['JKT-SLS-101', 'JKT-SLS-102', 'JKT-SLS-103']);
  });

  it('answers Template Tidak sesuai for an empty upload', async () => {
    const res = await t.post(contract.structure.roleUpload, [], ho);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(messages.templateMismatchSubmit);
  });

  it('fails each bad row with its sheet row and first reason, and lands the rest', async () => {
    const file = [
      row({ rolePosCode: 'JKT-SLS-200' }),
      row({ rolePosCode: 'JKT-SLS-201', typeCode: 'PILOT' }),
      row({ rolePosCode: 'JKT-SLS-202', titleCode: 'SPV-TO' }),
      row({ rolePosCode: 'JKT-SLS-203', branchCode: 'XXX' }),
      row({ rolePosCode: 'JKT-SLS-204', orgId: '102' }),
      row({ rolePosCode: 'JKT-SLS-205', startDate: '2026-02-30' }),
      row({ rolePosCode: 'JKT-SLS-206', endDate: '12/31/4001' }),
      row({ rolePosCode: 'JKT-SLS-207', startDate: '2026-03-01', endDate: '2026-02-28' }),
      row({ rolePosCode: 'JKT-SLS-208', secondaryPosition: 'X' }),
      row({ rolePosCode: 'JKT-SLS-200', titleCode: 'CANVAS' }),
      row({ rolePosCode: 'JKT-SLS-001' }),
      row({ rolePosCode: 'JKT-SLS-209', supCode: 'BKS-SPV-001' }),
      row({ rolePosCode: 'JKT-SLS-210', CSOCode: 'BKS-CSO-001' }),
      row({ rolePosCode: 'JKT-SLS-211', roleAddType: 'GROSIR' }),
      row({ rolePosCode: '' }),
      row({ rolePosCode: 'JKT-SPV-212', typeCode: 'SUP', titleCode: 'SPV-TO', supCode: 'JKT-SPVA-001' }),
      row({ rolePosCode: 'JKT-SLS-213', CSOCode: '', supCode: '', secondaryPosition: '', roleAddType: '-' }),
      row({ rolePosCode: 'JKT-SLS-214', secondaryPosition: 'y', roleAddType: 'HORECA' }),
      row({ rolePosCode: 'JKT-SLS-215', startDate: '' }),
    ];
    const answer = await upload(ho, file);
    expect(answer.data.FAILED).toEqual([
      { ROW: 3, POSITION_CODE: 'JKT-SLS-201', REASON: messages.reasonUnknownType },
      { ROW: 4, POSITION_CODE: 'JKT-SLS-202', REASON: messages.reasonUnknownTitle },
      { ROW: 5, POSITION_CODE: 'JKT-SLS-203', REASON: messages.reasonUnknownBranch },
      { ROW: 6, POSITION_CODE: 'JKT-SLS-204', REASON: messages.reasonUnknownBranch },
      { ROW: 7, POSITION_CODE: 'JKT-SLS-205', REASON: messages.reasonBadDate('START_DATE') },
      { ROW: 8, POSITION_CODE: 'JKT-SLS-206', REASON: messages.reasonBadDate('END_DATE') },
      { ROW: 9, POSITION_CODE: 'JKT-SLS-207', REASON: messages.reasonEndBeforeStart },
      { ROW: 10, POSITION_CODE: 'JKT-SLS-208', REASON: messages.reasonBadFlag('SECONDARY_POSITION') },
      { ROW: 11, POSITION_CODE: 'JKT-SLS-200', REASON: messages.reasonDuplicateInFile },
      { ROW: 12, POSITION_CODE: 'JKT-SLS-001', REASON: messages.reasonPositionExists },
      { ROW: 13, POSITION_CODE: 'JKT-SLS-209', REASON: messages.reasonUnknownSupervisor },
      { ROW: 14, POSITION_CODE: 'JKT-SLS-210', REASON: messages.reasonUnknownCso },
      { ROW: 15, POSITION_CODE: 'JKT-SLS-211', REASON: messages.reasonUnknownAdditionalType },
      { ROW: 16, POSITION_CODE: '', REASON: messages.reasonRequired('POSITION_CODE') },
      { ROW: 17, POSITION_CODE: 'JKT-SPV-212', REASON: messages.reasonSupervisorMustBeNa },
      { ROW: 20, POSITION_CODE: 'JKT-SLS-215', REASON: messages.reasonRequired('START_DATE') },
    ]);
    expect(answer.data).toMatchObject({ SUCCESS: 3, FAIL: 16 });
    expect(answer.message).toBe(messages.importResult(3, 16));
    // The first occurrence of a duplicate landed.
    expect((await storedRole('JKT-SLS-200'))?.employee_title_code).toBe('TO');
    // Empty CSO and supervisor become NA, empty secondary position N, '-' additional type NA.
    expect(await storedRole('JKT-SLS-213')).toMatchObject({
      cso_code: 'NA',
      role_sup_code: 'NA',
      secondary_position: 'N',
      role_add_type_code: 'NA',
    });
    // A secondary position carries no additional type.
    expect(await storedRole('JKT-SLS-214')).toMatchObject({
      secondary_position: 'Y',
      role_add_type_code: 'NA',
    });
    expect(await storedRole('JKT-SLS-201')).toBeUndefined();
  });

  it("fails a branch user's rows of another org or branch", async () => {
    const admin = await upload(branchAdmin, [
      row({ rolePosCode: 'BKS-SLS-300', branchCode: 'BKS', supCode: 'BKS-SPV-001', CSOCode: 'BKS-CSO-001' }),
      row({ rolePosCode: 'BDG-SLS-300', branchCode: 'BDG', orgId: '102', supCode: 'NA', CSOCode: 'NA' }),
    ]);
    expect(admin.data).toEqual({
      SUCCESS: 1,
      FAIL: 1,
      FAILED: [{ ROW: 3, POSITION_CODE: 'BDG-SLS-300', REASON: messages.reasonOtherBranch }],
    });
    const head = await upload(branchHead, [
      row({ rolePosCode: 'JKT-SLS-301' }),
      row({ rolePosCode: 'BKS-SLS-301', branchCode: 'BKS', supCode: 'BKS-SPV-001', CSOCode: 'BKS-CSO-001' }),
    ]);
    expect(head.data.FAILED).toEqual([
      { ROW: 2, POSITION_CODE: 'JKT-SLS-301', REASON: messages.reasonOtherBranch },
    ]);
    expect(await storedRole('BDG-SLS-300')).toBeUndefined();
    expect(await storedRole('JKT-SLS-301')).toBeUndefined();
    expect(await storedRole('BKS-SLS-301')).toBeDefined();
  });

  it('accepts a supervisor and a CSO that are clean rows of the same file, not failed ones', async () => {
    const answer = await upload(ho, [
      row({ rolePosCode: 'JKT-SLS-400', supCode: 'JKT-SPV-400', CSOCode: 'JKT-CSO-400' }),
      row({ rolePosCode: 'JKT-SPV-400', typeCode: 'SUP', titleCode: 'SPV-TO', supCode: 'NA', CSOCode: 'NA' }),
      row({
        rolePosCode: 'JKT-CSO-400',
        typeCode: 'CSO',
        titleCode: 'CSO-ADMIN',
        supCode: 'NA',
        CSOCode: 'NA',
      }),
      // A supervisor row that fails a later rule (its CSO is unknown) takes its salesman with it.
      row({
        rolePosCode: 'JKT-SPV-401',
        typeCode: 'SUP',
        titleCode: 'SPV-TO',
        supCode: 'NA',
        CSOCode: 'NOPE',
      }),
      row({ rolePosCode: 'JKT-SLS-401', supCode: 'JKT-SPV-401' }),
    ]);
    expect(answer.data.FAILED).toEqual([
      { ROW: 5, POSITION_CODE: 'JKT-SPV-401', REASON: messages.reasonUnknownCso },
      { ROW: 6, POSITION_CODE: 'JKT-SLS-401', REASON: messages.reasonUnknownSupervisor },
    ]);
    expect(answer.data.SUCCESS).toBe(3);
    expect((await storedRole('JKT-SLS-400'))?.role_sup_code).toBe('JKT-SPV-400');
  });

  it('refuses more rows than the limit, and a limit-size file fits the body limit', async () => {
    const tooMany = Array.from({ length: ROLE_UPLOAD_MAX_ROWS + 1 }, () => ({}));
    const res = await t.post(contract.structure.roleUpload, tooMany, ho);
    expect(res.statusCode).toBe(400);
    const realistic = row({
      rolePosCode: 'PALEMBANG-SLS-00001',
      emailSup: 'supervisor.palembang.timur@armada.co.id;manager.area@armada.co.id',
      roleAddType: 'MODERN TRADE',
    });
    const bytes = Buffer.byteLength(JSON.stringify(Array(ROLE_UPLOAD_MAX_ROWS).fill(realistic)));
    expect(bytes).toBeLessThan(t.config.bodyLimitBytes);
  });

  it('lands a 50,000-row file whole', async () => {
    const file = Array.from({ length: 50_000 }, (_, i) =>
      row({ rolePosCode: `JKT-BIG-${String(i).padStart(5, '0')}`, titleCode: i % 2 ? 'TO' : 'CANVAS' }),
    );
    const before = await count();
    const started = Date.now();
    const answer = await upload(ho, file);
    console.info(`role upload of 50,000 rows took ${Date.now() - started} ms`);
    expect(answer.data).toEqual({ SUCCESS: 50_000, FAIL: 0, FAILED: [] });
    expect(await count()).toBe(before + 50_000);
    const [audited] = await rows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM audit_log WHERE entity = 'role' AND after->>'role_position_code' LIKE 'JKT-BIG-%'`,
    );
    expect(audited?.n).toBe(50_000);
    // Nothing stays staged after a one-step upload.
    expect(await stagedRowCount(t.database.db)).toBe(0);
  });

  it.each([
    ['the same user', () => [ho, ho]],
    ['two users', () => [ho, branchAdmin]],
  ])('never doubles rows when %s upload the same file at once', async (label, tokens) => {
    const prefix = label === 'two users' ? 'JKT-RACE2' : 'JKT-RACE1';
    const file = Array.from({ length: 2_000 }, (_, i) => row({ rolePosCode: `${prefix}-${i}` }));
    const [a, b] = await Promise.all(tokens().map((token) => upload(token, file)));
    expect(await count(sql`role_position_code LIKE ${`${prefix}-%`}`)).toBe(2_000);
    expect((a?.data.SUCCESS ?? 0) + (b?.data.SUCCESS ?? 0)).toBe(2_000);
    for (const answer of [a, b]) {
      expect((answer?.data.SUCCESS ?? 0) + (answer?.data.FAIL ?? 0)).toBe(2_000);
    }
    // The upload that lost each row says why; the other may have lost none.
    const failed = [...(a?.data.FAILED ?? []), ...(b?.data.FAILED ?? [])];
    expect(notMatching(failed, (f) => f.REASON === messages.reasonPositionExists)).toEqual([]);
  });
});
