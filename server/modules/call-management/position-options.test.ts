/**
 * API tests of the positions behind every position select: prepareFilter offers at most
 * POSITION_OPTIONS_MAX of them however many the scope holds (and says when there are more), and
 * searchPosition finds the others by part of their code, within the caller's scope only, at most
 * POSITION_OPTIONS_MAX at a time, with the user's % and _ taken literally.
 * PGlite, and PostgreSQL when DATABASE_URL is set.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../../common/contract';
import {
  type FilterData,
  POSITION_OPTIONS_MAX,
  type PositionSearchAnswer,
} from '../../../common/contract/call-management';
import { messages } from '../../../common/messages';
import { rows, sql } from '../../db/client';
import { branchAdmin, branchHead, ho, setUpDemoApp, t } from '../../test/demo-app';
import { dataOf } from './call-plan-test-fixtures';

setUpDemoApp();

/** More positions in BKS than one answer holds. */
const EXTRA = POSITION_OPTIONS_MAX * 2 + 20;
const extraCode = (n: number) => `BKS-AAA-${String(n).padStart(4, '0')}`;
/** A code holding _ and one alike but for that character, to tell a literal _ from a wildcard. */
const UNDERSCORED = 'BKS-Q_1';
const LOOKALIKE = 'BKS-QX1';

/** A position of Bandung (org 102): outside the scope of the branch admin and head of org 101. */
let otherOrgPosition: string;
/** A position of Jakarta: in the branch admin's org, outside the Bekasi branch head's branch. */
let jakartaPosition: string;

beforeAll(async () => {
  await t.database.db.execute(sql`
    INSERT INTO roles (role_position_code, employee_type_id, employee_type_code, org_id, branch_code,
      role_start_date, role_end_date)
    SELECT added.code, ty.employee_type_id, ty.code, b.org_id, b.branch_code, DATE '2026-01-01', DATE '4001-12-31'
    FROM (
      SELECT 'BKS-AAA-' || lpad(n::text, 4, '0') AS code FROM generate_series(1, ${EXTRA}) AS n
      UNION ALL VALUES (${UNDERSCORED}), (${LOOKALIKE})
    ) added
    CROSS JOIN (SELECT employee_type_id, code FROM employee_types WHERE code = 'SALESMAN') ty
    CROSS JOIN (SELECT org_id, branch_code FROM branches WHERE branch_code = 'BKS') b`);
  const firstOf = async (branch: string) => {
    const [found] = await rows<{ code: string }>(
      t.database.db,
      sql`SELECT role_position_code AS code FROM roles WHERE branch_code = ${branch}
          ORDER BY role_position_code LIMIT 1`,
    );
    if (!found) throw new Error(`the demo data has no position in ${branch}`);
    return found.code;
  };
  otherOrgPosition = await firstOf('BDG');
  jakartaPosition = await firstOf('JKT');
});

const search = (body: Record<string, unknown>, token: string) =>
  dataOf<PositionSearchAnswer>(contract.callManagement.searchPosition, body, token);
const codesOf = (answer: PositionSearchAnswer) => answer.POSITION.map((p) => p.POSITION_DESC);
const branchesOf = (answer: PositionSearchAnswer) => new Set(answer.POSITION.map((p) => p.BRANCH_CODE));
/** Byte order, as the codes (ASCII) are ordered. */
const sorted = (codes: string[]) => [...codes].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

