/**
 * What a rep serves, read once for a batch: of the customers and campaigns the batch names, those
 * the rep's positions today serve (a sales assignment of one of the positions, in force today) and
 * those that reach the rep (approved, for the title and employee type of one of the positions). The
 * record rules (record-rules.ts) then decide each record without a query of its own.
 */
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/client';
import {
  customers,
  paBranches,
  paChannels,
  paCustomers,
  paHeaders,
  paQuestions,
  paTitles,
  salesChannels,
  salesrepMappings,
  salesreps,
} from '../../db/schema';
import { type FieldRep, repServesCustomer } from '../../platform/field-rep';
import { questionDefinition } from './question-definition';
import type { RecordScope, ServedCampaign, ServedCustomer } from './record-rules';
import type { CampaignQuestion } from './survey-rules';

/** A position the rep holds today, with what its records are stored with. */
export interface HeldPosition {
  positionCode: string;
  orgId: number;
  branchCode: string;
  supervisorPositionCode: string;
  supervisorName: string;
  employeeName: string;
}

const jsonList = (values: readonly (string | number)[]) => JSON.stringify([...new Set(values)]);

/** The rep's positions today, with the supervisor's position and name as they are today. */
export async function heldPositions(db: Db, rep: FieldRep): Promise<Map<string, HeldPosition>> {
  const m = salesrepMappings;
  const found = await rows<HeldPosition>(
    db,
    sql`SELECT DISTINCT ON (${m.positionCode}) ${m.positionCode} AS "positionCode", ${m.orgId} AS "orgId",
               ${m.branchCode} AS "branchCode", ${m.supervisor} AS "supervisorPositionCode",
               coalesce((SELECT sr.employee_name FROM ${salesrepMappings} sm
                           JOIN ${salesreps} sr ON sr.employee_id = sm.employee_id
                          WHERE sm.position_code = ${m.supervisor}
                            AND current_date BETWEEN sm.start_date AND sm.end_date
                          ORDER BY sm.start_date DESC LIMIT 1), '') AS "supervisorName",
               (SELECT employee_name FROM ${salesreps} WHERE employee_id = ${m.employeeId}) AS "employeeName"
          FROM ${m}
         WHERE ${m.employeeId} = ${rep.employeeId}
           AND ${m.positionCode} IN (SELECT jsonb_array_elements_text(${jsonList(rep.positions)}::jsonb))
           AND current_date BETWEEN ${m.startDate} AND ${m.endDate}
         ORDER BY ${m.positionCode}, ${m.startDate} DESC`,
  );
  return new Map(found.map((p) => [p.positionCode, p]));
}

/**
 * Of the customers named, with the months of the records' days, those the rep serves in those
 * months: the platform's one rule of a rep's scope (repServesCustomer), asked once per customer and
 * month for the whole batch.
 */
async function servedCustomers(
  db: Db,
  rep: FieldRep,
  named: readonly { customerId: string; day: string }[],
): Promise<Map<string, ServedCustomer>> {
  const pairs = [
    ...new Set(
      named.filter((n) => /^\d{4}-\d{2}/.test(n.day)).map((n) => `${n.customerId}\u0001${n.day.slice(0, 7)}`),
    ),
  ].map((key) => {
    const [customer_id, month] = key.split('\u0001') as [string, string];
    return { customer_id, month };
  });
  if (pairs.length === 0 || rep.positions.length === 0) return new Map();
  const c = customers;
  const found = await rows<Omit<ServedCustomer, 'months'> & { month: string }>(
    db,
    sql`SELECT ${c.customerId} AS "customerId", ${c.customerName} AS "customerName", ${c.orgId} AS "orgId",
               ${c.branchCode} AS "branchCode", ${c.catBusiness} AS "catBusiness",
               (SELECT ${salesChannels.channelGroup} FROM ${salesChannels}
                 WHERE ${salesChannels.channelCode} = ${c.salesChannel}) AS "channelGroup",
               x.month
          FROM jsonb_to_recordset(${JSON.stringify(pairs)}::jsonb) AS x(customer_id text, month text)
          JOIN ${c} ON ${c.customerId} = x.customer_id
         WHERE x.month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'
           AND ${repServesCustomer(rep, c.customerIdRef, sql`(x.month || '-01')::date`)}`,
  );
  const served = new Map<string, ServedCustomer>();
  for (const { month, ...customer } of found) {
    const known = served.get(customer.customerId);
    if (known) (known.months as Set<string>).add(month);
    else served.set(customer.customerId, { ...customer, months: new Set([month]) });
  }
  return served;
}

