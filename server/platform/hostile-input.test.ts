/**
 * Input a database cannot take gets a 400 that names the field, never a 500: a NUL or broken
 * Unicode in any text, an integer beyond 32 bits in an id, a sort field that is no column, a body
 * with a `__proto__` key. On PGlite, and on PostgreSQL when DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contract } from '../../common/contract';
import { type CallDef, fillPath, pathParams } from '../../common/contract/define';
import { ASSIGNMENT_UPLOAD_MAX_ROWS } from '../../common/contract/sales-assignment';
import { messages } from '../../common/messages';
import { DEMO_PASSWORD } from '../db/seed/platform-data';
import { API_KEY, startTestApp, type TestApp } from '../test/harness';
import { bodyItemLimit, MAX_BODY_DEPTH } from './json-shape';

let t: TestApp;
let ho: string;
beforeAll(async () => {
  t = await startTestApp();
  ho = await t.login('ho.admin');
});
afterAll(() => t.close());

const NUL = '\u0000';

/** A demo rep's field session, for the field app's rep calls. */
async function repSession(): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/field/login',
    headers: { 'api-key': API_KEY, authorization: `Bearer ${t.config.fieldAppKey}` },
    payload: { username: 'rep.jakarta', password: DEMO_PASSWORD },
  });
  return (res.json() as { data: { TOKEN: string } }).data.TOKEN;
}
const LONE_SURROGATE = '\ud800';

/** Expects a 400 envelope whose message names the field. */
async function refused(
  res: Promise<{ statusCode: number; json(): { success: boolean; message: string } }>,
  field: string,
) {
  const answer = await res;
  expect(answer.statusCode).toBe(400);
  expect(answer.json().success).toBe(false);
  expect(answer.json().message).toMatch(new RegExp(`^Invalid request: ${field.replace('.', '\\.')}: `));
  return answer.json().message;
}

const role = {
  rolePosCode: 'JKT-SLS-901',
  typeCode: 'SALESMAN',
  titleCode: 'TO',
  orgId: 101,
  branchCode: 'JKT',
  startDate: '2026-01-01',
  endDate: '4001-12-31',
};

