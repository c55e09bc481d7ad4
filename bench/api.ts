/** Calls to the running server as a client would make them: api-key header, Bearer token, JSON. */
import { DEMO_PASSWORD } from '../server/db/seed/platform-data';
import { type LoadResult, load } from './load';
import { BENCH_API_KEY, type ServerProcess } from './server-process';

export interface Answer {
  status: number;
  body: unknown;
  text: string;
}

export function headers(token?: string, json = true): Record<string, string> {
  return {
    'api-key': BENCH_API_KEY,
    ...(json ? { 'content-type': 'application/json' } : {}),
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
}

export async function callApi(
  server: ServerProcess,
  method: 'GET' | 'POST',
  apiPath: string,
  body?: unknown,
  token?: string,
  /** Gives up after this long (fetch's own limit is 300 s until the headers arrive). */
  timeoutMs = 280_000,
): Promise<Answer> {
  const res = await fetch(`${server.url}/api${apiPath}`, {
    method,
    headers: headers(token, method !== 'GET'),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await res.text();
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    // A file answer: the caller reads `text` or asks for bytes with callApiBytes.
  }
  return { status: res.status, body: parsed, text };
}

/** A call whose answer is a file: its bytes. */
export async function callApiBytes(
  server: ServerProcess,
  apiPath: string,
  body: unknown,
  token: string,
): Promise<{ status: number; bytes: Buffer; contentType: string }> {
  const res = await fetch(`${server.url}/api${apiPath}`, {
    method: 'POST',
    headers: headers(token),
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    bytes: Buffer.from(await res.arrayBuffer()),
    contentType: res.headers.get('content-type') ?? '',
  };
}

/** Throws with the server's answer unless it is a 200 success envelope; returns its data. */
export function dataOf<T>(answer: Answer, what: string): T {
  const body = answer.body as { success?: boolean; data?: T } | null;
  if (answer.status !== 200 || !body?.success) {
    throw new Error(`${what}: HTTP ${answer.status} ${answer.text.slice(0, 300)}`);
  }
  return body.data as T;
}

export async function login(server: ServerProcess, username: string): Promise<string> {
  const answer = await callApi(server, 'POST', '/login', { username, password: DEMO_PASSWORD });
  return dataOf<{ TOKEN: string }>(answer, `login ${username}`).TOKEN;
}

/**
 * `connections` users posting `body` to `url` as the token's user for `seconds` (autocannon), as
 * every list bench loads its calls; a run with any failed answer is refused, naming `name`.
 */
export async function loadPost(
  name: string,
  url: string,
  body: unknown,
  token: string | undefined,
  run: { connections: number; seconds: number },
): Promise<LoadResult> {
  const result = await load(url, {
    method: 'POST',
    headers: headers(token),
    body: JSON.stringify(body),
    ...run,
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result;
}
