/**
 * API tests of the two target uploads: each row REASON, a check that stores nothing, a submit that
 * lands whole and updates keys in place, a submit refused with failed rows or nothing staged, the
 * lock of approved months, the branch's scope and period, and two submits at once.
 */
import { describe, expect, it } from 'vitest';
import { contract } from '../../../common/contract';
import type { TargetSheetRow, TargetStaging } from '../../../common/contract/targets';
import { messages } from '../../../common/messages';
import { notMatching } from '../../../common/test-lists';
import { rows, sql } from '../../db/client';
import { branchAdmin, branchHead, ho, setUpDemoApp, t } from '../../test/demo-app';
import { salesPosition } from '../../test/demo-rows';

setUpDemoApp();

function monthFrom(back: number) {
  const d = new Date();
  const m = new Date(d.getFullYear(), d.getMonth() - back, 1);
  return { year: m.getFullYear(), month: m.getMonth() + 1 };
}

const sheetRow = (position: string, over: Partial<Record<string, string | number>> = {}): TargetSheetRow => {
  const ahead = monthFrom(-2);
  return {
    YEAR_ID: ahead.year,
    MONTH_ID: ahead.month,
    KODE_CABANG: 'JKT',
    BISNIS: 'FARMA',
    ITEM_SUBLINI: 'FRM-ETH',
    SUBLINI_PRODUCT: 'FRM-ETH-ANTIBIOTIK',
    CHANNEL_OUTLET_GROUP: 'GENERAL TRADE',
    SALESPERSON_POSITION: position,
    TERITORY_GEO_GROUP: 'URBAN',
    TARGET_REKOMENDASI_HO: '150000000.50',
    TARGET_CABANG: 0,
    ...over,
  } as TargetSheetRow;
};

async function stage(path: 'upload' | 'uploadcab', excelData: TargetSheetRow[], token: string, orgID = 81) {
  const res = await t.post(contract.targets[path], { excelData, orgID }, token);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.json().data as TargetStaging;
}

