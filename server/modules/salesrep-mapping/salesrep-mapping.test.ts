/**
 * API tests of the sales rep mapping around its list (salesrep-list.test.ts): history, positions
 * and CSOs, a new mapping and a cut-off with every refusal (overlaps, closed period, scope), the
 * end-of-month rule, and concurrent mappings of one position.
 */
import { describe, expect, it } from 'vitest';
import type { MappablePosition } from '../../../common/contract/salesrep-mapping';
import { messages } from '../../../common/messages';
import { rows, sql } from '../../db/client';
import { branchAdmin, branchHead, ho, setUpDemoApp, t } from '../../test/demo-app';

setUpDemoApp();

const call = (path: string, body: unknown, token: string) =>
  t.call('POST', `/api/structure/mapping-sales-rep-assignment/${path}`, body, token);

interface Stint {
  employeeId: string;
  name: string;
  roleMapId: number;
  position: string;
  start: string;
  end: string;
}

/** The current (open-ended) stints of a branch, by position. */
async function currentStints(branch: string): Promise<Stint[]> {
  return rows<Stint>(
    t.database.db,
    sql`SELECT m.employee_id AS "employeeId", s.employee_name AS name, m.role_map_id AS "roleMapId",
          m.position_code AS position, m.start_date::text AS start, m.end_date::text AS "end"
        FROM salesrep_mappings m JOIN salesreps s USING (employee_id)
        WHERE m.branch_code = ${branch} AND m.end_date = '4001-12-31' ORDER BY m.position_code`,
  );
}

/** A rep of the branch with no mapping running today (the one who left). */
async function repWithoutStint(branch: string): Promise<{ employeeId: string; name: string }> {
  const [found] = await rows<{ employeeId: string; name: string }>(
    t.database.db,
    sql`SELECT employee_id AS "employeeId", employee_name AS name FROM salesreps s
        WHERE branch_code = ${branch} AND NOT EXISTS (SELECT 1 FROM salesrep_mappings m
          WHERE m.employee_id = s.employee_id AND m.end_date >= current_date)
        ORDER BY employee_id LIMIT 1`,
  );
  if (!found) throw new Error(`no free rep in ${branch}`);
  return found;
}

const insertBody = (rep: { employeeId: string }, stint: Stint, over: Record<string, unknown> = {}) => ({
  BRANCHCODE: 'JKT',
  ORGID: 101,
  SALESREPEMPLOYEEID: rep.employeeId,
  SALESREPEMPLOYEENAME: 'ignored',
  EMPLOYEETYPEID: 1,
  EMPLOYEETYPECODE: 'SALESMAN',
  ROLEMAPID: stint.roleMapId,
  SALESREPPOSITIONCODE: stint.position,
  EMPLOYEETITLEID: null,
  SALESREPTITLECODE: null,
  SUPERVISOR: 'NA',
  CSO: 'NA',
  STARTDATE: '2031-01-01',
  ENDDATE: '4001-12-31',
  USERIDUPDATE: 'x',
  ...over,
});

