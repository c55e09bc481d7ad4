/**
 * The command door on real files, written and read back: the example distributor of docs/examples
 * loaded into an empty database (by `npm run import -- all` itself, and file by file), CSV with and
 * without a byte-order mark, with semicolons, in another encoding (refused), and .xlsx with dates
 * and numbers (read) or formulas (refused); rejected rows named by their line.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { utils, write } from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IntegrationEntity } from '../../../common/contract/integration';
import { messages } from '../../../common/messages';
import { type Database, openDatabase, rows, sql } from '../../db/client';
import { databaseUrl, freshDatabaseName, onServer } from '../../db/postgres-admin';
import { type ImportOutcome, importFile } from './import-file';
import { LOAD_ORDER } from './load';

const m = messages.integration;
const EXAMPLES = path.resolve(__dirname, '../../../docs/examples');
const pgUrl = process.env.DATABASE_URL;

/** An empty database of the test's own: migrated, no demo rows. */
async function emptyDatabase(): Promise<{ database: Database; url?: string; drop: () => Promise<void> }> {
  if (!pgUrl) return { database: await openDatabase({}), drop: async () => {} };
  const name = freshDatabaseName('armada_import');
  await onServer(pgUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const url = databaseUrl(pgUrl, name);
  return {
    database: await openDatabase({ databaseUrl: url, poolSize: 2 }),
    url,
    drop: () =>
      onServer(pgUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
  };
}

let db: Awaited<ReturnType<typeof emptyDatabase>>;
let dir: string;
beforeAll(async () => {
  db = await emptyDatabase();
  dir = mkdtempSync(path.join(os.tmpdir(), 'armada-import-'));
});
afterAll(async () => {
  await db.database.close();
  await db.drop();
  rmSync(dir, { recursive: true, force: true });
});

const quiet = () => {};
const load = (entity: IntegrationEntity, file: string) => importFile(db.database, entity, file, quiet);
const count = async (table: string) =>
  (await rows<{ n: number }>(db.database.db, sql.raw(`SELECT count(*)::int AS n FROM ${table}`)))[0]?.n;
const fileOf = (name: string, content: string | Uint8Array) => {
  const file = path.join(dir, name);
  writeFileSync(file, content);
  return file;
};
const xlsxOf = (name: string, sheet: ReturnType<typeof utils.aoa_to_sheet>) => {
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, 'Sheet1');
  return fileOf(name, write(book, { bookType: 'xlsx', type: 'buffer' }));
};
const refusal = (outcome: ImportOutcome) => (outcome.ok ? 'loaded' : outcome.reason);

describe('the example distributor', () => {
  it('loads into an empty database file by file, and a second time writes nothing', async () => {
    expect(await count('customers')).toBe(0);
    for (const entity of LOAD_ORDER) {
      const outcome = await load(entity, path.join(EXAMPLES, `${entity}.csv`));
      expect(outcome.ok, `${entity}: ${refusal(outcome)}`).toBe(true);
    }
    expect(await count('branches')).toBe(4);
    expect(await count('customers')).toBe(7);
    expect(await count('products')).toBe(6);
    expect(await count('invoice_lines')).toBe(5);
    expect(await count('business_type_descs')).toBe(4);
    const [quoted] = await rows<{ name: string; address: string }>(
      db.database.db,
      sql`SELECT customer_name AS name, address FROM customers WHERE customer_id = 'SH-700201' OR customer_id = 'SH-700101' ORDER BY customer_id DESC`,
    );
    expect(quoted?.name).toBe('Apotek "Kimia Jaya"');
    const audits = await count('audit_log');
    for (const entity of LOAD_ORDER) {
      const again = await load(entity, path.join(EXAMPLES, `${entity}.csv`));
      expect(again.ok && again.report.inserted + again.report.updated, entity).toBe(0);
    }
    expect(await count('audit_log')).toBe(audits);
  });

  it('loads by the command itself, `npm run import -- all docs/examples`', async () => {
    const other = await emptyDatabase();
    await other.database.close();
    const dataDir = path.join(dir, 'pglite');
    const env = { ...process.env, ...(other.url ? { DATABASE_URL: other.url } : { DATA_DIR: dataDir }) };
    try {
      const run = await promisify(execFile)(
        path.resolve(__dirname, '../../../node_modules/.bin/tsx'),
        [path.resolve(__dirname, 'import-cli.ts'), 'all', EXAMPLES],
        { env },
      );
      expect(run.stderr).toMatch(/customers: 7 rows read/);
      expect(run.stderr).toMatch(/customers: 7 of 7 rows checked/);
      expect(run.stderr).toMatch(/customers: 7 of 7 rows written/);
      expect(run.stderr).toMatch(/invoices: done in .*: 5 inserted/);
    } finally {
      await other.drop();
    }
  }, 120_000);
});

describe('CSV files', () => {
  const header = 'EMPLOYEE_ID,EMPLOYEE_NAME,BRANCH_CODE,POSITION_CODE_HCM,ACTIVE';

  it('read with a byte-order mark and with semicolons', async () => {
    const bom = fileOf('bom.csv', `\ufeff${header}\r\nX-1,Siti Aminah,PWT,,Y\r\n`);
    expect(refusal(await load('employees', bom))).toBe('loaded');
    const semi = fileOf('semi.csv', `${header.replaceAll(',', ';')}\nX-2;Joko Widodo;"PWT";;Y\n`);
    expect(refusal(await load('employees', semi))).toBe('loaded');
    expect(await count("salesreps WHERE employee_id IN ('X-1', 'X-2')")).toBe(2);
  });

  it('refuse another encoding, naming its line, and UTF-16', async () => {
    const latin1 = Buffer.concat([
      Buffer.from(`${header}\nX-3,Jos`),
      Buffer.from([0xe9]),
      Buffer.from(',PWT,,Y\n'),
    ]);
    expect(refusal(await load('employees', fileOf('latin1.csv', latin1)))).toBe(m.notUtf8(2));
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(`${header}\n`, 'utf16le')]);
    expect(refusal(await load('employees', fileOf('utf16.csv', utf16)))).toBe(m.utf16);
  });

  it('refuse a header with an unknown or a missing column, and a quote never closed', async () => {
    expect(refusal(await load('employees', fileOf('h1.csv', `${header},SALARY\n`)))).toBe(
      m.headerUnknown('SALARY'),
    );
    expect(refusal(await load('employees', fileOf('h2.csv', 'EMPLOYEE_ID,BRANCH_CODE\n')))).toBe(
      m.headerMissing('EMPLOYEE_NAME'),
    );
    expect(refusal(await load('employees', fileOf('q.csv', `${header}\nX-4,"Ani,PWT,,Y\n`)))).toBe(
      m.unclosedQuote(2),
    );
  });

  it('answer rejected rows by their line, and keep nothing of the file', async () => {
    const file = fileOf(
      'rejects.csv',
      `${header}\nX-5,Ok,PWT,,Y\n\nX-6,Bad branch,NOWHERE,,Y\nX-5,Twice,PWT,,Y\n`,
    );
    const outcome = await load('employees', file);
    expect(outcome.ok).toBe(false);
    expect(outcome.report?.rejected.map((r) => [r.row, r.reason])).toEqual([
      [4, m.unknownBranch('NOWHERE')],
      [5, m.duplicateKey('EMPLOYEE_ID X-5', 2)],
    ]);
    expect(await count("salesreps WHERE employee_id = 'X-5'")).toBe(0);
  });

  it('refuse a file that is neither .csv nor .xlsx', async () => {
    expect(refusal(await load('employees', fileOf('e.xls', 'x')))).toBe(m.fileType);
  });
});