const targetCount = async () => {
  const [n] = await rows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM targets`);
  return n?.n ?? 0;
};

describe('head office upload', () => {
  it('answers each failed row with its REASON and stores nothing', async () => {
    const jkt = await salesPosition(t, 'JKT');
    const bdg = await salesPosition(t, 'BDG');
    const approved = monthFrom(2);
    const before = await targetCount();
    const answer = await stage(
      'upload',
      [
        sheetRow(jkt),
        sheetRow(jkt, { YEAR_ID: 1999 }),
        sheetRow(jkt, { MONTH_ID: 13 }),
        sheetRow(jkt, { KODE_CABANG: 'XXX' }),
        sheetRow(jkt, { BISNIS: 'NOPE' }),
        sheetRow(jkt, { ITEM_SUBLINI: 'CHC-NUT' }),
        sheetRow(jkt, { SUBLINI_PRODUCT: 'FRM-OTC-VITAMIN' }),
        sheetRow(jkt, { CHANNEL_OUTLET_GROUP: 'PASAR' }),
        sheetRow(bdg),
        sheetRow(jkt, { TERITORY_GEO_GROUP: 'MARS' }),
        sheetRow(jkt, { TARGET_REKOMENDASI_HO: '-5' }),
        sheetRow(jkt, { TARGET_CABANG: '1.234' }),
        sheetRow(jkt),
        sheetRow(jkt, { YEAR_ID: approved.year, MONTH_ID: approved.month }),
        sheetRow(jkt, { BISNIS: '' }),
      ],
      ho,
    );
    expect(answer.success.map((r) => r.ROW)).toEqual([2]);
    expect(answer.success[0]).toMatchObject({ FLAG: 'Y', REASON: '', KODE_CABANG: 'JKT', RESULT: null });
    expect(answer.failed.map((r) => [r.ROW, r.REASON])).toEqual([
      [3, messages.reasonYear],
      [4, messages.reasonTargetMonth],
      [5, messages.reasonTargetUnknownBranch],
      [6, messages.reasonUnknownBisnis],
      [7, messages.reasonTargetUnknownLini],
      [8, messages.reasonTargetUnknownSubLine],
      [9, messages.reasonTargetUnknownChannelGroup],
      [10, messages.reasonTargetUnknownPosition],
      [11, messages.reasonTargetUnknownGeoGroup],
      [12, messages.reasonTargetValue('TARGET_REKOMENDASI_HO')],
      [13, messages.reasonTargetValue('TARGET_CABANG')],
      [14, messages.reasonTargetTwice],
      [15, messages.reasonTargetLocked],
      [16, messages.reasonRequired('BISNIS')],
    ]);
    expect(notMatching(answer.failed, (r) => r.FLAG === 'N')).toEqual([]);
    expect(await targetCount()).toBe(before);
    // A batch with failed rows is not submitted.
    const refused = await t.post(contract.targets.submit, {}, ho);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(messages.uploadHasFailedRows);
    expect(await targetCount()).toBe(before);
  });

  it('saves a clean batch whole, updates a key in place, and a second submit finds nothing', async () => {
    const [p1, p2] = [await salesPosition(t, 'JKT', 0), await salesPosition(t, 'JKT', 1)];
    const before = await targetCount();
    await stage('upload', [sheetRow(p1), sheetRow(p2, { TARGET_REKOMENDASI_HO: 2500000 })], ho);
    const res = await t.post(contract.targets.submit, {}, ho);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ data: { landed: 2 }, message: messages.targetsSubmitted(2) });
    expect(await targetCount()).toBe(before + 2);
    const again = await t.post(contract.targets.submit, {}, ho);
    expect(again.json().message).toBe(messages.uploadFileFirst);

    // The same key again with a new recommendation: the row changes, no second row.
    await stage('upload', [sheetRow(p1, { TARGET_REKOMENDASI_HO: '99.90' })], ho);
    expect((await t.post(contract.targets.submit, {}, ho)).json().data.landed).toBe(1);
    expect(await targetCount()).toBe(before + 2);
    const [row] = await rows<{ ho: string; status: string; by: string }>(
      t.database.db,
      sql`SELECT value_tgt_ho::text AS ho, status, user_id_update AS by FROM targets
          WHERE role_position_code = ${p1} AND tgt_year_id = ${monthFrom(-2).year} AND tgt_month_id = ${monthFrom(-2).month}`,
    );
    expect(row).toEqual({ ho: '99.90', status: 'NEW', by: 'ho.admin' });
    const [audited] = await rows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM audit_log WHERE entity = 'target' AND action = 'upload-ho'`,
    );
    expect(audited?.n).toBe(3);
    // The row updated in place is in the audit log as it was before, then as it is after.
    const history = await rows<{ action: string; before: string | null; after: string | null }>(
      t.database.db,
      sql`SELECT l.action, l.before->>'value_tgt_ho' AS before, l.after->>'value_tgt_ho' AS after
          FROM audit_log l JOIN targets x ON x.target_id::text = l.entity_id
          WHERE l.entity = 'target' AND x.role_position_code = ${p1} ORDER BY l.id`,
    );
    expect(history.map((h) => h.action)).toEqual(['upload-ho', 'upload-ho:before', 'upload-ho']);
    expect(history[1]?.before).toBe(history[0]?.after);
    expect(history[2]?.after).toBe('99.90');
  });

  it('lands two submits of the same batch once', async () => {
    const p = await salesPosition(t, 'JKT', 2);
    const before = await targetCount();
    await stage('upload', [sheetRow(p, { TERITORY_GEO_GROUP: 'RURAL' })], ho);
    const answers = await Promise.all([
      t.post(contract.targets.submit, {}, ho),
      t.post(contract.targets.submit, {}, ho),
    ]);
    const landed = answers.filter((a) => a.statusCode === 200).map((a) => a.json().data.landed);
    expect(landed).toEqual([1]);
    expect(answers.find((a) => a.statusCode !== 200)?.json().message).toBe(messages.uploadFileFirst);
    expect(await targetCount()).toBe(before + 1);
  });
});

