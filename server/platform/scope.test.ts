import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { messages } from '../../common/messages';
import { assertInScope, branchAsked, inScope, outsideScope, type Scope, scopeOf } from './scope';

const ho = { ORG_ID: 81, BRANCH_CODE: 'HO', USER_ACCESS_TYPE: null };
const branchAdmin = { ORG_ID: 101, BRANCH_CODE: 'JKT', USER_ACCESS_TYPE: null };
const branchHead = { ORG_ID: 101, BRANCH_CODE: 'BKS', USER_ACCESS_TYPE: 'KEPALA CABANG' };

describe('org scope', () => {
  it('gives head office every branch, a branch user its org, a KEPALA CABANG its branch', () => {
    expect(scopeOf(ho)).toEqual({ kind: 'all' });
    expect(scopeOf(branchAdmin)).toEqual({ kind: 'org', orgId: 101 });
    expect(scopeOf(branchHead)).toEqual({ kind: 'branch', orgId: 101, branchCode: 'BKS' });
  });

  it('decides row by row', () => {
    const jkt = { orgId: 101, branchCode: 'JKT' };
    const bks = { orgId: 101, branchCode: 'BKS' };
    const bdg = { orgId: 102, branchCode: 'BDG' };
    expect([jkt, bks, bdg].map((r) => inScope(scopeOf(ho), r))).toEqual([true, true, true]);
    expect([jkt, bks, bdg].map((r) => inScope(scopeOf(branchAdmin), r))).toEqual([true, true, false]);
    expect([jkt, bks, bdg].map((r) => inScope(scopeOf(branchHead), r))).toEqual([false, true, false]);
    expect(() => assertInScope(scopeOf(branchHead), jkt)).toThrow(messages.outOfScope);
  });
});

describe('branch asked and rows outside', () => {
  it('reads none, empty and ALL BRANCH as every branch, any other code as that branch', () => {
    expect([undefined, '', '0', 'JKT'].map(branchAsked)).toEqual([undefined, undefined, undefined, 'JKT']);
  });

  it('names a row outside the scope or the org asked, bracketed, and nothing for head office', () => {
    const columns = { orgId: sql`b.org_id`, branchCode: sql`b.branch_code` };
    const query = (scope: Scope, orgId?: number) => {
      const outside = outsideScope(scope, columns, orgId);
      if (outside === undefined) return undefined;
      const { sql: text, params } = new PgDialect().sqlToQuery(outside);
      return { sql: text, params };
    };
    expect(query(scopeOf(ho))).toBeUndefined();
    expect(query(scopeOf(ho), 102)).toEqual({ sql: '(b.org_id <> $1)', params: [102] });
    expect(query(scopeOf(branchHead))).toEqual({
      sql: '(b.org_id <> $1 OR b.branch_code <> $2)',
      params: [101, 'BKS'],
    });
  });
});
