/** The platform's promises, checked over HTTP against a real database. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../common/contract';
import type { CallDef } from '../../common/contract/define';
import { fillPath } from '../../common/contract/define';
import { messages } from '../../common/messages';
import { notMatching } from '../../common/test-lists';
import { DEV_API_KEY, DEV_FIELD_APP_KEY, loadConfig, startupNotices } from '../config';
import { allImplementations } from '../modules/index';
import { startTestApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const allCalls = Object.values(contract).flatMap((group) => Object.values(group) as CallDef[]);
const urlOf = (def: CallDef) => `/api${fillPath(def.path, { id: 1, roleMapId: 1 }).path}`;

describe('every route', () => {
  it('is implemented by a module', () => {
    const implemented = new Set(allImplementations(t.config).map((i) => `${i.def.method} ${i.def.path}`));
    const missing = allCalls.map((d) => `${d.method} ${d.path}`).filter((k) => !implemented.has(k));
    expect(missing).toEqual([]);
  });

  // The field app's and the ERP's calls take their keys instead (setting/field-promotions.test.ts,
  // integration/integration-api.test.ts; a rep's calls, the key and the rep's session,
  // call-rights.test.ts and field-app/sign-in.test.ts).
  const sessionCalls = allCalls.filter(
    (d) =>
      d.access !== 'public' &&
      d.access !== 'field-app' &&
      d.access !== 'field-rep' &&
      d.access !== 'integration',
  );
  it.each(sessionCalls.map((d) => [d.method, d.path, d] as const))(
    '%s %s refuses a call without a session and one without the api-key',
    async (method, _path, def) => {
      const noSession = await t.call(method, urlOf(def), method === 'POST' ? {} : undefined);
      expect(noSession.statusCode).toBe(401);
      expect(noSession.json()).toMatchObject({ success: false, message: messages.sessionEnded });

      const token = await t.login('ho.admin');
      const noKey = await t.app.inject({
        method,
        url: urlOf(def),
        headers: { authorization: `Bearer ${token}` },
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect(noKey.statusCode).toBe(401);
      expect(noKey.json().message).toBe(messages.apiKeyMissing);
    },
  );

  it('refuses a call to a user whose menu lacks every screen that makes it', async () => {
    await t.database.db.execute(
      sql`delete from menu_grants where profile = 'BRANCH' and menu_list_id between 10 and 19`,
    );
    const token = await t.login('branch.admin');
    const res = await t.call('GET', '/api/structure/type/select', undefined, token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(messages.forbidden);
  });
});

describe('common calls', () => {
  it('validPeriod answers the open periods, and nothing once the period is closed', async () => {
    const token = await t.login('branch.admin');
    const open = await t.call(
      'POST',
      '/api/setting/validPeriod',
      { typeID: 'MAPPING SALESREP', orgID: 101 },
      token,
    );
    expect(open.statusCode).toBe(200);
    const rows = open.json().data as { TYPE: string; ORG_ID: number }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(notMatching(rows, (r) => r.TYPE === 'MAPPING SALESREP' && r.ORG_ID === 101)).toEqual([]);

    await t.database.db.execute(
      sql`update periods set end_date = current_date - 1 where type = 'MAPPING SALESREP' and org_id = 101`,
    );
    const closed = await t.call(
      'POST',
      '/api/setting/validPeriod',
      { typeID: 'MAPPING SALESREP', orgID: 101 },
      token,
    );
    expect(closed.json()).toEqual({ success: true, data: [] });
  });

  it('validPeriod answers a branch user for its own org, whatever orgID it sends', async () => {
    const token = await t.login('branch.admin');
    const res = await t.post(contract.setting.validPeriod, { typeID: 'TARGET', orgID: 102 }, token);
    const rows = res.json().data as { ORG_ID: number }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(notMatching(rows, (r) => r.ORG_ID === 101)).toEqual([]);
  });

  it('prepareFilter gives head office ALL BRANCH and every branch', async () => {
    const token = await t.login('ho.admin');
    const res = await t.post(contract.callManagement.prepareFilter, { orgID: 81 }, token);
    const data = res.json().data;
    expect(data.BRANCH_LIST[0]).toEqual({ BRANCH_CODE: '0', BRANCH_DESC: 'ALL BRANCH', ORG_ID: -1 });
    expect(data.BRANCH_LIST.length).toBeGreaterThanOrEqual(13);
    expect(data.PERIODE).toHaveLength(12);
    expect(data.YEAR[0]).toEqual({ YEAR: 2000 });
    expect(data.YEAR.at(-1)).toEqual({ YEAR: new Date().getFullYear() + 24 });
  });

  it('prepareFilter gives a branch user only its org, a KEPALA CABANG only its branch', async () => {
    const admin = await t.login('branch.admin');
    const a = (await t.post(contract.callManagement.prepareFilter, { orgID: 81 }, admin)).json().data;
    expect(a.BRANCH_LIST.map((b: { BRANCH_CODE: string }) => b.BRANCH_CODE).sort()).toEqual(['BKS', 'JKT']);

    const head = await t.login('branch.head');
    const h = (await t.post(contract.callManagement.prepareFilter, { orgID: 101 }, head)).json().data;
    expect(h.BRANCH_LIST.map((b: { BRANCH_CODE: string }) => b.BRANCH_CODE)).toEqual(['BKS']);
    // Positions carry their branch, so a position select follows the chosen branch.
    const positionBranches = new Set(a.POSITION.map((p: { BRANCH_CODE: string }) => p.BRANCH_CODE));
    expect(positionBranches).toEqual(new Set(['BKS', 'JKT']));
    expect(a.POSITION).toContainEqual({ POSITION_DESC: 'JKT-SPV-001', BRANCH_CODE: 'JKT' });
    expect(new Set(h.POSITION.map((p: { BRANCH_CODE: string }) => p.BRANCH_CODE))).toEqual(new Set(['BKS']));
    const branches = (await t.call('GET', '/api/structure/role/getBranchList', undefined, head)).json().data;
    expect(branches).toEqual([{ ORG_ID: 101, BRANCH_CODE: 'BKS', BRANCH_DESC: 'BEKASI' }]);
  });
});

describe('envelope, health and headers', () => {
  it('health checks the database (what else it says: health.test.ts)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toMatchObject({ success: true, data: { status: 'ok', database: t.database.kind } });
  });

  it('sets security headers that still allow map tiles and Zebra Browser Print', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain('tile.openstreetmap.org');
    expect(csp).toContain('https://127.0.0.1:9101');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    const res = await t.call('GET', '/api/nothing/here');
    expect(res.statusCode).toBe(404);
    expect(res.json().success).toBe(false);
  });

  it('answers an unexpected error with a request id and no stack', async () => {
    const token = await t.login('ho.admin');
    await t.database.db.execute(sql`alter table branches rename to branches_gone`);
    try {
      const res = await t.call('GET', '/api/structure/role/getBranchList', undefined, token);
      expect(res.statusCode).toBe(500);
      const body = res.json();
      expect(body.success).toBe(false);
      expect(body.message).toContain(body.requestId);
      expect(res.body).not.toMatch(/at .*\.ts|branches_gone|stack/);
    } finally {
      await t.database.db.execute(sql`alter table branches_gone rename to branches`);
    }
  });

  it('refuses a body over the size limit', async () => {
    const small = await startTestApp({ bodyLimitBytes: 1024 });
    try {
      const res = await small.post(contract.auth.login, { username: 'x'.repeat(5000), password: 'y' });
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe(messages.tooLarge);
    } finally {
      await small.close();
    }
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/structure/type/insert');
  });
});

describe('configuration', () => {
  it('refuses to start in production without API_KEY and uses the development key otherwise', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/API_KEY/);
    const dev = loadConfig({});
    expect(dev.apiKey).toBe('armada-dev-key');
    expect(dev.apiKeyIsDefault).toBe(true);
    // Set but empty is unset: the development key, as the start-up warning says.
    expect(loadConfig({ API_KEY: '' }).apiKey).toBe('armada-dev-key');
  });

  it("warns at start-up of the settings left unset by their names, never a key's value", () => {
    const dev = startupNotices(loadConfig({}));
    expect(dev.warn.some((line) => line.startsWith('API_KEY is not set'))).toBe(true);
    expect(dev.info.some((line) => line.startsWith('FIELD_APP_KEY'))).toBe(false);
    const onPostgres = startupNotices(loadConfig({ DATABASE_URL: 'postgres://db/armada' }));
    expect(onPostgres.warn.some((line) => line.startsWith('CURSOR_SECRET is not set'))).toBe(true);
    const set = loadConfig({ API_KEY: 'k-123', FIELD_APP_KEY: 'f-456', CURSOR_SECRET: 'c-789' });
    expect(startupNotices(set)).toEqual({ warn: [], info: [] });
    const lines = [dev, onPostgres].flatMap((n) => [...n.warn, ...n.info]);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) {
      for (const value of [DEV_API_KEY, DEV_FIELD_APP_KEY, 'postgres://db'])
        expect(line).not.toContain(value);
    }
  });
});
