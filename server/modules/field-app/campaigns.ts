/**
 * The push activity campaigns that reach the rep today: approved, running today, of the employee
 * type and one of the titles of a position the rep holds today (the roles' codes, as the field
 * app's promotions match titles), and naming the rep's branch. Each with its targets, the outlets of
 * it the rep serves this month (server/platform/field-rep.ts), and its questions as the builder
 * saved them (types, limits and option jumps), which the app's answers are checked against.
 */
import type { FieldCampaign } from '../../../common/contract/field-app';
import { type Db, rows, sql } from '../../db/client';
import {
  paBranches,
  paChannels,
  paCustomers,
  paHeaders,
  paProducts,
  paQuestions,
  paTitles,
  roles,
  salesrepMappings,
} from '../../db/schema';
import { type FieldRep, repServesCustomer } from '../../platform/field-rep';
import { questionDefinition } from './question-definition';

const h = paHeaders;

export async function repCampaigns(db: Db, rep: FieldRep): Promise<FieldCampaign[]> {
  if (rep.positions.length === 0) return [];
  // The rep's roles today: the type and title the campaigns are made for.
  const held = sql`SELECT ${roles.employeeTypeCode} AS type, ${roles.employeeTitleCode} AS title
    FROM ${salesrepMappings} JOIN ${roles} ON ${roles.roleMapId} = ${salesrepMappings.roleMapId}
    WHERE ${salesrepMappings.employeeId} = ${rep.employeeId}
      AND current_date BETWEEN ${salesrepMappings.startDate} AND ${salesrepMappings.endDate}`;
  const found = await rows<Omit<FieldCampaign, 'OUTLETS' | 'QUESTIONS'>>(
    db,
    sql`SELECT ${h.activityHeaderId} AS "ACTIVITY_HEADER_ID", ${h.name} AS "CAMPAIGN_NAME",
          ${h.description} AS "CAMPAIGN_DESC", ${h.bisnisCode} AS "BISNIS_CODE",
          ${h.startDate}::text AS "START_DATE", ${h.endDate}::text AS "END_DATE",
          ${h.employeeTypeCode} AS "EMPLOYEE_TYPE_CODE", ${h.isPicture} AS "IS_PICTURE",
          coalesce((SELECT array_agg(${paTitles.tittleCode} ORDER BY ${paTitles.tittleCode}) FROM ${paTitles}
                    WHERE ${paTitles.activityHeaderId} = ${h.activityHeaderId}), '{}') AS "TITLES",
          coalesce((SELECT array_agg(${paBranches.branchCode} ORDER BY ${paBranches.branchCode}) FROM ${paBranches}
                    WHERE ${paBranches.activityHeaderId} = ${h.activityHeaderId}), '{}') AS "BRANCHES",
          coalesce((SELECT array_agg(${paChannels.channelGroup} ORDER BY ${paChannels.channelGroup}) FROM ${paChannels}
                    WHERE ${paChannels.activityHeaderId} = ${h.activityHeaderId}), '{}') AS "CHANNEL_GROUPS",
          coalesce((SELECT array_agg(${paProducts.productGroup} ORDER BY ${paProducts.productGroup}) FROM ${paProducts}
                    WHERE ${paProducts.activityHeaderId} = ${h.activityHeaderId}), '{}') AS "PRODUCT_GROUPS"
        FROM ${h}
        WHERE ${h.status} = 'Approved' AND current_date BETWEEN ${h.startDate} AND ${h.endDate}
          AND EXISTS (SELECT 1 FROM ${paBranches} WHERE ${paBranches.activityHeaderId} = ${h.activityHeaderId}
                        AND ${paBranches.branchCode} = ${rep.branchCode})
          AND EXISTS (SELECT 1 FROM (${held}) r JOIN ${paTitles} ON ${paTitles.tittleCode} = r.title
                      WHERE ${paTitles.activityHeaderId} = ${h.activityHeaderId} AND r.type = ${h.employeeTypeCode})
        ORDER BY ${h.startDate}, ${h.activityHeaderId}`,
  );
  if (found.length === 0) return [];
  const ids = `{${found.map((c) => c.ACTIVITY_HEADER_ID).join(',')}}`;
  const [outlets, questions] = await Promise.all([
    rows<{ id: number; CUSTOMER_ID: string; CUSTOMERID_REF: string; CUSTOMER_NAME: string }>(
      db,
      sql`SELECT ${paCustomers.activityHeaderId} AS "id", ${paCustomers.customerId} AS "CUSTOMER_ID",
            ${paCustomers.customerIdRef} AS "CUSTOMERID_REF", ${paCustomers.customerName} AS "CUSTOMER_NAME"
          FROM ${paCustomers}
          WHERE ${paCustomers.activityHeaderId} = ANY(${ids}::int[])
            AND ${repServesCustomer(rep, paCustomers.customerIdRef)}
          ORDER BY ${paCustomers.customerName}, ${paCustomers.customerId}`,
    ),
    rows<{ id: number } & FieldCampaign['QUESTIONS'][number]>(
      db,
      sql`SELECT q.activity_header_id AS "id", q.question_id AS "QUESTION_ID", q.sequence AS "SEQUENCE",
            q.type AS "TYPE", q.body AS "BODY", ${questionDefinition} AS "DEFINITION"
          FROM ${paQuestions} q WHERE q.activity_header_id = ANY(${ids}::int[])
          ORDER BY q.sequence, q.question_id`,
    ),
  ]);
  return found.map((campaign) => ({
    ...campaign,
    OUTLETS: outlets.filter((o) => o.id === campaign.ACTIVITY_HEADER_ID).map(({ id: _, ...o }) => o),
    QUESTIONS: questions.filter((q) => q.id === campaign.ACTIVITY_HEADER_ID).map(({ id: _, ...q }) => q),
  }));
}