describe('XLSX files', () => {
  it('read dates and numbers as the upload screens do', async () => {
    const sheet = utils.aoa_to_sheet(
      [
        [
          'TRX_NUMBER',
          'TRX_DATE',
          'CUSTOMER_ID',
          'LINE_NUMBER',
          'INVENTORY_ITEM_ID',
          'QUANTITY_INVOICED',
          'EXTENDED_AMOUNT',
        ],
        ['X-INV-1', new Date(Date.UTC(2025, 10, 20)), 'SH-700102', 1, 500301, 12, 51000.25],
      ],
      { cellDates: true },
    );
    const outcome = await load('invoices', xlsxOf('inv.xlsx', sheet));
    expect(refusal(outcome)).toBe('loaded');
    const [inv] = await rows<{ d: string; a: string }>(
      db.database.db,
      sql`SELECT trx_date::text AS d, amount::text AS a FROM invoices WHERE trx_number = 'X-INV-1'`,
    );
    expect(inv).toEqual({ d: '2025-11-20', a: '51000.25' });
  });

  it('refuse a cell holding a formula, naming it', async () => {
    const sheet = utils.aoa_to_sheet([
      ['BRANCH_CODE', 'ORG_ID', 'BRANCH_DESC'],
      ['X1', 201, 'Banyumas'],
    ]);
    sheet.C2 = { t: 's', v: 'BANYUMAS', f: 'UPPER("Banyumas")' };
    expect(refusal(await load('branches', xlsxOf('f.xlsx', sheet)))).toBe(m.formula('C2'));
    expect(await count("branches WHERE branch_code = 'X1'")).toBe(0);
  });
});
