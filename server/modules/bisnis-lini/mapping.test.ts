/**
 * API tests of the business line product mapping: each row REASON, a check that stores nothing, a
 * commit that lands whole and updates a key in place (audited before and after), a second submit
 * that adds nothing, head office alone uploading, the MAPPING SUBLINI PRODUCT period, the filters
 * and the overview. PGlite, and PostgreSQL when DATABASE_URL is set.
 */
import { describe, expect, it } from 'vitest';
import { contract } from '../../../common/contract';
import type { MappingChecked, MappingRow, MappingSent } from '../../../common/contract/bisnis-lini';
import { messages } from '../../../common/messages';
import { notMatching } from '../../../common/test-lists';
import { rows, sql } from '../../db/client';
import { branchAdmin, branchHead, ho, setUpDemoApp, t } from '../../test/demo-app';

setUpDemoApp();

const BASE = '/api/mapping-bisnis-lini-product';

async function salesmanType() {
  const [found] = await rows<{ id: number }>(
    t.database.db,
    sql`SELECT employee_type_id AS id FROM employee_types WHERE code = 'SALESMAN'`,
  );
  if (!found) throw new Error('no SALESMAN type');
  return String(found.id);
}

/** A sheet row as the screen sends it: the columns without underscores, plus ISVALID Y. */
const sent = (typeId: string, over: Partial<MappingSent> = {}): MappingSent => ({
  SLSPERSONTYPEID: typeId,
  SLSPERSONTYPE: 'salesman ',
  PRINCIPALLINE: 'frm-eth',
  BISNISGROUP: 'FARMA',
  SCHGROUP: 'MODERN TRADE',
  TARGETLEVEL: 'LINI',
  MAPPINGLEVEL: 'SUBLINI',
  DOTFLAG: 'N',
  STARTDATE: '2027-01-01',
  ENDDATE: '4001-12-31',
  STATUS: 'ACTIVE',
  ISVALID: 'Y',
  ...over,
});

async function validate(excelData: MappingSent[], token = ho) {
  const res = await t.post(contract.bisnisLini.validation, { excelData, orgID: 81 }, token);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.json().data as { success: MappingChecked[]; failed: MappingChecked[] };
}

const mappingCount = async () => {
  const [n] = await rows<{ n: number }>(
    t.database.db,
    sql`SELECT count(*)::int AS n FROM bisnis_lini_product_mappings`,
  );
  return n?.n ?? 0;
};

const levels = 'BISNIS, LINI, SUBLINI, PRODUCT';

describe('validation', () => {
  it('answers each failed row with its REASON and stores nothing', async () => {
    const id = await salesmanType();
    const before = await mappingCount();
    const answer = await validate([
      sent(id),
      sent(id, { SCHGROUP: '' }),
      sent(id, { SLSPERSONTYPE: 'MERCHANDISER' }),
      sent('999999'),
      sent(id, { PRINCIPALLINE: 'NOPE' }),
      sent(id, { BISNISGROUP: 'CONSUMER' }),
      sent(id, { SCHGROUP: 'X'.repeat(51) }),
      sent(id, { TARGETLEVEL: 'REGION' }),
      sent(id, { MAPPINGLEVEL: 'ITEM' }),
      sent(id, { DOTFLAG: 'YES' }),
      sent(id, { STARTDATE: '2027-02-30' }),
      sent(id, { ENDDATE: '31-12-2027' }),
      sent(id, { STARTDATE: '2027-06-01', ENDDATE: '2027-05-31' }),
      sent(id, { STATUS: 'DRAFT' }),
      sent(id, { ENDDATE: '2027-12-31' }),
      sent(id, { STATUS: '' }),
    ]);
    expect(answer.success.map((r) => r.ROW)).toEqual([2]);
    expect(answer.success[0]).toMatchObject({
      IS_VALID: 'Y',
      REASON: '',
      SLS_PERSON_TYPE: 'SALESMAN',
      PRINCIPAL_LINE: 'FRM-ETH',
      START_DATE: '2027-01-01',
    });
    expect(answer.success[0]).not.toHaveProperty('MAPPING_KEY');
    expect(answer.failed.map((r) => [r.ROW, r.REASON])).toEqual([
      [3, messages.reasonRequired('SCH_GROUP')],
      [4, messages.reasonMappingPersonType],
      [5, messages.reasonMappingPersonType],
      [6, messages.reasonMappingLine],
      [7, messages.reasonMappingBisnis],
      [8, messages.reasonCallTooLong('SCH_GROUP', 50)],
      [9, messages.reasonMappingLevel('TARGET_LEVEL', levels)],
      [10, messages.reasonMappingLevel('MAPPING_LEVEL', levels)],
      [11, messages.reasonMappingDotFlag],
      [12, messages.reasonMappingDate('START_DATE')],
      [13, messages.reasonMappingDate('END_DATE')],
      [14, messages.reasonMappingEndBeforeStart],
      [15, messages.reasonMappingStatus('ACTIVE, INACTIVE')],
      [16, messages.reasonMappingTwice],
      [17, messages.reasonRequired('STATUS')],
    ]);
    expect(notMatching(answer.failed, (r) => r.IS_VALID === 'N')).toEqual([]);
    expect(await mappingCount()).toBe(before);

    // A batch with failed rows is not committed.
    const refused = await t.post(contract.bisnisLini.upload, {}, ho);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(messages.uploadHasFailedRows);
    expect(await mappingCount()).toBe(before);
  });

  it('refuses branch users: the mapping is national', async () => {
    const id = await salesmanType();
    for (const token of [branchAdmin, branchHead]) {
      const checked = await t.post(
        contract.bisnisLini.validation,
        { excelData: [sent(id)], orgID: 101 },
        token,
      );
      expect(checked.statusCode).toBe(403);
      expect(checked.json()).toMatchObject({ success: false, message: messages.forbidden });
      expect((await t.post(contract.bisnisLini.upload, {}, token)).statusCode).toBe(403);
    }
  });
});