describe('text a database cannot store', () => {
  it.each([
    ['search', '/api/structure/role/selectRole', { branch: '0', position: '', search: `JKT${NUL}` }],
    ['position', '/api/structure/role/selectRole', { branch: '0', position: `JKT${NUL}`, search: '' }],
    ['branch', '/api/structure/role/selectRole', { branch: `J${NUL}KT`, position: '', search: '' }],
    ['search', '/api/structure/role/export', { branch: '0', position: '', search: `abc${LONE_SURROGATE}` }],
    [
      'typeCode',
      '/api/structure/type/insert',
      { typeCode: `T${NUL}`, typeDesc: 'x', startDate: '2026-01-01', endDate: '4001-12-31' },
    ],
    [
      'typeDesc',
      '/api/structure/type/insert',
      { typeCode: 'TNEW', typeDesc: `x${LONE_SURROGATE}`, startDate: '2026-01-01', endDate: '4001-12-31' },
    ],
    ['rolePosCode', '/api/structure/role/insert', { ...role, rolePosCode: `P${NUL}` }],
    ['emailSup', '/api/structure/role/insert', { ...role, emailSup: `a${NUL}@b.co` }],
    ['typeCode', '/api/structure/role/getTitleByType', { typeCode: `SALESMAN${NUL}` }],
    ['branchCode', '/api/structure/role/getSupervisorbyBranch', { branchCode: `JKT${NUL}` }],
  ])('refuses a NUL or lone surrogate in %s of %s', async (field, url, body) => {
    const message = await refused(t.call('POST', url, body, ho), field);
    expect(message).toContain(messages.refused.textNotStorable);
  });

  it('refuses it in the login user name and password before anything is counted or checked', async () => {
    await refused(t.post(contract.auth.login, { username: `ho.admin${NUL}`, password: 'x' }), 'username');
    await refused(
      t.post(contract.auth.login, { username: 'ho.admin', password: `x${LONE_SURROGATE}` }),
      'password',
    );
  });

  it('refuses it in a path parameter and a query parameter', async () => {
    await refused(t.call('GET', '/api/structure/role/1%00', undefined, ho), 'roleMapId');
    await refused(t.call('GET', '/api/structure/type/select?x=%00', undefined, ho), 'x');
  });

  it('refuses it in a nested field and in an object key, naming the path', async () => {
    await refused(t.post(contract.structure.getTitleByType, { typeCode: 'X', a: [{ b: NUL }] }, ho), 'a.0.b');
    await refused(t.post(contract.structure.getTitleByType, { typeCode: 'X', [`k${NUL}`]: 1 }, ho), 'k');
  });

  /**
   * Every call of every module inherits the check: each field of each input, one at a time. An
   * upload's sheet rows are checked cell by cell instead (import.test.ts): a bad cell fails its row.
   */
  const calls = Object.values(contract).flatMap((group) => Object.values(group) as CallDef[]);
  const fieldsOf = (def: CallDef) => (def.input instanceof z.ZodObject ? Object.keys(def.input.shape) : []);
  it.each(
    calls
      .filter((d) => d.method === 'POST' && d.path !== '/structure/role/upload')
      .map((d) => [d.path, d] as const),
  )('POST %s refuses it in each of its fields', async (path, def) => {
    for (const field of fieldsOf(def)) {
      // The ERP's calls take its key, the field app's its key (and a rep's session), the others a session.
      const credential =
        def.access === 'integration'
          ? t.config.integrationKey
          : def.access === 'field-app' || def.access === 'field-rep'
            ? t.config.fieldAppKey
            : ho;
      const rep = def.access === 'field-rep' ? await repSession() : undefined;
      const res = t.app.inject({
        method: 'POST',
        url: `/api${path}`,
        headers: {
          'api-key': API_KEY,
          authorization: `Bearer ${credential}`,
          ...(rep ? { 'field-session': rep } : {}),
        },
        payload: { [field]: `x${NUL}` },
      });
      await refused(res, field);
    }
  });
  it.each(
    calls.filter((d) => d.method === 'GET' && pathParams(d.path).length > 0).map((d) => [d.path, d] as const),
  )('GET %s refuses it in its path parameters', async (_path, def) => {
    for (const param of pathParams(def.path)) {
      const url = `/api${fillPath(def.path, { [param]: `1${NUL}` }).path}`;
      // The field app's calls take its key, the others a session.
      const credential = def.access === 'field-app' ? t.config.fieldAppKey : ho;
      await refused(t.call('GET', url, undefined, credential), param);
    }
  });
});

describe('integers beyond the 32-bit columns', () => {
  it.each([
    ['roleMapId', 'GET', '/api/structure/role/2147483648', undefined],
    ['id', 'GET', '/api/structure/type/99999999999999999999', undefined],
    ['id', 'GET', '/api/structure/title/-2147483649', undefined],
    ['orgID', 'POST', '/api/setting/validPeriod', { typeID: 'TARGET', orgID: 2147483648 }],
    ['orgID', 'POST', '/api/setting/validPeriod', { typeID: 'TARGET', orgID: '99999999999' }],
    ['orgID', 'POST', '/api/call-management/prepareFilter', { orgID: 1e300 }],
    ['orgId', 'POST', '/api/structure/role/insert', { ...role, orgId: 4294967296 }],
    [
      'typeId',
      'POST',
      '/api/structure/type/update',
      { typeId: 2 ** 53, typeCode: 'X', typeDesc: 'x', startDate: '2026-01-01', endDate: '4001-12-31' },
    ],
  ] as const)('refuses %s out of range (%s %s)', async (field, method, url, body) => {
    const message = await refused(t.call(method, url, body, ho), field);
    expect(message).toContain(messages.refused.wholeNumberOutOfRange);
  });

  it('still takes the largest id, as a number and as text', async () => {
    // No such role: the query ran and found nothing.
    const largest = await t.call('GET', '/api/structure/role/2147483647', undefined, ho);
    expect(largest.json()).toMatchObject({ success: false, message: messages.notFound });
    const res = await t.post(contract.setting.validPeriod, { typeID: 'TARGET', orgID: '101' }, ho);
    expect(res.statusCode).toBe(200);
  });
});

