/**
 * Rights per screen: every call of every module, made by every demo user, is refused with 403
 * exactly when the user's menu holds none of the screens the call declares. The calls are sent
 * with a body no call accepts, so an allowed call stops at validation and nothing is written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../common/contract';
import type { MenuItem } from '../../common/contract/auth';
import type { CallDef } from '../../common/contract/define';
import { fillPath, pathParams } from '../../common/contract/define';
import { messages } from '../../common/messages';
import { MENU_SCREENS, SCREEN_ROUTES, screenKey } from '../../common/modules';
import { DEMO_MENU, DEMO_PASSWORD } from '../db/seed/platform-data';
import { API_KEY, startTestApp, type TestApp } from '../test/harness';

const DEMO_USERS = ['ho.admin', 'branch.admin', 'branch.head', 'bdg.admin', 'hq.marketing'] as const;

/**
 * The calls the spec lists beside login as common to every screen, the position search that finds
 * prepareFilter's positions beyond its first ones, and the change of one's own password; every
 * other call names its screens.
 */
const COMMON_CALLS = [
  'POST /logout',
  'POST /changePassword',
  'POST /setting/validPeriod',
  'POST /call-management/prepareFilter',
  'POST /call-management/searchPosition',
  'GET /structure/role/getBranchList',
];

const allCalls = Object.values(contract).flatMap((group) => Object.values(group) as CallDef[]);
const keyOf = (def: CallDef) => `${def.method} ${def.path}`;

let t: TestApp;
const menus = new Map<string, { token: string; screens: Set<string> }>();

beforeAll(async () => {
  t = await startTestApp();
  for (const user of DEMO_USERS) {
    const res = await t.post(contract.auth.login, { username: user, password: DEMO_PASSWORD });
    const { TOKEN, MENU } = (res.json() as { data: { TOKEN: string; MENU: MenuItem[] } }).data;
    const screens = new Set(MENU.filter((m) => m.URL).map((m) => screenKey(m.URL as string)));
    menus.set(user, { token: TOKEN, screens });
  }
});
afterAll(() => t.close());

/** A request no call's input accepts: a string body, or path parameters that are no id. */
function refusedInput(def: CallDef): { url: string; body: unknown } {
  const params = Object.fromEntries(pathParams(def.path).map((p) => [p, 'not-an-id']));
  return { url: `/api${fillPath(def.path, params).path}`, body: def.method === 'POST' ? [[]] : undefined };
}

describe('the declarations', () => {
  it('name screens for every call but login and the common calls of the spec', () => {
    const open = allCalls.filter((d) => d.access === 'public' || d.access === 'session').map(keyOf);
    expect(open.sort()).toEqual(['POST /login', ...COMMON_CALLS].sort());
  });

  it("open only the field app's promotions to the field app's key", () => {
    const field = allCalls.filter((d) => d.access === 'field-app').map(keyOf);
    expect(field.sort()).toEqual([
      'GET /field/promotions',
      'GET /field/promotions/:ID/image',
      'POST /field/login',
    ]);
  });

  it("declare every other /field call for a signed-in rep ('field-rep'), and no other call", () => {
    const rep = allCalls.filter((d) => d.access === 'field-rep');
    expect(rep.length).toBeGreaterThan(0);
    for (const def of rep) expect(def.path.startsWith('/field/'), def.path).toBe(true);
  });

  it('name only screens of the product, each one in the demo menu', () => {
    const demoUrls = new Set(DEMO_MENU.flatMap((g) => g.children ?? []).map((c) => screenKey(c.url)));
    const routes = new Set(SCREEN_ROUTES.map(screenKey));
    for (const screen of MENU_SCREENS) {
      expect(routes.has(screenKey(screen)), screen).toBe(true);
      expect(demoUrls.has(screenKey(screen)), screen).toBe(true);
    }
  });
});

describe.each(DEMO_USERS)('%s', (user) => {
  const screenCalls = allCalls.flatMap((d) =>
    typeof d.access === 'string' ? [] : [[keyOf(d), d, d.access.screens] as const],
  );

  it.each(screenCalls)(
    '%s answers 403 exactly when the menu holds none of its screens',
    async (_key, def, screens) => {
      const menu = menus.get(user);
      if (!menu) throw new Error(`${user} did not log in`);
      const allowed = screens.some((s) => menu.screens.has(screenKey(s)));
      const { url, body } = refusedInput(def);
      const res = await t.call(def.method, url, body, menu.token);
      if (allowed) {
        expect([401, 403]).not.toContain(res.statusCode);
        expect(res.statusCode).toBeLessThan(500);
      } else {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ success: false, message: messages.forbidden });
      }
    },
  );
});

describe.each(DEMO_USERS)("%s's back-office session and a field rep's call", (user) => {
  const repCalls = allCalls.filter((d) => d.access === 'field-rep').map((d) => [keyOf(d), d] as const);

  it.each(repCalls)(
    '%s is never opened: as bearer, as Field-Session, nor with the key beside it',
    async (_key, def) => {
      const menu = menus.get(user);
      if (!menu) throw new Error(`${user} did not log in`);
      const url = `/api${def.path}`;
      const payload = def.method === 'POST' ? {} : undefined;
      const key = t.config.fieldAppKey ?? '';
      for (const headers of [
        { authorization: `Bearer ${menu.token}` },
        { authorization: `Bearer ${key}`, 'field-session': menu.token },
        { authorization: `Bearer ${menu.token}`, 'field-session': menu.token },
        // The key alone, no rep signed in.
        { authorization: `Bearer ${key}` },
      ]) {
        const res = await t.app.inject({
          method: def.method,
          url,
          headers: { 'api-key': API_KEY, ...headers },
          ...(payload ? { payload } : {}),
        });
        expect(res.statusCode).toBe(401);
      }
    },
  );
});

describe('the branch admin, whose menu holds Summary and Submit Target Cabang only of the target screens', () => {
  const refused = [
    ['/api/target/approvecab', { MonthID: 1, YearID: 2027, BranchCode: 'JKT', USER_ID: 'branch.admin' }],
    [
      '/api/target/deletecab',
      { MonthID: 1, YearID: 2027, BranchCode: 'JKT', USER_ID: 'x', SELECTED_REASON: 'r', USER_NAME: 'x' },
    ],
    ['/api/target/upload', { excelData: [], orgID: 101 }],
    ['/api/target/upload', { DATA_TARGET: [], USER_ID: 'branch.admin' }],
    ['/api/target/submit', {}],
    ['/api/target/approve', { MonthID: 1, YearID: 2027, BranchCode: 'JKT', USER_ID: 'branch.admin' }],
  ] as const;

  it.each(refused)('is refused %s with a well-formed body, and nothing changes', async (url, body) => {
    const menu = menus.get('branch.admin');
    const res = await t.call('POST', url, body, menu?.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(messages.forbidden);
  });

  it('still reads and submits its own branch targets', async () => {
    const menu = menus.get('branch.admin');
    const res = await t.call(
      'POST',
      '/api/target/overviewbranch',
      { MonthID: 1, YearID: 2027, BranchCode: 'JKT', Status: '' },
      menu?.token,
    );
    expect(res.statusCode).toBe(200);
  });
});
