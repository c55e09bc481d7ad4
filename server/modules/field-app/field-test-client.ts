/** The field app as the tests play it: its key, the rep's sign-in and the rep's session header. */
import type { LightMyRequestResponse } from 'fastify';
import { DEMO_PASSWORD } from '../../db/seed/platform-data';
import { API_KEY, type TestApp } from '../../test/harness';

export interface FieldCallOptions {
  /** The field app's key; null to send none. Defaults to the test app's. */
  key?: string | null;
  /** The rep's session token (Field-Session header). */
  session?: string;
  /** A back-office token sent as the bearer instead of the key. */
  bearer?: string;
  remoteAddress?: string;
}

export function fieldClient(t: TestApp) {
  function call(
    method: 'GET' | 'POST',
    url: string,
    body: unknown,
    opts: FieldCallOptions = {},
  ): Promise<LightMyRequestResponse> {
    const key = opts.key === undefined ? (t.config.fieldAppKey ?? null) : opts.key;
    const bearer = opts.bearer ?? key;
    return t.app.inject({
      method,
      url,
      headers: {
        'api-key': API_KEY,
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        ...(opts.session ? { 'field-session': opts.session } : {}),
      },
      ...(body === undefined ? {} : { payload: body as object }),
      ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
    });
  }
  return {
    call,
    get: (url: string, opts?: FieldCallOptions) => call('GET', url, undefined, opts),
    post: (url: string, body: unknown, opts?: FieldCallOptions) => call('POST', url, body, opts),
    login: (username: string, password = DEMO_PASSWORD, opts?: FieldCallOptions) =>
      call('POST', '/api/field/login', { username, password }, opts),
    /** Signs a rep in and answers the session token. */
    async session(username: string, password = DEMO_PASSWORD): Promise<string> {
      const res = await call('POST', '/api/field/login', { username, password });
      if (res.statusCode !== 200) throw new Error(`field login ${username} failed: ${res.body}`);
      return (res.json() as { data: { TOKEN: string } }).data.TOKEN;
    },
  };
}
