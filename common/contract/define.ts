/**
 * One declaration per call of the specification. The server registers its routes from these, the
 * web client calls through them, and the OpenAPI document is generated from them, so a path or a
 * field name cannot drift between the three.
 */
import { z } from 'zod';
import type { PeriodType } from '../constants';
import type { MenuScreen, ModuleName } from '../modules';

/**
 * Who may make a call:
 * - 'public': no session (login only);
 * - 'session': any logged-in user (logout, and the common lookups the spec lists beside login:
 *   validPeriod, prepareFilter, getBranchList, which answer only what the caller's scope holds);
 * - `{ screens }`: a logged-in user whose menu holds one of these screens, the ones that make the
 *   call. Every other call names its screens, so a new call cannot be opened to everyone by
 *   forgetting a declaration (server/platform/call-rights.test.ts sweeps them per demo user);
 * - 'field-app': the sales force's mobile app, which holds no session of a back-office user: it
 *   proves itself with the field app's key (FIELD_APP_KEY, sent as a bearer token) and names the
 *   rep it asks for; a back-office session never opens these calls;
 * - 'field-rep': a sales rep signed in to the field app: the field app's key (FIELD_APP_KEY, as the
 *   bearer token) AND the rep's field session token (in the Field-Session header, answered by
 *   POST /api/field/login). The call is scoped to the positions the rep holds today
 *   (server/platform/field-rep.ts); neither a back-office session nor the key alone opens it;
 * - 'integration': the distributor's ERP, which loads reference data in bulk: it proves itself with
 *   its own key (INTEGRATION_KEY, sent as a bearer token); no session, and no other key, opens them.
 */
export type Access =
  | 'public'
  | 'session'
  | 'field-app'
  | 'field-rep'
  | 'integration'
  | { screens: readonly [MenuScreen, ...MenuScreen[]] };

export interface CallDef<
  In extends z.ZodType = z.ZodType,
  Out extends z.ZodType = z.ZodType,
  M extends 'GET' | 'POST' = 'GET' | 'POST',
> {
  method: M;
  /** The spec's path without the /api prefix; path parameters as ':name'. */
  path: string;
  module: ModuleName;
  access: Access;
  /** POST: the body. GET: path parameters plus any query parameters. */
  input: In;
  /** The `data` of a successful envelope. */
  output: Out;
  /** A write that the spec guards with an open period of this type. */
  period?: PeriodType;
  /** True for calls that change data: audited, and refused to read-only sessions. */
  write?: boolean;
  summary: string;
  /** The call answers a file instead of a JSON envelope. */
  file?: boolean;
  /** Open to a session opened with a one-time password (change of password, logout); no other is. */
  openBeforePasswordChange?: boolean;
}

export function defineCall<In extends z.ZodType, Out extends z.ZodType, M extends 'GET' | 'POST'>(
  def: CallDef<In, Out, M>,
): CallDef<In, Out, M> {
  return def;
}

export type CallInput<C> = C extends CallDef<infer In, z.ZodType> ? z.input<In> : never;
export type CallOutput<C> = C extends CallDef<z.ZodType, infer Out> ? z.output<Out> : never;

/** The envelope every JSON answer uses. */
export interface Envelope<T> {
  success: boolean;
  data: T;
  message?: string;
  requestId?: string;
}

export const envelopeOf = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.boolean(), data, message: z.string().optional() });

/** Fills ':name' path parameters from the input; returns the path and the rest of the input. */
export function fillPath(
  path: string,
  input: Record<string, unknown>,
): { path: string; rest: Record<string, unknown> } {
  const rest: Record<string, unknown> = { ...input };
  const filled = path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value ?? ''));
  });
  return { path: filled, rest };
}

/** The names of the ':name' parameters of a path. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1] as string);
}
