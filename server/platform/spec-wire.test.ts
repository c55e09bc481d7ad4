/**
 * Every call of the contract sent as the spec writes it: its method, its path, its fields by the
 * spec's names (the contract mirrors them), and no body at all where the spec sends none
 * ("getSelectReasonAdjustIncentive (no body)", "POST /target/submit with no body", …), with and
 * without a JSON content type. The values are ones the contract's schema takes (checked here
 * before sending), so a call may refuse them by a rule of its own, but never answer 400 'Invalid
 * request' for the shape, nor 500. On PGlite, and on PostgreSQL when DATABASE_URL is set.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contract } from '../../common/contract';
import { type CallDef, fillPath } from '../../common/contract/define';
import { DEMO_PASSWORD } from '../db/seed/platform-data';
import { branchAdmin, branchHead, ho, setUpDemoApp, t } from '../test/demo-app';
import { API_KEY } from '../test/harness';
import { takesNoBody } from './call-input';

setUpDemoApp();

const TODAY = new Date().toISOString().slice(0, 10);

/**
 * Values tried for a text field, in order: the first its schema takes is sent. Branch and org
 * values of the demo, a date, a flag, a number as text, a SHA-256.
 */
const TEXTS = [
  'JKT',
  '101',
  TODAY,
  'Y',
  'ALL',
  '0',
  'A',
  '',
  'JKT-SLS-001',
  '01/01/2026',
  'a@b.co',
  'f'.repeat(64),
];
const NUMBERS = [101, 1, 0, new Date().getFullYear(), new Date().getMonth() + 1];

type Schema = z.core.$ZodType;
const defOf = (schema: Schema) => (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
const takes = (schema: Schema, value: unknown) => z.safeParse(schema, value).success;

/**
 * A value the schema takes, made from its structure: every field it requires (and those with a
 * default, as their default), none it leaves optional; undefined when none is found.
 */
function sampleOf(schema: Schema): unknown {
  const made = fromStructure(schema);
  if (made === undefined && defOf(schema).type === 'optional') return undefined;
  // A value its structure gives, or else the first plain value the schema takes.
  return made !== undefined && takes(schema, made)
    ? made
    : [...NUMBERS, ...TEXTS].find((c) => takes(schema, c));
}

function fromStructure(schema: Schema): unknown {
  const def = defOf(schema);
  const first = (candidates: unknown[]) => candidates.find((c) => takes(schema, c));
  switch (def.type) {
    case 'default':
    case 'prefault':
      return typeof def.defaultValue === 'function'
        ? (def.defaultValue as () => unknown)()
        : def.defaultValue;
    case 'optional':
      return undefined;
    case 'nullable':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return sampleOf(def.innerType as Schema);
    case 'pipe':
      return sampleOf(def.in as Schema);
    case 'union':
      return (def.options as Schema[])
        .map(sampleOf)
        .find((value) => value !== undefined && takes(schema, value));
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape as Record<string, Schema>)) {
        const value = sampleOf(field);
        if (value !== undefined) out[key] = value;
      }
      return out;
    }
    case 'array': {
      const item = sampleOf(def.element as Schema);
      return first([[item], []]);
    }
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'string':
      return first(TEXTS);
    case 'number':
    case 'int':
      return first(NUMBERS);
    case 'boolean':
      return false;
    case 'unknown':
    case 'any':
      return {};
    default:
      return first([{}, []]);
  }
}

const calls = Object.values(contract).flatMap((group) => Object.values(group) as CallDef[]);

interface Sent {
  status: number;
  message: string;
}

/** A GET's path and query string, filled from its sample: every value a text, as a URL carries it. */
function getUrl(def: CallDef): string {
  const { path, rest } = fillPath(def.path, stringified(sampleOf(def.input)));
  const query = new URLSearchParams(rest as Record<string, string>).toString();
  return `/api${path}${query ? `?${query}` : ''}`;
}

/**
 * Sends the call as the first demo user whose menu opens it (head office, branch.admin, then
 * branch.head; the field app's key for its calls): a refusal by rights comes before the body is read.
 */