describe('prepareFilter', () => {
  it("offers head office at most the bound of the scope's positions, in code order, and says more exist", async () => {
    const [all] = await rows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM roles`);
    expect(all?.n).toBeGreaterThan(POSITION_OPTIONS_MAX);
    // The spec's body alone.
    const filters = await dataOf<FilterData>(contract.callManagement.prepareFilter, { orgID: 81 }, ho);
    expect(filters.POSITION).toHaveLength(POSITION_OPTIONS_MAX);
    expect(filters.POSITION_MORE).toBe(true);
    const codes = codesOf(filters);
    expect(codes).toEqual(sorted([...new Set(codes)]));
    const [first] = await rows<{ code: string }>(
      t.database.db,
      sql`SELECT min(role_position_code) AS code FROM roles`,
    );
    expect(codes[0]).toBe(first?.code);
    expect(filters.BRANCH_LIST[0]?.BRANCH_CODE).toBe('0');
    expect(filters.PERIODE).toHaveLength(12);
  });

  it('offers the first positions of a branch named in the body, and none of a branch outside the scope', async () => {
    const bks = await dataOf<FilterData>(
      contract.callManagement.prepareFilter,
      { orgID: 81, branchCode: 'BKS' },
      ho,
    );
    expect(bks.POSITION).toHaveLength(POSITION_OPTIONS_MAX);
    expect(bks.POSITION_MORE).toBe(true);
    expect(branchesOf(bks)).toEqual(new Set(['BKS']));
    // Every branch, as ALL BRANCH names it.
    const every = await dataOf<FilterData>(
      contract.callManagement.prepareFilter,
      { orgID: 81, branchCode: '0' },
      ho,
    );
    expect(every.POSITION).toEqual(
      (await dataOf<FilterData>(contract.callManagement.prepareFilter, { orgID: 81 }, ho)).POSITION,
    );

    const outside = await dataOf<FilterData>(
      contract.callManagement.prepareFilter,
      { orgID: 101, branchCode: 'JKT' },
      branchHead,
    );
    expect(outside.POSITION).toEqual([]);
    expect(outside.POSITION_MORE).toBe(false);
  });

  it('gives the overview master call plan the same bounded filters', async () => {
    const master = await dataOf<FilterData>(
      contract.callManagement.prepareFilterOverviewMasterCall,
      { orgID: 101 },
      branchAdmin,
    );
    expect(master).toEqual(
      await dataOf<FilterData>(contract.callManagement.prepareFilter, { orgID: 101 }, branchAdmin),
    );
    expect(master.POSITION).toHaveLength(POSITION_OPTIONS_MAX);
    expect(branchesOf(master).size).toBeGreaterThan(0);
    for (const b of branchesOf(master)) expect(['BKS', 'JKT']).toContain(b);
  });
});

describe('searchPosition', () => {
  it('answers at most the bound of the positions containing the text, in code order, any case', async () => {
    const many = await search({ search: 'AAA-0' }, ho);
    expect(codesOf(many)).toEqual(Array.from({ length: POSITION_OPTIONS_MAX }, (_, i) => extraCode(i + 1)));
    expect(many.POSITION_MORE).toBe(true);

    // BKS-AAA-0100 to BKS-AAA-0120: every one, and no more to find.
    const few = await search({ search: 'aaa-01' }, ho);
    expect(codesOf(few)).toEqual(Array.from({ length: EXTRA - 99 }, (_, i) => extraCode(100 + i)));
    expect(few.POSITION_MORE).toBe(false);
  });

  it('takes % and _ literally', async () => {
    expect(codesOf(await search({ search: 'Q_1' }, ho))).toEqual([UNDERSCORED]);
    expect(codesOf(await search({ search: 'QX1' }, ho))).toEqual([LOOKALIKE]);
    expect(codesOf(await search({ search: 'Q%1' }, ho))).toEqual([]);
    expect(codesOf(await search({ search: 'BKS-Q' }, ho))).toEqual([LOOKALIKE, UNDERSCORED].sort());
  });

  it('without a text gives the first positions as prepareFilter does, the body alone too', async () => {
    const first = await dataOf<FilterData>(
      contract.callManagement.prepareFilter,
      { orgID: 101 },
      branchAdmin,
    );
    for (const body of [{}, { search: '' }, { search: '  ' }, { branchCode: '' }]) {
      const answer = await search(body, branchAdmin);
      expect(answer).toEqual({ POSITION: first.POSITION, POSITION_MORE: first.POSITION_MORE });
    }
  });

  it("answers only the caller's scope: head office, org 101's admin, Bekasi's head", async () => {
    // 'SLS-0' is in salesmen's codes of every branch.
    const everywhere = await search({ search: 'SLS-0', branchCode: '0' }, ho);
    expect(branchesOf(everywhere).size).toBeGreaterThan(2);
    expect(codesOf(await search({ search: otherOrgPosition }, ho))).toEqual([otherOrgPosition]);

    const org = await search({ search: 'SLS-0' }, branchAdmin);
    expect(org.POSITION.length).toBeGreaterThan(0);
    for (const b of branchesOf(org)) expect(['BKS', 'JKT']).toContain(b);
    expect(codesOf(await search({ search: otherOrgPosition }, branchAdmin))).toEqual([]);
    expect(codesOf(await search({ search: jakartaPosition }, branchAdmin))).toEqual([jakartaPosition]);
    const jakarta = await search({ search: 'SLS-0', branchCode: 'JKT' }, branchAdmin);
    expect(branchesOf(jakarta)).toEqual(new Set(['JKT']));

    const head = await search({ search: 'SLS-0' }, branchHead);
    expect(head.POSITION.length).toBeGreaterThan(0);
    expect(branchesOf(head)).toEqual(new Set(['BKS']));
    expect(codesOf(await search({ search: otherOrgPosition }, branchHead))).toEqual([]);
    expect(codesOf(await search({ search: jakartaPosition }, branchHead))).toEqual([]);
    // Naming a branch outside the scope gives nothing of it.
    expect(codesOf(await search({ search: 'SLS-0', branchCode: 'JKT' }, branchHead))).toEqual([]);
    expect(codesOf(await search({ branchCode: 'BDG' }, branchAdmin))).toEqual([]);
  });

  it('refuses a text of one or two characters, which no index serves', async () => {
    const short = await t.post(contract.callManagement.searchPosition, { search: 'AA' }, ho);
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain(messages.searchTooShort(3));
  });
});
