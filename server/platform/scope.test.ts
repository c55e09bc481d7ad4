import { describe, expect, it } from 'vitest';
import { messages } from '../../common/messages';
import { assertInScope, inScope, scopeOf } from './scope';

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