async function send(def: CallDef, body: 'none' | 'empty json' | Record<string, unknown>): Promise<Sent> {
  const url = def.method === 'GET' ? getUrl(def) : `/api${def.path}`;
  // A field rep's call: the key and a demo rep's own session, fresh for each call (one may end it).
  const rep = def.access === 'field-rep' ? await repSession() : undefined;
  const tokens =
    def.access === 'field-app' || def.access === 'field-rep'
      ? [t.config.fieldAppKey as string]
      : def.access === 'integration'
        ? [t.config.integrationKey as string]
        : [ho, branchAdmin, branchHead];
  let answer: Sent = { status: 0, message: '' };
  for (const token of tokens) {
    const headers: Record<string, string> = {
      'api-key': API_KEY,
      authorization: `Bearer ${token}`,
      ...(rep ? { 'field-session': rep } : {}),
    };
    const res =
      body === 'none' || def.method === 'GET'
        ? await t.app.inject({ method: def.method, url, headers })
        : body === 'empty json'
          ? await t.app.inject({
              method: 'POST',
              url,
              headers: { ...headers, 'content-type': 'application/json' },
              payload: '',
            })
          : await t.app.inject({ method: 'POST', url, headers, payload: body });
    const isJson = String(res.headers['content-type'] ?? '').startsWith('application/json');
    answer = { status: res.statusCode, message: isJson ? String(res.json().message ?? '') : '' };
    if (res.statusCode !== 403) break;
  }
  return answer;
}

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

/** The answer refuses the request's shape (or fails): what no call sent as the spec writes it may get. */
const shapeRefused = (a: Sent) =>
  (a.status === 400 && a.message.startsWith('Invalid request:')) || a.status === 415 || a.status >= 500;

describe('the calls as the spec writes them', () => {
  const spoken = calls.filter((def) => def.path !== '/logout');

  it.each(spoken.map((def) => [`${def.method} ${def.path}`, def] as const))(
    '%s with its fields',
    async (_name, def) => {
      const sample = sampleOf(def.input);
      const sent = def.method === 'GET' ? stringified(sample) : sample;
      // The schema itself takes what is sent, so a refusal can only be the server's.
      expect(takes(def.input, sent ?? {}), JSON.stringify(sent)).toBe(true);
      const answer = await send(
        def,
        def.method === 'GET' ? 'none' : ((sent ?? {}) as Record<string, unknown>),
      );
      expect(shapeRefused(answer), `${answer.status} ${answer.message}`).toBe(false);
      expect(answer.status, answer.message).not.toBe(401);
    },
  );

  const bodiless = calls.filter((def) => takesNoBody(def) && def.path !== '/logout');

  it('sends without a body every call the spec makes with none', () => {
    const paths = bodiless.map((def) => def.path);
    for (const path of [
      '/adjust-incentive/getSelectReasonAdjustIncentive',
      '/target/submit',
      '/mapping-bisnis-lini-product/upload',
      '/pushact/masterdata',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it.each(bodiless.map((def) => [def.path, def] as const))(
    'POST %s without a body, with and without a JSON content type',
    async (_path, def) => {
      for (const body of ['none', 'empty json'] as const) {
        const answer = await send(def, body);
        expect(shapeRefused(answer), `${body}: ${answer.status} ${answer.message}`).toBe(false);
      }
    },
  );

  it('still refuses a call that takes fields when it is sent no body', async () => {
    const def = contract.structure.typeInsert as CallDef;
    expect(takesNoBody(def)).toBe(false);
    for (const body of ['none', 'empty json'] as const) {
      expect(await send(def, body)).toEqual({ status: 400, message: 'Invalid request: the body is empty' });
    }
  });

  it('logs out without a body', async () => {
    for (const body of ['none', 'empty json'] as const) {
      const own = await t.login('ho.admin');
      const headers = { 'api-key': API_KEY, authorization: `Bearer ${own}` };
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: body === 'none' ? headers : { ...headers, 'content-type': 'application/json' },
        ...(body === 'none' ? {} : { payload: '' }),
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  });
});

/** A GET's input as a query string carries it: every value a text. */
function stringified(sample: unknown): Record<string, string> {
  return Object.fromEntries(
    Object.entries((sample ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
  );
}
