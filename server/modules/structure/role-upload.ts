/**
 * Role upload on the checked-upload workflow, checked and submitted in one call: the rows are
 * staged, checked set-wise against the reference tables, and the clean ones land in one statement;
 * the answer counts both and lists each failed row with its sheet row and reason.
 *
 * A supervisor or CSO may also be a clean row of the same file, so a new branch can be set up
 * with one upload.
 */
import { getTableName, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { NA } from '../../../common/constants';
import { CODE_MAX_LENGTH, CODE_PATTERN_SOURCE, normaliseCode } from '../../../common/contract/codes';
import { EMAIL_LIST_PATTERN_SOURCE, normaliseEmailList } from '../../../common/contract/email-list';
import {
  CSO_TYPE_CODE,
  type ROLE_UPLOAD_COLUMNS,
  type roleUploadResult,
  type roleUploadRow,
  SUPERVISOR_TYPE_CODES,
} from '../../../common/contract/structure';
import { messages } from '../../../common/messages';
import { sql } from '../../db/client';
import { additionalTypes, branches, employeeTitles, employeeTypes, roles } from '../../db/schema';
import { columnNames, tableAs } from '../../db/typed-sql';
import { rule } from '../../platform/errors';
import { Answer, type CallContext } from '../../platform/implement';
import {
  type CheckedUpload,
  type CommitPlan,
  checkUpload,
  col,
  inReference,
  isoDate,
  notBefore,
  notInReference,
  type RowRule,
  required,
  rowRule,
  stagedRows,
  submitUpload,
  uniqueInBatch,
  yesNoFlag,
} from '../../platform/import';
import { outsideScope, type Scope } from '../../platform/scope';
import { titleActiveToday } from './type-title-queries';

export const ROLE_UPLOAD = 'structure/role-upload';

type UploadRow = z.output<typeof roleUploadRow>;
type Column = (typeof ROLE_UPLOAD_COLUMNS)[number];
type UploadResult = z.output<typeof roleUploadResult>;

/** A code, or 'NA' for an empty choice (and for '-', which older sheets use for "none"). */
const orNa = (value: string) => {
  const v = normaliseCode(value);
  return v === '' || v === '-' ? NA : v;
};

/** The sheet row under the template's column names, with the spec's defaults filled in. */
export function stagedRow(row: UploadRow): Record<Column, string> {
  const secondary = row.secondaryPosition.trim().toUpperCase() || 'N';
  return {
    // Codes follow the one code rule (common/contract/codes.ts): trimmed, upper case.
    POSITION_CODE: normaliseCode(row.rolePosCode),
    EMPLOYEE_TYPE_CODE: normaliseCode(row.typeCode),
    EMPLOYEE_TITLE_CODE: normaliseCode(row.titleCode),
    ORG_ID: row.orgId,
    BRANCH_CODE: row.branchCode,
    CSO_CODE: orNa(row.CSOCode),
    SUPERVISOR: orNa(row.supCode),
    EMAIL_SUPERVISOR: normaliseEmailList(row.emailSup),
    SECONDARY_POSITION: secondary,
    // A secondary position carries no additional type.
    ADDITIONAL_TYPE: secondary === 'Y' ? NA : orNa(row.roleAddType),
    START_DATE: row.startDate,
    END_DATE: row.endDate,
  };
}

const supervisorTypes = sql.join(
  SUPERVISOR_TYPE_CODES.map((t) => sql`${t}`),
  sql`, `,
);

/**
 * A role of the row's branch with the given position and type, stored already or clean in this file.
 * The stored role is looked up by its position alone, which is unique: one index entry per staged
 * row, where a lookup by branch and type would walk every supervisor of the branch.
 */
function roleOfBranch(column: Column, types: SQL): (batchId: number) => SQL {
  return (batchId) => {
    const other = stagedRows<Column>(batchId, { alias: 'o' });
    return sql`${col(column)} <> ${NA}
    AND (SELECT ${roles.branchCode} = ${col('BRANCH_CODE')} AND ${roles.employeeTypeCode} IN (${types})
         FROM ${roles} WHERE ${roles.rolePositionCode} = ${col(column)}) IS NOT TRUE
    AND NOT EXISTS (SELECT 1 FROM ${other.from}
      WHERE ${other.rowNo} <> r.row_no
      AND ${other.col('POSITION_CODE')} = ${col(column)}
      AND ${other.col('BRANCH_CODE')} = ${col('BRANCH_CODE')}
      AND ${other.col('EMPLOYEE_TYPE_CODE')} IN (${types}))`;
  };
}

/** Rows of another org or branch than a branch user's own (the staged ORG_ID, a text, is compared as one). */
function outsideScopeRule(scope: Scope): RowRule[] {
  const outside = outsideScope(scope, { orgId: col('ORG_ID'), branchCode: col('BRANCH_CODE') });
  return outside === undefined ? [] : [rowRule(messages.reasonOtherBranch, () => outside)];
}

export function roleUploadRules(scope: Scope): RowRule[] {
  const readsBatch = { readsBatch: true };
  const supervisorKnown = rowRule(
    messages.reasonUnknownSupervisor,
    roleOfBranch('SUPERVISOR', supervisorTypes),
    readsBatch,
  );
  const csoKnown = rowRule(
    messages.reasonUnknownCso,
    roleOfBranch('CSO_CODE', sql`${CSO_TYPE_CODE}`),
    readsBatch,
  );
  return [
    ...(
      ['POSITION_CODE', 'EMPLOYEE_TYPE_CODE', 'ORG_ID', 'BRANCH_CODE', 'START_DATE', 'END_DATE'] as const
    ).map((c) => required(c)),
    rowRule(
      messages.reasonBadCode('POSITION_CODE', CODE_MAX_LENGTH.position),
      () =>
        sql`(${col('POSITION_CODE')} !~ ${CODE_PATTERN_SOURCE} OR char_length(${col('POSITION_CODE')}) > ${CODE_MAX_LENGTH.position})`,
    ),
    uniqueInBatch(['POSITION_CODE'], messages.reasonDuplicateInFile),
    notInReference(
      'POSITION_CODE',
      { table: roles, column: roles.rolePositionCode },
      messages.reasonPositionExists,
    ),
    // Codes, titles and branches are small tables: hashed once per pass rather than probed per row.
    inReference(
      'EMPLOYEE_TYPE_CODE',
      { table: employeeTypes, column: employeeTypes.code, lookup: 'hash' },
      messages.reasonUnknownType,
    ),
    inReference(
      'EMPLOYEE_TITLE_CODE',
      {
        table: employeeTitles,
        column: employeeTitles.code,
        same: { EMPLOYEE_TYPE_CODE: employeeTitles.typeCode },
        lookup: 'hash',
      },
      messages.reasonUnknownTitle,
      { allow: ['', NA] },
    ),
    rowRule(
      messages.reasonInactiveTitle,
      () => sql`${col('EMPLOYEE_TITLE_CODE')} NOT IN ('', ${NA}) AND NOT EXISTS (SELECT 1 FROM ${employeeTitles}
        WHERE ${employeeTitles.code} = ${col('EMPLOYEE_TITLE_CODE')}
          AND ${employeeTitles.typeCode} = ${col('EMPLOYEE_TYPE_CODE')} AND ${titleActiveToday})`,
    ),
    inReference(
      'BRANCH_CODE',
      {
        table: branches,
        column: branches.branchCode,
        same: { ORG_ID: sql`${branches.orgId}::text` },
        lookup: 'hash',
      },
      messages.reasonUnknownBranch,
    ),
    ...outsideScopeRule(scope),
    isoDate('START_DATE'),
    isoDate('END_DATE'),
    notBefore('END_DATE', 'START_DATE', messages.reasonEndBeforeStart),
    yesNoFlag('SECONDARY_POSITION'),
    rowRule(
      messages.reasonBadEmail,
      () =>
        sql`${col('EMAIL_SUPERVISOR')} <> '' AND ${col('EMAIL_SUPERVISOR')} !~ ${EMAIL_LIST_PATTERN_SOURCE}`,
    ),
    rowRule(
      messages.reasonSupervisorMustBeNa,
      () => sql`${col('EMPLOYEE_TYPE_CODE')} IN (${supervisorTypes}) AND ${col('SUPERVISOR')} <> ${NA}`,
    ),
    inReference(
      'ADDITIONAL_TYPE',
      {
        table: additionalTypes,
        column: additionalTypes.code,
        same: { BRANCH_CODE: additionalTypes.branchCode },
        lookup: 'hash',
      },
      messages.reasonUnknownAdditionalType,
      { allow: [NA] },
    ),
    csoKnown,
    supervisorKnown,
    // Once more: a row whose CSO or supervisor is a row of this file that failed a later rule.
    csoKnown,
    supervisorKnown,
  ];
}

function commitPlan(ctx: CallContext): CommitPlan<Column> {
  const t = alias(employeeTypes, 't');
  const ti = alias(employeeTitles, 'ti');
  return {
    table: getTableName(roles),
    // Sorted by position so that concurrent uploads take their row locks in the same order (byte
    // order: any fixed order does, and it sorts fastest).
    insert: ({ from, col: d }) => sql`INSERT INTO ${roles} (${columnNames(
      roles.rolePositionCode,
      roles.employeeTypeId,
      roles.employeeTypeCode,
      roles.employeeTitleId,
      roles.employeeTitleCode,
      roles.orgId,
      roles.branchCode,
      roles.roleSupCode,
      roles.supervisorEmail,
      roles.csoCode,
      roles.roleAddTypeCode,
      roles.isColector,
      roles.secondaryPosition,
      roles.roleStartDate,
      roles.roleEndDate,
      roles.userIdUpdate,
    )})
      SELECT ${d('POSITION_CODE')}, ${t.employeeTypeId}, ${t.code}, ${ti.employeeTitleId}, ${ti.code},
        ${d('ORG_ID')}::int, ${d('BRANCH_CODE')}, ${d('SUPERVISOR')}, nullif(${d('EMAIL_SUPERVISOR')}, ''),
        ${d('CSO_CODE')}, ${d('ADDITIONAL_TYPE')}, 'N', ${d('SECONDARY_POSITION')},
        ${d('START_DATE')}::date, ${d('END_DATE')}::date, ${ctx.user.USER_ID}
      FROM ${from}
      JOIN ${tableAs(employeeTypes, t)} ON ${t.code} = ${d('EMPLOYEE_TYPE_CODE')}
      LEFT JOIN ${tableAs(employeeTitles, ti)} ON ${ti.code} = ${d('EMPLOYEE_TITLE_CODE')} AND ${ti.typeCode} = ${t.code}
      ORDER BY ${d('POSITION_CODE')} COLLATE "C"
      ON CONFLICT (${columnNames(roles.rolePositionCode)}) DO NOTHING
      RETURNING ${roles.rolePositionCode} AS key, ${roles.roleMapId}::text AS id, to_jsonb(${roles}) AS snapshot`,
    keyColumn: 'POSITION_CODE',
    lostReason: messages.reasonPositionExists,
    audit: { userId: ctx.user.USER_ID, requestId: ctx.requestId, action: 'upload', entity: 'role' },
    collectFailed: true,
  };
}

/** Checked and submitted in one call: the clean rows land, the failed ones are answered. */
const ROLE_UPLOAD_WORKFLOW: CheckedUpload = { batch: ROLE_UPLOAD };

export async function uploadRoles(input: UploadRow[], ctx: CallContext): Promise<Answer<UploadResult>> {
  if (input.length === 0) throw rule(messages.templateMismatchSubmit);
  const { batchId } = await checkUpload(ctx, ROLE_UPLOAD_WORKFLOW, input.map(stagedRow), {
    orgId: ctx.user.ORG_ID,
    rules: roleUploadRules(ctx.scope),
  });
  const result = await submitUpload(
    ctx,
    ROLE_UPLOAD_WORKFLOW,
    { batchId },
    {
      failedRows: 'leave',
      plan: commitPlan(ctx),
    },
  );
  const failed = result.failed.map((r) => ({
    ROW: r.row,
    POSITION_CODE: r.data.POSITION_CODE ?? '',
    REASON: r.reason ?? '',
  }));
  const answer = { SUCCESS: result.landed, FAIL: input.length - result.landed, FAILED: failed };
  return new Answer(answer, messages.importResult(answer.SUCCESS, answer.FAIL));
}
