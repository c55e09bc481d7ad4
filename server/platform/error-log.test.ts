import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { ClientGoneError } from '../db/query-gate';
import { errorKind, isClientGone } from './error-log';

describe('a query refused because its client had gone', () => {
  it('is recognised as it comes from drizzle, wrapped in its query error', () => {
    const wrapped = new DrizzleQueryError('select 1', [], new ClientGoneError());
    expect(isClientGone(new ClientGoneError())).toBe(true);
    expect(isClientGone(wrapped)).toBe(true);
  });

  it('is not confused with other failures', () => {
    expect(isClientGone(new DrizzleQueryError('select 1', [], new Error('boom')))).toBe(false);
    expect(isClientGone(new Error('boom'))).toBe(false);
    expect(isClientGone('text')).toBe(false);
    const loop = new Error('a');
    (loop as Error & { cause?: unknown }).cause = loop;
    expect(isClientGone(loop)).toBe(false);
  });
});

describe('the kind of an error', () => {
  it('keeps the class and the cause, never the text', () => {
    const kind = errorKind(new DrizzleQueryError('select secret', ['p@x.id'], new ClientGoneError()));
    expect(kind.kind).toBe('DrizzleQueryError');
    expect(kind.cause?.kind).toBe('ClientGoneError');
    expect(JSON.stringify(kind)).not.toContain('p@x.id');
  });
});