describe('upload', () => {
  it('commits a clean batch whole; a second submit adds nothing', async () => {
    const id = await salesmanType();
    const before = await mappingCount();
    const staged = await validate([
      sent(id),
      sent(id, { PRINCIPALLINE: 'CHC-NUT', BISNISGROUP: 'CONSUMER', DOTFLAG: 'Y', TARGETLEVEL: 'BISNIS' }),
    ]);
    expect(staged.failed).toEqual([]);
    const res = await t.post(contract.bisnisLini.upload, {}, ho);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { landed: 2 }, message: messages.uploadSuccess });
    expect(await mappingCount()).toBe(before + 2);

    const again = await t.post(contract.bisnisLini.upload, {}, ho);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(messages.uploadFileFirst);
    expect(await mappingCount()).toBe(before + 2);
  });

  it('answers a submit with nothing staged, or only failed rows staged, with the upload-first message', async () => {
    const none = await t.post(contract.bisnisLini.upload, {}, ho);
    expect(none.json()).toMatchObject({ success: false, message: messages.uploadFileFirst });
    await validate([]);
    expect((await t.post(contract.bisnisLini.upload, {}, ho)).json().message).toBe(messages.uploadFileFirst);
  });

  it('updates a stored key in place, with the row before and after in the audit log', async () => {
    const id = await salesmanType();
    await validate([sent(id, { SCHGROUP: 'HOREKA', STARTDATE: '2027-03-01' })]);
    expect((await t.post(contract.bisnisLini.upload, {}, ho)).statusCode).toBe(200);
    const [stored] = await rows<{ id: number }>(
      t.database.db,
      sql`SELECT mapping_id AS id FROM bisnis_lini_product_mappings WHERE sch_group = 'HOREKA'`,
    );
    const before = await mappingCount();

    await validate([
      sent(id, {
        SCHGROUP: 'horeka',
        STARTDATE: '2027-03-01',
        ENDDATE: '2027-12-31',
        STATUS: 'INACTIVE',
        MAPPINGLEVEL: 'PRODUCT',
      }),
    ]);
    const res = await t.post(contract.bisnisLini.upload, {}, ho);
    expect(res.json()).toMatchObject({ data: { landed: 1 }, message: messages.uploadSuccess });
    expect(await mappingCount()).toBe(before);
    const overview = await t.post(
      contract.bisnisLini.overview,
      {
        SLSPERSONTYPE: '',
        BISNISGROUP: '',
        SCHGROUP: 'HOREKA',
        TARGETLEVEL: '',
      },
      ho,
    );
    const [row] = overview.json().data as MappingRow[];
    expect(row).toMatchObject({
      MAPPING_ID: stored?.id,
      SLS_PERSON_TYPE_ID: id,
      END_DATE: '2027-12-31',
      STATUS: 'INACTIVE',
      MAPPING_LEVEL: 'PRODUCT',
      USER_ID_UPDATE: 'ho.admin',
    });

    const audit = await rows<{
      action: string;
      before: { status: string } | null;
      after: { status: string } | null;
    }>(
      t.database.db,
      sql`SELECT action, before, after FROM audit_log
          WHERE entity = 'bisnis-lini-mapping' AND entity_id = ${String(stored?.id)} ORDER BY id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['upload', 'upload:before', 'upload']);
    expect(audit[1]?.before?.status).toBe('ACTIVE');
    expect(audit[2]?.after?.status).toBe('INACTIVE');
  });

  it("answers 'Periode sudah ditutup.' on both steps when the MAPPING SUBLINI PRODUCT period is closed", async () => {
    const id = await salesmanType();
    const db = t.database.db;
    await validate([sent(id, { SCHGROUP: 'CLOSED', STARTDATE: '2027-04-01' })]);
    await db.execute(
      sql`UPDATE periods SET end_date = current_date - 1 WHERE type = 'MAPPING SUBLINI PRODUCT' AND org_id = 81`,
    );
    try {
      const before = await mappingCount();
      for (const res of [
        await t.post(contract.bisnisLini.validation, { excelData: [sent(id)], orgID: 81 }, ho),
        await t.post(contract.bisnisLini.upload, {}, ho),
      ]) {
        expect(res.statusCode).toBe(422);
        expect(res.json()).toMatchObject({ success: false, message: messages.periodClosed });
      }
      expect(await mappingCount()).toBe(before);
    } finally {
      await db.execute(
        sql`UPDATE periods SET end_date = '4001-12-31' WHERE type = 'MAPPING SUBLINI PRODUCT' AND org_id = 81`,
      );
    }
    // Open again, the staged batch is still there to submit.
    expect((await t.post(contract.bisnisLini.upload, {}, ho)).json().data).toEqual({ landed: 1, ended: 0 });
  });
});

describe('filters and overview', () => {
  it("offers each filter's distinct stored values, sorted", async () => {
    const res = await t.call('GET', `${BASE}/filter`, undefined, branchAdmin);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as Record<string, string[]>;
    expect(Object.keys(data).sort()).toEqual([
      'BISNIS_GROUP',
      'SCH_GROUP',
      'SLS_PERSON_TYPE',
      'TARGET_LEVEL',
    ]);
    for (const list of Object.values(data)) {
      expect(list).toEqual([...new Set(list)].sort());
      expect(list.length).toBeGreaterThan(0);
    }
    expect(data.SLS_PERSON_TYPE).toEqual(expect.arrayContaining(['SALESMAN', 'MERCHANDISER', 'COLLECTOR']));
    expect(data.SCH_GROUP).toEqual(expect.arrayContaining(['KEY ACCOUNT', 'REGULER']));
    const [stored] = await rows<{ n: number }>(
      t.database.db,
      sql`SELECT count(DISTINCT bisnis_group)::int AS n FROM bisnis_lini_product_mappings`,
    );
    expect(data.BISNIS_GROUP).toHaveLength(stored?.n ?? -1);
  });

  it("answers the rows of the filters ('' or ALL for any), ordered by type, line, scheme group and start", async () => {
    const all = (
      await t.post(
        contract.bisnisLini.overview,
        { SLSPERSONTYPE: '', BISNISGROUP: 'ALL', SCHGROUP: '', TARGETLEVEL: '' },
        branchHead,
      )
    ).json().data as MappingRow[];
    expect(all).toHaveLength(await mappingCount());
    const keys = all.map((r) => [r.SLS_PERSON_TYPE, r.PRINCIPAL_LINE, r.SCH_GROUP, r.START_DATE].join('|'));
    expect(keys).toEqual([...keys].sort());
    expect(all[0]).toMatchObject({
      START_DATE: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      LAST_UPDATE: expect.any(String),
    });

    const res = await t.post(
      contract.bisnisLini.overview,
      {
        SLSPERSONTYPE: 'MERCHANDISER',
        BISNISGROUP: 'FARMA',
        SCHGROUP: 'REGULER',
        TARGETLEVEL: 'BISNIS',
      },
      ho,
    );
    const some = res.json().data as MappingRow[];
    expect(some.length).toBeGreaterThan(0);
    expect(
      some.every(
        (r) =>
          r.SLS_PERSON_TYPE === 'MERCHANDISER' &&
          r.BISNIS_GROUP === 'FARMA' &&
          r.SCH_GROUP === 'REGULER' &&
          r.TARGET_LEVEL === 'BISNIS',
      ),
    ).toBe(true);
    expect(some).toEqual(
      all.filter(
        (r) =>
          r.SLS_PERSON_TYPE === 'MERCHANDISER' &&
          r.BISNIS_GROUP === 'FARMA' &&
          r.SCH_GROUP === 'REGULER' &&
          r.TARGET_LEVEL === 'BISNIS',
      ),
    );
    const none = await t.post(
      contract.bisnisLini.overview,
      {
        SLSPERSONTYPE: 'NOBODY',
        BISNISGROUP: '',
        SCHGROUP: '',
        TARGETLEVEL: '',
      },
      ho,
    );
    expect(none.json().data).toEqual([]);
  });
});

describe('periods of one mapping', () => {
  /** The stored periods of the salesman's mapping on a line and scheme group, in order. */
  async function periods(line: string, schGroup: string) {
    const found = await rows<{ start: string; end: string }>(
      t.database.db,
      sql`SELECT to_char(m.start_date, 'YYYY-MM-DD') AS start, to_char(m.end_date, 'YYYY-MM-DD') AS end
          FROM bisnis_lini_product_mappings m JOIN employee_types e ON e.employee_type_id = m.sls_person_type_id
          WHERE e.code = 'SALESMAN' AND principal_line = ${line} AND sch_group = ${schGroup}
          ORDER BY m.start_date`,
    );
    return found.map((p) => [p.start, p.end]);
  }

  /** Stored periods of one mapping that overlap another, over the whole table. */
  async function overlaps() {
    const [n] = await rows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM bisnis_lini_product_mappings a JOIN bisnis_lini_product_mappings b
          ON a.sls_person_type_id = b.sls_person_type_id AND a.principal_line = b.principal_line
            AND a.sch_group = b.sch_group AND a.mapping_id < b.mapping_id
            AND a.start_date <= b.end_date AND b.start_date <= a.end_date`,
    );
    return n?.n ?? -1;
  }

  it('a new START_DATE inside a stored open-ended period ends it the day before: said at the check, counted on submit, audited', async () => {
    const id = await salesmanType();
    // The demo's salesman mapping on FRM-ETH, REGULER: active from 2026-01-01 until 4001-12-31.
    expect(await periods('FRM-ETH', 'REGULER')).toEqual([['2026-01-01', '4001-12-31']]);
    const staged = await validate([
      sent(id, { SCHGROUP: 'REGULER', STARTDATE: '2027-03-01', TARGETLEVEL: 'BISNIS' }),
    ]);
    expect(staged.failed).toEqual([]);
    expect(staged.success[0]?.NOTE).toBe(messages.noteMappingEnded('2026-01-01', '4001-12-31', '2027-02-28'));

    const res = await t.post(contract.bisnisLini.upload, {}, ho);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ data: { landed: 1, ended: 1 }, message: messages.mappingsEnded(1) });
    expect(await periods('FRM-ETH', 'REGULER')).toEqual([
      ['2026-01-01', '2027-02-28'],
      ['2027-03-01', '4001-12-31'],
    ]);
    expect(await overlaps()).toBe(0);

    const audit = await rows<{
      before: { end_date: string };
      after: { end_date: string; start_date: string };
    }>(
      t.database.db,
      sql`SELECT before, after FROM audit_log WHERE entity = 'bisnis-lini-mapping' AND action = 'upload:ended'`,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]?.before.end_date).toBe('4001-12-31');
    expect(audit[0]).toMatchObject({ after: { start_date: '2026-01-01', end_date: '2027-02-28' } });

    // A row with a stored START_DATE is that row, updated in place: nothing else is ended.
    const again = await validate([
      sent(id, { SCHGROUP: 'REGULER', STARTDATE: '2027-03-01', TARGETLEVEL: 'LINI', ENDDATE: '2030-12-31' }),
    ]);
    expect(again.success[0]?.NOTE).toBe('');
    expect((await t.post(contract.bisnisLini.upload, {}, ho)).json()).toMatchObject({
      data: { landed: 1, ended: 0 },
      message: messages.uploadSuccess,
    });
    expect(await periods('FRM-ETH', 'REGULER')).toEqual([
      ['2026-01-01', '2027-02-28'],
      ['2027-03-01', '2030-12-31'],
    ]);
  });

  it('refuses a row a later stored period starts inside, and rows of the file that overlap, naming the other period', async () => {
    const id = await salesmanType();
    const sch = 'PERIODS';
    await validate([
      sent(id, { SCHGROUP: sch, STARTDATE: '2027-01-01', ENDDATE: '2027-06-30' }),
      sent(id, { SCHGROUP: sch, STARTDATE: '2027-07-01', ENDDATE: '4001-12-31' }),
    ]);
    expect((await t.post(contract.bisnisLini.upload, {}, ho)).json().data).toEqual({ landed: 2, ended: 0 });
    const before = await mappingCount();

    const answer = await validate([
      // Starts inside the first stored period, but the second starts inside its dates.
      sent(id, { SCHGROUP: sch, STARTDATE: '2027-05-01', ENDDATE: '2027-12-31' }),
      // Ends before the second: it takes over the rest of the first.
      sent(id, { SCHGROUP: sch, STARTDATE: '2027-05-01', ENDDATE: '2027-06-15', PRINCIPALLINE: 'FRM-OTC' }),
      // Three rows of one new mapping: the second and third overlap the rows before them.
      sent(id, { SCHGROUP: 'PERIODS FILE', STARTDATE: '2028-01-01', ENDDATE: '2028-12-31' }),
      sent(id, { SCHGROUP: 'PERIODS FILE', STARTDATE: '2029-01-01', ENDDATE: '4001-12-31' }),
      sent(id, { SCHGROUP: 'PERIODS FILE', STARTDATE: '2028-06-01', ENDDATE: '4001-12-31' }),
      // Back to back: no overlap.
      sent(id, { SCHGROUP: 'PERIODS NEXT', STARTDATE: '2030-01-01', ENDDATE: '2030-12-31' }),
      sent(id, { SCHGROUP: 'PERIODS NEXT', STARTDATE: '2031-01-01', ENDDATE: '4001-12-31' }),
    ]);
    expect(answer.failed.map((r) => [r.ROW, r.REASON])).toEqual([
      [2, messages.reasonMappingOverlapsStored('2027-07-01', '4001-12-31')],
      [5, messages.reasonMappingOverlapsRow('2028-06-01', '4001-12-31')],
      [6, messages.reasonMappingOverlapsRow('2028-01-01', '2028-12-31')],
    ]);
    expect(answer.success.map((r) => [r.ROW, r.NOTE])).toEqual([
      [3, ''],
      [4, ''],
      [7, ''],
      [8, ''],
    ]);
    expect((await t.post(contract.bisnisLini.upload, {}, ho)).json().message).toBe(
      messages.uploadHasFailedRows,
    );
    expect(await mappingCount()).toBe(before);
    expect(await periods('FRM-ETH', sch)).toEqual([
      ['2027-01-01', '2027-06-30'],
      ['2027-07-01', '4001-12-31'],
    ]);

    // Corrected: the row ends before the later period, and takes over the rest of the first.
    const corrected = await validate([
      sent(id, { SCHGROUP: sch, STARTDATE: '2027-05-01', ENDDATE: '2027-06-15' }),
    ]);
    expect(corrected.success[0]?.NOTE).toBe(
      messages.noteMappingEnded('2027-01-01', '2027-06-30', '2027-04-30'),
    );
    expect((await t.post(contract.bisnisLini.upload, {}, ho)).json().data).toEqual({ landed: 1, ended: 1 });
    expect(await periods('FRM-ETH', sch)).toEqual([
      ['2027-01-01', '2027-04-30'],
      ['2027-05-01', '2027-06-15'],
      ['2027-07-01', '4001-12-31'],
    ]);
    expect(await overlaps()).toBe(0);
  });

  it('refuses a submit whose row a period stored since the check now overlaps', async () => {
    const id = await salesmanType();
    const sch = 'PERIODS LATE';
    expect((await validate([sent(id, { SCHGROUP: sch, STARTDATE: '2027-01-01' })])).failed).toEqual([]);
    // Another upload lands a later period of the same mapping meanwhile.
    await t.database.db.execute(
      sql`INSERT INTO bisnis_lini_product_mappings (sls_person_type_id, sls_person_type, principal_line,
            bisnis_group, sch_group, target_level, mapping_level, dot_flag, start_date, end_date, status)
          VALUES (${Number(id)}, 'SALESMAN', 'FRM-ETH', 'FARMA', ${sch}, 'LINI', 'SUBLINI', 'N',
            '2027-09-01', '4001-12-31', 'ACTIVE')`,
    );
    const res = await t.post(contract.bisnisLini.upload, {}, ho);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(messages.mappingStoredChanged);
    expect(await periods('FRM-ETH', sch)).toEqual([['2027-09-01', '4001-12-31']]);
  });
});
