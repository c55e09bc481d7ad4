/**
 * A campaign's survey answers from the field app (pa_answer_sets, pa_answers) in the push activity
 * overview: one row per outlet and campaign day, of the outlets in the caller's scope, for a
 * campaign the caller's overview shows; server-paged by outlet name, the count kept per data
 * version; the export writes the same selection. A campaign reaches thousands of outlets over its
 * days, so a page is an index range read on (campaign, branch, outlet name, id).
 */
import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { PA_ANSWERS_EXPORT_FILE, type PaAnswerRow } from '../../../common/contract/push-activity';
import type { Db } from '../../db/client';
import { paAnswerSets, paAnswers, paQuestions } from '../../db/schema';
import { answerKey } from '../../platform/data-version';
import type { ExcelColumn } from '../../platform/excel';
import type { CallContext } from '../../platform/implement';
import {
  type KeysetOrder,
  type ListPageRequest,
  listExport,
  listPage,
  singleTableList,
} from '../../platform/list';
import { containing, searchWords } from '../../platform/list/search';
import { type Scope, scopeFilter } from '../../platform/scope';
import { visible } from './campaign-lists';

const s = paAnswerSets;

/** Each question and its answer, one a line, in the survey's order. */
const answersText = sql<string>`coalesce((
  SELECT string_agg(coalesce(${paQuestions.body}, ${paAnswers.questionId}) || ': ' || ${paAnswers.answer}, E'\\n'
                    ORDER BY ${paAnswers.sequence})
    FROM ${paAnswers}
    LEFT JOIN ${paQuestions} ON ${paQuestions.activityHeaderId} = ${s.activityHeaderId}
                            AND ${paQuestions.questionId} = ${paAnswers.questionId}
   WHERE ${paAnswers.answerSetId} = ${s.answerSetId}), '')`;

const FIELDS = {
  ANSWER_SET_ID: s.answerSetId,
  BRANCH_CODE: s.branchCode,
  CUSTOMER_ID: s.customerId,
  CUSTOMER_NAME: s.customerName,
  CAMPAIGN_DAY: sql<string>`${s.campaignDay}::text`,
  POSITION_CODE: s.positionCode,
  EMPLOYEE_NAME: s.employeeName,
  ANSWERED_AT: sql<string>`to_char(${s.answeredAt}, 'YYYY-MM-DD HH24:MI')`,
  ANSWERS: answersText,
  PHOTO_KEY: s.photoKey,
} satisfies Record<keyof PaAnswerRow, SQLWrapper>;

export const ANSWER_ORDER: KeysetOrder = {
  sortable: new Map([
    ['CUSTOMER_NAME', { expr: s.customerName }],
    ['BRANCH_CODE', { expr: s.branchCode }],
    ['CAMPAIGN_DAY', { expr: s.campaignDay }],
    ['POSITION_CODE', { expr: s.positionCode }],
    ['EMPLOYEE_NAME', { expr: s.employeeName }],
  ]),
  defaultField: 'CUSTOMER_NAME',
  defaultDir: 'asc',
  idField: 'ANSWER_SET_ID',
  id: s.answerSetId,
};

/** The campaign's sets in the caller's scope, each searched word in the outlet, rep or position. */
function whereOf(scope: Scope, headerID: number, search: string | undefined): SQL | undefined {
  return and(
    eq(s.activityHeaderId, headerID),
    scopeFilter(scope, { orgId: s.orgId, branchCode: s.branchCode }),
    ...searchWords(search ?? '').map((word) => {
      const pattern = containing(word);
      return sql`(${s.customerName} ILIKE ${pattern} OR ${s.customerId} ILIKE ${pattern}
                  OR ${s.employeeName} ILIKE ${pattern} OR ${s.positionCode} ILIKE ${pattern}
                  OR ${s.campaignDay}::text LIKE ${pattern})`;
    }),
  );
}

function listOf(db: Db, scope: Scope, headerID: number, search: string | undefined) {
  return singleTableList<PaAnswerRow>(db, s, FIELDS, whereOf(scope, headerID, search));
}

export async function answersPage(
  input: { headerID: number; search: string } & ListPageRequest,
  ctx: CallContext,
) {
  await visible(ctx.db, ctx.scope, input.headerID);
  const { read, count } = listOf(ctx.db, ctx.scope, input.headerID, input.search);
  const key = answerKey('pa answers count', {
    scope: ctx.scope,
    headerID: input.headerID,
    search: input.search,
  });
  return listPage(ANSWER_ORDER, input, { read, count, keptCount: { db: ctx.db, key, tables: [s] } });
}

const EXPORT_COLUMNS: ExcelColumn<PaAnswerRow>[] = (
  [
    'BRANCH_CODE',
    'CUSTOMER_ID',
    'CUSTOMER_NAME',
    'CAMPAIGN_DAY',
    'POSITION_CODE',
    'EMPLOYEE_NAME',
    'ANSWERED_AT',
    'ANSWERS',
    'PHOTO_KEY',
  ] as const
).map((key) => ({ header: key, key, width: key === 'ANSWERS' ? 60 : 18 }));

export async function answersExport(
  input: { headerID: number; search: string } & Pick<ListPageRequest, 'sortField' | 'sortDir'>,
  ctx: CallContext,
) {
  await visible(ctx.db, ctx.scope, input.headerID);
  return listExport(ctx.user, ANSWER_ORDER, input, {
    fileName: PA_ANSWERS_EXPORT_FILE,
    sheetName: 'Push Activity Answers',
    columns: EXPORT_COLUMNS,
    db: ctx.db,
    query: listOf(ctx.db, ctx.scope, input.headerID, input.search).exportQuery,
  });
}
