/**
 * A call's input before its handler sees it: a body left out, text a database cannot store, and a
 * GET's parameters.
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { CallDef } from '../../common/contract/define';
import { pathParams } from '../../common/contract/define';
import { messages } from '../../common/messages';
import { AppError } from './errors';
import type { Implementation } from './implement';
import { unstorableTextPath } from './storable-text';

/**
 * Whether a POST call may be made without a body: its input takes an empty object (the spec's
 * calls "with no body", such as /target/submit, and calls whose every field is optional). Decided
 * once, when the call is registered.
 */
export const takesNoBody = (def: CallDef): boolean =>
  def.method === 'POST' && def.input.safeParse({}).success;

/**
 * A POST's body before its input is checked: a body left out (no content type and no bytes, or an
 * empty JSON body, which json-body.ts hands on as none) stands for `{}` where the call takes no
 * body, and is refused as empty for any other call.
 */
export function bodyOrEmpty(req: FastifyRequest, noBody: boolean): void {
  if (req.method !== 'POST' || req.body !== undefined) return;
  if (!noBody) throw new AppError(messages.invalidRequest(messages.refused.bodyEmpty), 'VALIDATION');
  req.body = {};
}

/**
 * Text a database cannot store is refused before validation, naming its field; the rows of an
 * upload are checked cell by cell instead, so that one bad cell fails its row only (import/).
 */
export function refuseUnstorableText(req: FastifyRequest, impl: Implementation): void {
  const field =
    impl.def.method === 'GET'
      ? (unstorableTextPath(req.params) ?? unstorableTextPath(req.query))
      : unstorableTextPath(impl.sheetRows ? besideTheRows(req.body) : req.body);
  if (field !== undefined) {
    throw new AppError(
      messages.invalidRequest(`${field}: ${messages.refused.textNotStorable}`),
      'VALIDATION',
    );
  }
}

export function paramsSchema(def: CallDef) {
  const shape: Record<string, z.ZodString> = {};
  for (const p of pathParams(def.path)) shape[p] = z.string();
  return z.object(shape);
}

/** GET input: path parameters and query string, checked against the contract's input schema. */
export function parseGetInput(def: CallDef, req: FastifyRequest): unknown {
  const raw = { ...(req.query as object), ...(req.params as object) };
  const parsed = def.input.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError(
      messages.invalidRequest(`${issue?.path.join('.') || 'params'}: ${issue?.message ?? 'invalid'}`),
      'VALIDATION',
    );
  }
  return parsed.data;
}

/**
 * The fields of an upload's body other than its sheet rows (an array, or an array-valued field
 * such as excelData), which the import pipeline checks cell by cell; the rest (orgID …) is refused
 * like any other field.
 */
function besideTheRows(body: unknown): unknown {
  if (Array.isArray(body) || body === null || typeof body !== 'object')
    return Array.isArray(body) ? [] : body;
  return Object.fromEntries(Object.entries(body).filter(([, value]) => !Array.isArray(value)));
}