describe("a rep's history, positions and CSOs", () => {
  it('answers a history active first, then the newest, and only inside the scope', async () => {
    const [rep] = await rows<{ id: string }>(
      t.database.db,
      sql`SELECT employee_id AS id FROM salesrep_mappings WHERE branch_code = 'JKT'
          GROUP BY employee_id HAVING count(*) >= 3 LIMIT 1`,
    );
    const history = (await call('selectHistorybySalesrepID', { employeeID: rep?.id }, branchAdmin)).json()
      .data;
    expect(history.length).toBeGreaterThanOrEqual(3);
    const statuses = history.map((h: { STATUS: string }) => h.STATUS);
    expect(statuses).toEqual([...statuses].sort());
    const inactive = history.filter((h: { STATUS: string }) => h.STATUS === 'INACTIVE');
    const starts = inactive.map((h: { SALESREP_START_DATE: string }) => h.SALESREP_START_DATE);
    expect(starts).toEqual([...starts].sort().reverse());
    const other = await call('selectHistorybySalesrepID', { employeeID: rep?.id }, branchHead);
    expect(other.statusCode).toBe(404);
  });

  it('offers the sales positions of a branch with their holder, and the CSOs of the org', async () => {
    const positions = (
      await call('selectPositionMappingSalesrep', { branchCode: 'JKT', salesRepEmployeeID: '' }, branchAdmin)
    ).json().data;
    expect(positions.length).toBeGreaterThan(0);
    for (const p of positions)
      expect(['SALESMAN', 'MERCHANDISER', 'COLLECTOR']).toContain(p.EMPLOYEE_TYPE_CODE);
    expect(positions.some((p: { HOLDER_NAME: string | null }) => p.HOLDER_NAME !== null)).toBe(true);
    const csos = (await call('selectCSO', { orgid: 101 }, branchAdmin)).json().data;
    expect(new Set(csos.map((c: { BRANCH_CODE: string }) => c.BRANCH_CODE))).toEqual(new Set(['BKS', 'JKT']));
    const outside = await call(
      'selectPositionMappingSalesrep',
      { branchCode: 'BDG', salesRepEmployeeID: '' },
      branchAdmin,
    );
    expect(outside.statusCode).toBe(403);
  });

  it('names the rep really holding each position today, not one rep for all', async () => {
    const held = await rows<{ roleMapId: number; name: string }>(
      t.database.db,
      sql`SELECT m.role_map_id AS "roleMapId", s.employee_name AS name FROM salesrep_mappings m
          JOIN salesreps s ON s.employee_id = m.employee_id
          WHERE current_date BETWEEN m.start_date AND m.end_date`,
    );
    const holderOf = new Map(held.map((h) => [h.roleMapId, h.name]));
    const positions: MappablePosition[] = (
      await call('selectPositionMappingSalesrep', { branchCode: 'BKS', salesRepEmployeeID: '' }, branchHead)
    ).json().data;
    expect(positions.length).toBeGreaterThan(3);
    for (const p of positions)
      expect(p.HOLDER_NAME, p.ROLE_POSITION_CODE).toBe(holderOf.get(p.ROLE_MAP_ID) ?? null);
    const names = new Set(positions.map((p) => p.HOLDER_NAME).filter((n) => n !== null));
    expect(names.size).toBeGreaterThan(1);
  });
});

