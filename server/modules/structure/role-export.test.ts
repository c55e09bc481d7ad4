/**
 * API tests of the streamed role export over a real socket: a selection of several batches reads
 * back row for row in the list's order with formula-like texts intact; the server keeps answering
 * while a client reads an export slowly and after a client cuts one off; and a request whose client
 * has gone before its turn never starts its queries.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as XLSX from '@e965/xlsx';
import { beforeAll, describe, expect, it } from 'vitest';
import { rows, sql } from '../../db/client';
import { EXPORT_BATCH_ROWS } from '../../platform/list';
import { ho, setUpDemoApp, t } from '../../test/demo-app';
import { API_KEY } from '../../test/harness';

setUpDemoApp();

/** More roles than two export batches, some with texts a spreadsheet would take for formulas. */
const EXTRA = EXPORT_BATCH_ROWS * 2 + 321;
const FORMULAS = ['=1+1', '+SUM(A1:A2)', '-2+3', '@cmd', '=HYPERLINK("http://x.example","y")'];

let base: string;

beforeAll(async () => {
  await t.database.db.execute(sql`
    INSERT INTO roles (role_position_code, employee_type_id, employee_type_code, employee_title_code,
      org_id, branch_code, role_sup_code, supervisor_email, role_start_date, role_end_date)
    SELECT 'EXP-' || lpad(n::text, 6, '0'), t.employee_type_id, t.code, NULL, b.org_id, b.branch_code,
      'NA', (ARRAY[${sql.join(
        FORMULAS.map((f) => sql`${f}`),
        sql`, `,
      )}])[1 + n % ${FORMULAS.length}], DATE '2026-01-01', DATE '4001-12-31'
    FROM generate_series(1, ${EXTRA}) AS n
    CROSS JOIN (SELECT employee_type_id, code FROM employee_types WHERE code = 'SALESMAN') t
    CROSS JOIN (SELECT org_id, branch_code FROM branches WHERE branch_code = 'JKT') b`);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

const headers = () => ({
  'api-key': API_KEY,
  authorization: `Bearer ${ho}`,
  'content-type': 'application/json',
});
const exportBody = JSON.stringify({ branch: '0', position: '', search: '' });

/** Starts an export over a real socket; the response is handed over unread. */
function startExport(): Promise<{ req: http.ClientRequest; res: http.IncomingMessage }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}/api/structure/role/export`, { method: 'POST', headers: headers() });
    req.on('response', (res) => resolve({ req, res }));
    req.on('error', reject);
    req.end(exportBody);
  });
}

const health = async () => (await fetch(`${base}/api/health`)).status;

describe('streamed role export', () => {
  it('reads back row for row, in order, across batches, with formula-like texts as text', async () => {
    const res = await fetch(`${base}/api/structure/role/export`, {
      method: 'POST',
      headers: headers(),
      body: exportBody,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('filename="Overview Role.xlsx"');
    const book = XLSX.read(Buffer.from(await res.arrayBuffer()), { type: 'buffer', dense: true });
    const sheet = book.Sheets[book.SheetNames[0] as string] as XLSX.WorkSheet;
    const records = XLSX.utils.sheet_to_json<Record<string, unknown>>(sheet);
    const stored = await rows<{ code: string; email: string | null }>(
      t.database.db,
      sql`SELECT role_position_code AS code, supervisor_email AS email FROM roles ORDER BY role_position_code`,
    );
    expect(stored.length).toBeGreaterThan(EXPORT_BATCH_ROWS * 2);
    expect(records.map((r) => r.ROLE_POSITION_CODE)).toEqual(stored.map((r) => r.code));
    expect(records.map((r) => r.SUPERVISOR_EMAIL ?? null)).toEqual(stored.map((r) => r.email));
    const cells = (sheet['!data'] ?? []).flat().filter(Boolean) as XLSX.CellObject[];
    for (const formula of FORMULAS) expect(cells.find((c) => c.v === formula)?.t).toBe('s');
    expect(cells.some((c) => c.f !== undefined)).toBe(false);
  });

  it('keeps answering other calls while a client reads an export slowly, and finishes it', async () => {
    const { res } = await startExport();
    res.pause();
    // The export waits on its reader; the server does not.
    expect(await health()).toBe(200);
    const page = await fetch(`${base}/api/structure/role/selectRole`, {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify({ branch: '0', position: '', pageSize: 5 }),
    });
    expect(page.status).toBe(200);
    const chunks: Buffer[] = [];
    for await (const chunk of res) chunks.push(chunk as Buffer);
    const book = XLSX.read(Buffer.concat(chunks), { type: 'buffer', dense: true });
    const sheet = book.Sheets[book.SheetNames[0] as string] as XLSX.WorkSheet;
    expect(XLSX.utils.sheet_to_json(sheet).length).toBeGreaterThan(EXPORT_BATCH_ROWS * 2);
  });

  it('stays responsive after a client cuts an export off', async () => {
    const { req, res } = await startExport();
    await new Promise<void>((resolve) => res.once('data', () => resolve()));
    req.destroy();
    expect(await health()).toBe(200);
    const again = await fetch(`${base}/api/structure/role/export`, {
      method: 'POST',
      headers: headers(),
      body: exportBody,
    });
    expect(again.status).toBe(200);
    const book = XLSX.read(Buffer.from(await again.arrayBuffer()), { type: 'buffer', dense: true });
    expect(book.SheetNames).toHaveLength(1);
  });
});

describe('a client that has gone', () => {
  it('does not get its queries started when its turn comes', async () => {
    const skippedBefore = t.database.gate.skipped;
    // Hold every connection (PostgreSQL's pool of 5) or PGlite's one queue with transactions that
    // wait without blocking the event loop, so the request below queues behind them. On PGlite a
    // plain read runs beside an open transaction unless it names a table the transaction writes:
    // the holders take the write lock of the tables the request reads.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The session is read once more now, so that the request below finds it cached (a session read
    // serves every request that waits for it, so it is never refused for one of them).
    const warm = await fetch(`${base}/api/structure/role/selectRole`, {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify({ branch: '0', position: '', pageSize: 100 }),
    });
    expect(warm.status).toBe(200);
    const locked: Promise<void>[] = [];
    const holders = Array.from({ length: t.database.kind === 'postgres' ? 5 : 1 }, () => {
      let lockTaken = () => {};
      locked.push(
        new Promise<void>((resolve) => {
          lockTaken = resolve;
        }),
      );
      return t.database.db.transaction(async (tx) => {
        await tx.execute(sql`LOCK TABLE sessions, data_versions, roles, branches IN ROW EXCLUSIVE MODE`);
        lockTaken();
        await released;
      });
    });
    await Promise.all(locked);
    const req = http.request(`${base}/api/structure/role/selectRole`, { method: 'POST', headers: headers() });
    req.on('error', () => undefined);
    req.end(JSON.stringify({ branch: '0', position: '', pageSize: 100 }));
    await new Promise((r) => setTimeout(r, 150));
    req.destroy();
    await new Promise((r) => setTimeout(r, 50));
    release();
    await Promise.all(holders);
    await expect.poll(() => t.database.gate.skipped, { timeout: 5000 }).toBeGreaterThan(skippedBefore);
    expect(await health()).toBe(200);
  });
});