describe('sort fields and object keys', () => {
  it.each(['__proto__', 'constructor', 'toString', 'ROLE_MAP_ID; drop table roles'])(
    'refuses sortField %j on the list and on its export',
    async (sortField) => {
      const body = { branch: '0', position: '', search: '', sortField };
      await refused(t.post(contract.structure.selectRole, body, ho), 'sortField');
      await refused(t.post(contract.structure.exportRole, body, ho), 'sortField');
    },
  );

  it('says which key of a body was refused, instead of calling it invalid JSON', async () => {
    const send = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/structure/role/selectRole',
        headers: { 'api-key': API_KEY, authorization: `Bearer ${ho}`, 'content-type': 'application/json' },
        payload,
      });
    const proto = await refused(
      send('{"branch":"0","position":"","__proto__":{"isAdmin":true}}'),
      '__proto__',
    );
    expect(proto).toContain(messages.refused.keyNotAccepted);
    await refused(send('{"branch":"0","position":"","\\u005f_proto__":{}}'), '__proto__');
    await refused(
      send('{"branch":"0","filter":{"constructor":{"prototype":{}}}}'),
      'filter.constructor.prototype',
    );
    // Malformed and empty bodies still say so.
    expect((await send('{"branch":')).json().message).toBe(
      messages.invalidRequest(messages.refused.bodyNotJson),
    );
    expect((await send('')).json().message).toBe(messages.invalidRequest(messages.refused.bodyEmpty));
  });

  it('refuses a deeply nested body at once, before any login, on every kind of call', async () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    for (const [url, token] of [
      ['/api/login', undefined],
      ['/api/mapping-sales-assignment/validation', ho],
    ] as const) {
      const started = performance.now();
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: {
          'api-key': API_KEY,
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        payload: `{"username":${deep},"excelData":${deep},"password":"x"}`,
      });
      const took = performance.now() - started;
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBe(messages.invalidRequest(messages.refused.bodyTooDeep(MAX_BODY_DEPTH)));
      // Not a speed goal: a walk of the body per level (quadratic) takes minutes at this depth, so a
      // bound far above a loaded machine's time still catches it.
      expect(took, `${url}: ${took} ms`).toBeLessThan(2000);
    }
    // Brackets inside strings, escaped quotes included, are text, not nesting.
    const res = await t.call(
      'POST',
      '/api/structure/role/selectRole',
      { branch: '0', position: '', search: `"\\${'['.repeat(70)}"${'{'.repeat(70)}` },
      ho,
    );
    expect(res.statusCode).toBe(200);
  });

  it('refuses a body of far more rows than the call takes before reading them', async () => {
    const row = {
      CUSTOMER_ID_REF: 'C1',
      BISNIS: 'FOOD',
      TYPE_DESC: 'REGULAR',
      POSITION: 'P',
      START_DATE: '01/01/2026',
    };
    const body = (n: number) =>
      JSON.stringify({ excelData: Array.from({ length: n }, () => row), orgID: 101 });
    const big = body(200_000);
    const started = performance.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/mapping-sales-assignment/validation',
      headers: { 'api-key': API_KEY, authorization: `Bearer ${ho}`, 'content-type': 'application/json' },
      payload: big,
    });
    const took = performance.now() - started;
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/^Permintaan terlalu besar: lebih dari [\d,.]+ baris/);
    expect(took, `${took} ms`).toBeLessThan(1000);
    // The call's bound lies between its row limit and the refused body.
    const limit = bodyItemLimit(contract.salesAssignment.validation.input);
    expect(limit).toBeGreaterThan(ASSIGNMENT_UPLOAD_MAX_ROWS);
    expect(limit).toBeLessThan(200_000);
  });

  it('answers a URL the router cannot decode with the envelope', async () => {
    const res = await t.call('GET', '/api/structure/role/%ED%A0%80', undefined, ho);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
  });
});
