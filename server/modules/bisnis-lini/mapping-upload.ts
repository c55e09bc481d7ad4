/**
 * The mapping upload in two steps on the import pipeline: /validation stages the sheet as the
 * caller's batch and answers each row with its verdict; /upload commits the caller's staged batch
 * in one statement, and only a batch without a failed row. A key already stored (type, line,
 * scheme group, start date) is updated in place, never doubled; the stored row before the update
 * and the row after it are both kept in the audit log. The periods of one mapping never overlap
 * (mapping-periods.ts): a row starting inside a stored period ends it the day before.
 */

import { type Column, getTableName } from 'drizzle-orm';
import type { MappingChecked, MappingSent } from '../../../common/contract/bisnis-lini';
import { messages } from '../../../common/messages';
import { sql } from '../../db/client';
import { bisnisLiniProductMappings as mappings } from '../../db/schema';
import { bare, columnNames, excluded, tableAs } from '../../db/typed-sql';
import { rule } from '../../platform/errors';
import type { CallContext } from '../../platform/implement';
import {
  type CheckedUpload,
  checkUpload,
  type StagedRow,
  type StagedRows,
  splitChecked,
  submitUpload,
} from '../../platform/import';
import { checkPeriods, endTakenOver, lockMappings, storedClashes, takeOverNotes } from './mapping-periods';
import { m, mappingKeySql, mappingRules, type StagedMapping, stagedMapping } from './mapping-rules';

const UPLOAD: CheckedUpload = { batch: 'bisnis-lini/mapping' };
const ENTITY = 'bisnis-lini-mapping';

/** A staged row as the screen shows it: the sheet's columns, IS_VALID, REASON and NOTE. */
function verdict(r: StagedRow, note = ''): MappingChecked {
  const { MAPPING_KEY: _key, ...columns } = r.data as StagedMapping;
  return {
    ROW: r.row,
    ...columns,
    IS_VALID: r.reason === null ? 'Y' : 'N',
    REASON: r.reason ?? '',
    NOTE: note,
  };
}

/** Stages and checks the sheet; answers every row with its verdict, clean rows in success. */
export async function stageMappings(
  ctx: CallContext,
  sent: readonly MappingSent[],
): Promise<{ success: MappingChecked[]; failed: MappingChecked[] }> {
  const checked = await checkUpload(ctx, UPLOAD, sent.map(stagedMapping), {
    orgId: ctx.user.ORG_ID,
    rules: mappingRules(),
    // The periods are checked against the stored rows in the check's own transaction.
    after: async (tx, batchId) => {
      await checkPeriods(tx, batchId);
      return takeOverNotes(tx, batchId);
    },
  });
  return splitChecked(checked.rows, (r) => verdict(r, checked.extra.get(r.row)));
}

/** A mapping upload's staged rows, typed by its columns. */
type MappingRows = StagedRows<keyof StagedMapping>;

/** The staged row's key matches the stored mapping `m`. */
const sameKey = ({ col }: MappingRows) => sql`${m.slsPersonTypeId}::text = ${col('SLS_PERSON_TYPE_ID')}
  AND ${m.principalLine} = ${col('PRINCIPAL_LINE')} AND ${m.schGroup} = ${col('SCH_GROUP')}
  AND ${m.startDate} = ${col('START_DATE')}::date`;

/** The columns an upload's insert writes. */
const INSERT_COLUMNS = columnNames(
  mappings.slsPersonTypeId,
  mappings.slsPersonType,
  mappings.principalLine,
  mappings.bisnisGroup,
  mappings.schGroup,
  mappings.targetLevel,
  mappings.mappingLevel,
  mappings.dotFlag,
  mappings.startDate,
  mappings.endDate,
  mappings.status,
  mappings.userIdUpdate,
);

/** A key already stored takes every value of its upload but the key's. */
const UPDATED_COLUMNS: Column[] = [
  mappings.slsPersonType,
  mappings.bisnisGroup,
  mappings.targetLevel,
  mappings.mappingLevel,
  mappings.dotFlag,
  mappings.endDate,
  mappings.status,
  mappings.userIdUpdate,
];
const UPDATE_SET = excluded(...UPDATED_COLUMNS);

/**
 * Commits the caller's staged batch; refuses one with a failed row. Answers the rows saved and the
 * stored periods ended because a row took them over.
 */
export async function submitMappings(ctx: CallContext): Promise<{ landed: number; ended: number }> {
  const audit = { userId: ctx.user.USER_ID, requestId: ctx.requestId, action: 'upload', entity: ENTITY };
  // The spec's /upload sends nothing: the caller's kept batch, as its check left it.
  const result = await submitUpload(
    ctx,
    UPLOAD,
    {},
    {
      failedRows: 'refuse',
      lock: (db) => lockMappings(db),
      beforeCommit: async (db, batchId) => {
        // A period stored since the check (another submit) that a row now overlaps: checked again.
        if ((await storedClashes(db, batchId)).length > 0) throw rule(messages.mappingStoredChanged);
        return endTakenOver(db, batchId, audit);
      },
      plan: {
        table: getTableName(mappings),
        keyColumn: 'MAPPING_KEY',
        lostReason: messages.reasonMappingChanged,
        audit,
        // Only clean rows reach here, so every date cast is of a checked YYYY-MM-DD.
        updates: (rows: MappingRows) => sql`SELECT ${m.mappingId}::text AS id, to_jsonb(m) AS snapshot
        FROM ${rows.from} JOIN ${tableAs(mappings, m)} ON ${sameKey(rows)}`,
        insert: ({ from, col }: MappingRows) => sql`INSERT INTO ${mappings} AS ${m} (${INSERT_COLUMNS})
        SELECT ${col('SLS_PERSON_TYPE_ID')}::int, ${col('SLS_PERSON_TYPE')}, ${col('PRINCIPAL_LINE')},
          ${col('BISNIS_GROUP')}, ${col('SCH_GROUP')}, ${col('TARGET_LEVEL')}, ${col('MAPPING_LEVEL')},
          ${col('DOT_FLAG')}, ${col('START_DATE')}::date, ${col('END_DATE')}::date, ${col('STATUS')},
          ${ctx.user.USER_ID}
        FROM ${from}
        ON CONFLICT (${columnNames(mappings.slsPersonTypeId, mappings.principalLine, mappings.schGroup, mappings.startDate)})
        DO UPDATE SET ${UPDATE_SET}, ${bare(mappings.lastUpdate)} = now()
        RETURNING ${mappingKeySql} AS key, ${m.mappingId}::text AS id, to_jsonb(m) AS snapshot`,
      },
    },
  );
  return { landed: result.landed, ended: result.before };
}