describe('branch upload', () => {
  it('keeps a branch to its own branches and saves its own target, NEW for approval', async () => {
    const jkt = await salesPosition(t, 'JKT', 3);
    const bdg = await salesPosition(t, 'BDG');
    const row = sheetRow(jkt, {
      TARGET_CABANG: '120000000',
      TARGET_GROSS: '133200000',
      TERITORY_GEO_GROUP: 'SUBURBAN',
    });
    const answer = await stage(
      'uploadcab',
      [row, sheetRow(bdg, { KODE_CABANG: 'BDG', TARGET_GROSS: '1' }), sheetRow(jkt)],
      branchAdmin,
      101,
    );
    expect(answer.success.map((r) => r.ROW)).toEqual([2]);
    expect(answer.failed.map((r) => [r.ROW, r.REASON])).toEqual([
      [3, messages.reasonTargetForeignBranch],
      [4, messages.reasonRequired('TARGET_GROSS')],
    ]);
    // A branch head of BKS: Jakarta is another branch of its org.
    const head = await stage('uploadcab', [row], branchHead, 101);
    expect(head.failed.map((r) => r.REASON)).toEqual([messages.reasonTargetForeignBranch]);

    await stage('uploadcab', [row], branchAdmin, 101);
    const res = await t.post(contract.targets.submitcab, { orgid: 101 }, branchAdmin);
    expect(res.statusCode, res.body).toBe(200);
    const [saved] = await rows<{ ho: string; cab: string; gross: string; status: string }>(
      t.database.db,
      sql`SELECT value_tgt_ho::text AS ho, value_tgt_cab::text AS cab, value_tgt_gross::text AS gross, status
          FROM targets WHERE role_position_code = ${jkt} AND teritory_geo_group = 'SUBURBAN'
            AND tgt_year_id = ${monthFrom(-2).year} AND tgt_month_id = ${monthFrom(-2).month}`,
    );
    expect(saved).toEqual({ ho: '0.00', cab: '120000000.00', gross: '133200000.00', status: 'NEW' });
  });

  it("refuses both steps with 'Periode sudah ditutup.' while the org's TARGET period is closed", async () => {
    const jkt = await salesPosition(t, 'JKT', 4);
    await t.database.db.execute(
      sql`UPDATE periods SET end_date = current_date - 1 WHERE type = 'TARGET' AND org_id = 101`,
    );
    try {
      const row = sheetRow(jkt, { TARGET_CABANG: '1', TARGET_GROSS: '1' });
      for (const [path, body] of [
        ['uploadcab', { excelData: [row], orgID: 101 }],
        ['submitcab', { orgid: 101 }],
      ] as const) {
        const res = await t.post(contract.targets[path], body, branchAdmin);
        expect(res.statusCode, path).toBe(422);
        expect(res.json().message).toBe(messages.periodClosed);
      }
    } finally {
      await t.database.db.execute(
        sql`UPDATE periods SET end_date = '4001-12-31' WHERE type = 'TARGET' AND org_id = 101`,
      );
    }
  });
});

describe('Upload Target (the alternate sheet)', () => {
  const alternate = (position: string, over: Record<string, string | number> = {}) => {
    const ahead = monthFrom(-3);
    return {
      TGT_YEAR_ID: ahead.year,
      TGT_MONTH_ID: ahead.month,
      BRANCH_CODE: 'BKS',
      PRODUCT_NAME: 'CHC-NUT',
      PRODUCT_SUB_LINE: 'CHC-NUT-SUSU',
      OUTLET_CHANNEL_GROUP: 'MODERN TRADE',
      ROLE_POSITION_CODE: position,
      TERITORY_GEO_GROUP: 'URBAN',
      VALUE_TGT_HO: 75000000,
      VALUE_TGT_CAB: '80000000.25',
      ...over,
    };
  };

  it('saves both values at once, the business line its product line’s, or nothing with the first bad row', async () => {
    const bks = await salesPosition(t, 'BKS');
    const before = await targetCount();
    const refused = await t.post(
      contract.targets.upload,
      { DATA_TARGET: [alternate(bks), alternate(bks, { PRODUCT_NAME: 'NOPE' })], USER_ID: 'ho.admin' },
      ho,
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      messages.targetAlternateRefused(3, messages.reasonTargetUnknownProductName),
    );
    expect(await targetCount()).toBe(before);

    const res = await t.post(
      contract.targets.upload,
      { DATA_TARGET: [alternate(bks)], USER_ID: 'ho.admin' },
      ho,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ data: { landed: 1 }, message: messages.targetsSubmitted(1) });
    const [saved] = await rows<{ bisnis: string; ho: string; cab: string }>(
      t.database.db,
      sql`SELECT bisnis, value_tgt_ho::text AS ho, value_tgt_cab::text AS cab FROM targets
          WHERE role_position_code = ${bks} AND tgt_year_id = ${monthFrom(-3).year} AND tgt_month_id = ${monthFrom(-3).month}`,
    );
    expect(saved).toEqual({ bisnis: 'CONSUMER', ho: '75000000.00', cab: '80000000.25' });
    // A body of neither shape is refused as such.
    expect((await t.post(contract.targets.upload, { rows: [] }, ho)).statusCode).toBe(400);
  });

  it("is refused whole while the branch's TARGET period is closed, as Upload Target Cabang is", async () => {
    const bks = await salesPosition(t, 'BKS');
    const before = await targetCount();
    await t.database.db.execute(
      sql`UPDATE periods SET end_date = current_date - 1 WHERE type = 'TARGET' AND branch_code = 'BKS'`,
    );
    try {
      const res = await t.post(
        contract.targets.upload,
        { DATA_TARGET: [alternate(bks, { VALUE_TGT_CAB: 123 })], USER_ID: 'ho.admin' },
        ho,
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(messages.targetAlternateRefused(2, messages.periodClosed));
      expect(await targetCount()).toBe(before);
    } finally {
      await t.database.db.execute(
        sql`UPDATE periods SET end_date = '4001-12-31' WHERE type = 'TARGET' AND branch_code = 'BKS'`,
      );
    }
  });
});
