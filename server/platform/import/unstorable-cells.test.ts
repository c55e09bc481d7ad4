/**
 * One bad cell fails its own row, not the upload, and the log never carries the uploaded rows:
 * a NUL or a lone surrogate in a cell of a role upload becomes a failed row with its sheet row and
 * a reason, the other rows land, and neither that upload nor one that fails unexpectedly writes
 * row data (codes, e-mail addresses) or a big line to the log. PGlite, and PostgreSQL when
 * DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../../common/contract';
import type { RoleUploadRow } from '../../../common/contract/structure';
import { messages } from '../../../common/messages';
import { sql } from '../../db/client';
import { startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let ho: string;
const log: string[] = [];

beforeAll(async () => {
  t = await startTestApp({}, { logLines: log });
  ho = await t.login('ho.admin');
});
afterAll(() => t.close());

const SUPERVISOR_EMAIL = 'spv.jkt1@armada.co.id';

/** A JKT salesman the demo data accepts. */
const row = (code: string): RoleUploadRow => ({
  rolePosCode: code,
  typeCode: 'SALESMAN',
  titleCode: 'TO',
  orgId: '101',
  branchCode: 'JKT',
  CSOCode: 'JKT-CSO-001',
  supCode: 'JKT-SPV-001',
  emailSup: SUPERVISOR_EMAIL,
  secondaryPosition: 'N',
  roleAddType: 'NA',
  startDate: '2026-01-01',
  endDate: '4001-12-31',
});

/** The lines logged while `work` ran. */
async function loggedDuring(work: () => Promise<void>): Promise<string[]> {
  const from = log.length;
  await work();
  return log.slice(from);
}

/** No line holds an uploaded position code or e-mail, and none is big. */
function expectNoRowData(lines: string[], prefix: string) {
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) {
    expect(line.length).toBeLessThan(2000);
    expect(line).not.toContain(prefix);
    expect(line).not.toContain(SUPERVISOR_EMAIL);
  }
}

describe('a cell the database cannot store', () => {
  it('fails its row with the sheet row and the column, and the other rows land', async () => {
    const file = Array.from({ length: 5000 }, (_, i) => row(`NUL-${i}`));
    file[1234] = { ...row('NUL-1234'), emailSup: `spv${'\u0000'}@armada.co.id` };
    file[3000] = { ...row('NUL-3000'), rolePosCode: 'NUL-3000\ud800' };
    let res: Awaited<ReturnType<TestApp['call']>> | undefined;
    const lines = await loggedDuring(async () => {
      res = await t.post(contract.structure.roleUpload, file, ho);
    });
    expect(res?.statusCode).toBe(200);
    const answer = res?.json().data;
    expect(answer.SUCCESS).toBe(4998);
    expect(answer.FAIL).toBe(2);
    expect(answer.FAILED).toEqual([
      // Sheet rows: the header is row 1, so array index i is row i + 2.
      { ROW: 1236, POSITION_CODE: 'NUL-1234', REASON: messages.reasonUnstorableText('EMAIL_SUPERVISOR') },
      { ROW: 3002, POSITION_CODE: 'NUL-3000\ufffd', REASON: messages.reasonUnstorableText('POSITION_CODE') },
    ]);
    // The request line: its id, the call, the status; nothing of the rows.
    expectNoRowData(lines, 'NUL-');
    const request = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'request');
    expect(request).toMatchObject({ url: '/api/structure/role/upload', status: 200 });
    expect(request.reqId).toEqual(expect.any(String));
  });
});

describe('an upload that fails unexpectedly', () => {
  it('answers 500 with a request id, and logs the call, the row count and the error kind only', async () => {
    const file = Array.from({ length: 5000 }, (_, i) => row(`GONE-${i}`));
    await t.database.db.execute(sql`ALTER TABLE import_rows RENAME TO import_rows_gone`);
    let res: Awaited<ReturnType<TestApp['call']>> | undefined;
    try {
      const lines = await loggedDuring(async () => {
        res = await t.post(contract.structure.roleUpload, file, ho);
      });
      expect(res?.statusCode).toBe(500);
      const requestId = res?.json().requestId;
      expectNoRowData(lines, 'GONE-');
      const error = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'unexpected error');
      expect(error).toMatchObject({
        reqId: requestId,
        call: 'POST /api/structure/role/upload',
        rows: 5000,
        // drizzle's error, which wraps the database's (undefined table).
        error: { kind: expect.any(String), cause: { code: '42P01' } },
      });
      // Code locations, not the query or its parameters.
      expect(JSON.stringify(error)).not.toMatch(/import_rows|INSERT|params/);
    } finally {
      await t.database.db.execute(sql`ALTER TABLE import_rows_gone RENAME TO import_rows`);
    }
  });
});