describe('mapping and cut-off', () => {
  it('cuts a mapping off, maps another rep after it, and refuses every overlap', async () => {
    const [a, b] = await currentStints('JKT');
    if (!a || !b) throw new Error('JKT has too few stints');
    const leaver = await repWithoutStint('JKT');

    // The position is taken until the cut-off: a mapping from before it is refused.
    const early = await call('insert', insertBody(leaver, a, { STARTDATE: '2030-06-01' }), branchAdmin);
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe(messages.positionHeld(a.position, a.name, a.start, a.end));

    const cut = await call(
      'cutoff',
      { SALESREPEMPLOYEEID: a.employeeId, SALESREPPOSITIONCODE: a.position, ENDDATE: '2030-12-31' },
      branchAdmin,
    );
    expect(cut.json()).toMatchObject({ success: true, message: messages.cutOffSuccess });

    const mapped = await call('insert', insertBody(leaver, a), branchAdmin);
    expect(mapped.json()).toMatchObject({ success: true, message: messages.updateSuccess });
    const history = (
      await call('selectHistorybySalesrepID', { employeeID: leaver.employeeId }, branchAdmin)
    ).json().data;
    expect(history[0]).toMatchObject({
      SALESREP_POSITION_CODE: a.position,
      SALESREP_START_DATE: '2031-01-01',
      SALESREP_END_DATE: '4001-12-31',
    });
    // The cut stint is still there, ended: nothing was overwritten.
    const cutHistory = (
      await call('selectHistorybySalesrepID', { employeeID: a.employeeId }, branchAdmin)
    ).json().data;
    expect(cutHistory).toContainEqual(
      expect.objectContaining({ SALESREP_POSITION_CODE: a.position, SALESREP_END_DATE: '2030-12-31' }),
    );

    // The rep now holds a position: another one for overlapping dates is refused.
    const twice = await call('insert', insertBody(leaver, b, { STARTDATE: '2032-01-01' }), branchAdmin);
    expect(twice.json().message).toBe(
      messages.salesrepBusy(leaver.name, a.position, '2031-01-01', '4001-12-31'),
    );
    // So is a position another rep holds.
    const held = await call('insert', insertBody(a, b, { STARTDATE: '2031-01-01' }), branchAdmin);
    expect(held.json().message).toBe(messages.positionHeld(b.position, b.name, b.start, b.end));
  });

  it('refuses a new mapping of a rep the HR system deactivated', async () => {
    const [a, b] = await currentStints('JKT');
    if (!a || !b) throw new Error('JKT has too few stints');
    // The rep is refused before anything else is checked: a rep holding a position will do.
    const gone = b;
    await t.database.db.execute(
      sql`UPDATE salesreps SET active = false WHERE employee_id = ${gone.employeeId}`,
    );
    try {
      const res = await call('insert', insertBody(gone, a, { STARTDATE: '2035-01-01' }), branchAdmin);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(messages.salesrepInactive(gone.employeeId));
    } finally {
      await t.database.db.execute(
        sql`UPDATE salesreps SET active = true WHERE employee_id = ${gone.employeeId}`,
      );
    }
  });

  it('ends a mapping whose end is not after its start at the end of the start month', async () => {
    const [, , c] = await currentStints('JKT');
    if (!c) throw new Error('JKT has too few stints');
    await call(
      'cutoff',
      { SALESREPEMPLOYEEID: c.employeeId, SALESREPPOSITIONCODE: c.position, ENDDATE: '2033-03-31' },
      branchAdmin,
    );
    const res = await call(
      'insert',
      insertBody(c, c, { STARTDATE: '2033-04-10', ENDDATE: '2033-04-01' }),
      branchAdmin,
    );
    expect(res.json().success).toBe(true);
    const [stored] = await rows<{ end: string }>(
      t.database.db,
      sql`SELECT end_date::text AS "end" FROM salesrep_mappings WHERE employee_id = ${c.employeeId}
          AND start_date = '2033-04-10'`,
    );
    expect(stored?.end).toBe('2033-04-30');
  });

  it('refuses a cut-off with nothing to cut, or one that would not end the mapping earlier', async () => {
    const [, , , d] = await currentStints('JKT');
    if (!d) throw new Error('JKT has too few stints');
    const none = await call(
      'cutoff',
      { SALESREPEMPLOYEEID: d.employeeId, SALESREPPOSITIONCODE: 'JKT-NO-SUCH', ENDDATE: '2030-01-31' },
      branchAdmin,
    );
    expect(none.json().message).toBe(messages.noStintToCut(d.name, 'JKT-NO-SUCH', '2030-01-31'));
    const later = await call(
      'cutoff',
      { SALESREPEMPLOYEEID: d.employeeId, SALESREPPOSITIONCODE: d.position, ENDDATE: '4001-12-31' },
      branchAdmin,
    );
    expect(later.json().message).toBe(messages.stintEndsEarlier(d.position, '4001-12-31'));
  });

  it('refuses writes outside the scope and positions of another branch', async () => {
    const [bdg] = await currentStints('BDG');
    const [jkt] = await currentStints('JKT');
    if (!bdg || !jkt) throw new Error('no stints');
    const cutBdg = () =>
      call(
        'cutoff',
        { SALESREPEMPLOYEEID: bdg.employeeId, SALESREPPOSITIONCODE: bdg.position, ENDDATE: '2030-01-31' },
        ho,
      );
    // Head office is held to the period of the rep's branch: Bandung's is closed in the demo.
    expect((await cutBdg()).json().message).toBe(messages.periodClosed);
    const bdgPeriod = sql`type = 'MAPPING SALESREP' AND branch_code = 'BDG'`;
    const [closedOn] = await rows<{ end: string }>(
      t.database.db,
      sql`SELECT end_date::text AS end FROM periods WHERE ${bdgPeriod}`,
    );
    await t.database.db.execute(sql`UPDATE periods SET end_date = '4001-12-31' WHERE ${bdgPeriod}`);
    try {
      expect((await cutBdg()).json().success).toBe(true);
    } finally {
      await t.database.db.execute(sql`UPDATE periods SET end_date = ${closedOn?.end} WHERE ${bdgPeriod}`);
    }
    const byAdmin = await call(
      'insert',
      insertBody({ employeeId: bdg.employeeId }, jkt, { STARTDATE: '2040-01-01' }),
      branchAdmin,
    );
    expect(byAdmin.statusCode).toBe(403);
    const byHead = await call(
      'cutoff',
      { SALESREPEMPLOYEEID: jkt.employeeId, SALESREPPOSITIONCODE: jkt.position, ENDDATE: '2030-01-31' },
      branchHead,
    );
    expect(byHead.statusCode).toBe(403);
    const wrongBranch = await call(
      'insert',
      insertBody({ employeeId: jkt.employeeId }, jkt, { BRANCHCODE: 'BKS' }),
      branchAdmin,
    );
    expect(wrongBranch.json().message).toBe(messages.positionNotOfBranch(jkt.position, 'BKS'));
  });

  it("refuses both writes with 'Periode sudah ditutup.' while the org's period is closed", async () => {
    const [jkt] = await currentStints('JKT');
    if (!jkt) throw new Error('no stints');
    await t.database.db.execute(
      sql`UPDATE periods SET end_date = current_date - 1 WHERE type = 'MAPPING SALESREP' AND org_id = 101`,
    );
    try {
      const cut = await call(
        'cutoff',
        { SALESREPEMPLOYEEID: jkt.employeeId, SALESREPPOSITIONCODE: jkt.position, ENDDATE: '2035-01-31' },
        branchAdmin,
      );
      expect(cut.statusCode).toBe(422);
      expect(cut.json().message).toBe(messages.periodClosed);
      const add = await call(
        'insert',
        insertBody({ employeeId: jkt.employeeId }, jkt, { STARTDATE: '2040-01-01' }),
        branchAdmin,
      );
      expect(add.json().message).toBe(messages.periodClosed);
    } finally {
      await t.database.db.execute(
        sql`UPDATE periods SET end_date = '4001-12-31' WHERE type = 'MAPPING SALESREP' AND org_id = 101`,
      );
    }
  });

  it("shows Bandung's admin the demo's closed period: validPeriod is empty and a cut-off is refused", async () => {
    const bdgAdmin = await t.login('bdg.admin');
    const valid = await t.call(
      'POST',
      '/api/setting/validPeriod',
      { typeID: 'MAPPING SALESREP', orgID: 102 },
      bdgAdmin,
    );
    expect(valid.json().data).toEqual([]);
    const [bdg] = await currentStints('BDG');
    if (!bdg) throw new Error('no stints');
    const cut = await call(
      'cutoff',
      { SALESREPEMPLOYEEID: bdg.employeeId, SALESREPPOSITIONCODE: bdg.position, ENDDATE: '2035-01-31' },
      bdgAdmin,
    );
    expect(cut.statusCode).toBe(422);
    expect(cut.json().message).toBe(messages.periodClosed);
  });

  it('lets exactly one of two concurrent mappings of one position land', async () => {
    const [e] = await currentStints('BKS');
    if (!e) throw new Error('no stints');
    await call(
      'cutoff',
      { SALESREPEMPLOYEEID: e.employeeId, SALESREPPOSITIONCODE: e.position, ENDDATE: '2036-12-31' },
      branchAdmin,
    );
    const leaver = await repWithoutStint('BKS');
    const body = (rep: { employeeId: string }) =>
      insertBody(rep, e, { BRANCHCODE: 'BKS', STARTDATE: '2037-01-01' });
    const answers = await Promise.all([
      call('insert', body(leaver), branchAdmin),
      call('insert', body(e), branchAdmin),
    ]);
    expect(answers.filter((r) => r.json().success)).toHaveLength(1);
    const [count] = await rows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM salesrep_mappings WHERE role_map_id = ${e.roleMapId} AND start_date = '2037-01-01'`,
    );
    expect(count?.n).toBe(1);
  });
});