/** Of the campaigns named, the approved ones for the title and employee type of a position of the rep. */
async function servedCampaigns(
  db: Db,
  rep: FieldRep,
  headerIds: readonly number[],
): Promise<Map<number, ServedCampaign>> {
  if (headerIds.length === 0 || rep.positions.length === 0) return new Map();
  const h = paHeaders;
  const m = salesrepMappings;
  const found = await rows<{
    id: number;
    startDate: string;
    endDate: string;
    isPicture: number;
    branches: string[];
    channels: string[];
    outlets: string[] | null;
    questions: CampaignQuestion[];
  }>(
    db,
    sql`SELECT ${h.activityHeaderId} AS id, ${h.startDate}::text AS "startDate", ${h.endDate}::text AS "endDate",
               ${h.isPicture} AS "isPicture",
               (SELECT coalesce(array_agg(branch_code), '{}') FROM ${paBranches} b WHERE b.activity_header_id = ${h.activityHeaderId}) AS branches,
               (SELECT coalesce(array_agg(channel_group), '{}') FROM ${paChannels} ch WHERE ch.activity_header_id = ${h.activityHeaderId}) AS channels,
               (SELECT array_agg(customer_id) FROM ${paCustomers} pc WHERE pc.activity_header_id = ${h.activityHeaderId}) AS outlets,
               (SELECT coalesce(jsonb_agg(${questionDefinition}), '[]')
                  FROM ${paQuestions} q WHERE q.activity_header_id = ${h.activityHeaderId}) AS questions
          FROM ${h}
         WHERE ${h.activityHeaderId} IN (SELECT (jsonb_array_elements_text(${jsonList(headerIds)}::jsonb))::int)
           AND ${h.status} = 'Approved'
           AND EXISTS (
             SELECT 1 FROM ${m} JOIN ${paTitles} t ON t.tittle_id = ${m.employeeTitleId}
              WHERE t.activity_header_id = ${h.activityHeaderId}
                AND ${m.employeeTypeId} = ${h.employeeTypeId}
                AND ${m.employeeId} = ${rep.employeeId}
                AND ${m.positionCode} IN (SELECT jsonb_array_elements_text(${jsonList(rep.positions)}::jsonb))
                AND current_date BETWEEN ${m.startDate} AND ${m.endDate})`,
  );
  return new Map(
    found.map((f) => [
      f.id,
      {
        activityHeaderId: f.id,
        startDate: f.startDate,
        endDate: f.endDate,
        isPicture: f.isPicture === 1,
        branchCodes: new Set(f.branches),
        channelGroups: new Set(f.channels),
        outlets: f.outlets && f.outlets.length > 0 ? new Set(f.outlets) : null,
        questions: f.questions,
      },
    ]),
  );
}

/** The scope the records of one batch are checked in, and the rep's positions they are stored with. */
export async function recordScope(
  db: Db,
  rep: FieldRep,
  named: { customers: readonly { customerId: string; day: string }[]; campaignIds?: readonly number[] },
): Promise<{ scope: RecordScope; held: Map<string, HeldPosition> }> {
  const [held, served, campaigns] = [
    await heldPositions(db, rep),
    await servedCustomers(db, rep, named.customers),
    await servedCampaigns(db, rep, named.campaignIds ?? []),
  ];
  const scope = {
    userId: rep.userId,
    employeeId: rep.employeeId,
    positions: [...held.keys()],
    customers: served,
    campaigns,
  };
  return { scope, held };
}
