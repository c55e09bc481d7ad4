/**
 * The mapping upload in two steps on the import pipeline: /validation stages the sheet as the
 * caller's batch and answers each row with its verdict; /upload commits the caller's staged batch
 * in one statement, and only a batch without a failed row. A key already stored (type, line,
 * scheme group, start date) is updated in place, never doubled; the stored row before the update
 * and the row after it are both kept in the audit log. The periods of one mapping never overlap
 * (mapping-periods.ts): a row starting inside a stored period ends it the day before.
 */
import type { MappingChecked, MappingSent } from '../../../common/contract/bisnis-lini';
import { messages } from '../../../common/messages';
import { sql } from '../../db/client';
import { rule } from '../../platform/errors';
import type { CallContext } from '../../platform/implement';
import {
  type CheckedUpload,
  checkUpload,
  col,
  type StagedRow,
  splitChecked,
  submitUpload,
} from '../../platform/import';
import { checkPeriods, endTakenOver, lockMappings, storedClashes, takeOverNotes } from './mapping-periods';
import { mappingKeySql, mappingRules, type StagedMapping, stagedMapping } from './mapping-rules';

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

/** The staged row `r`'s key matches the stored mapping `m`. */
const sameKey = sql`m.sls_person_type_id::text = ${col('SLS_PERSON_TYPE_ID')}
  AND m.principal_line = ${col('PRINCIPAL_LINE')} AND m.sch_group = ${col('SCH_GROUP')}
  AND m.start_date = ${col('START_DATE')}::date`;

/**
 * Commits the caller's staged batch; refuses one with a failed row. Answers the rows saved and the
 * stored periods ended because a row took them over.
 */
export async function submitMappings(ctx: CallContext): Promise<{ landed: number; ended: number }> {
  const audit = { userId: ctx.user.USER_ID, requestId: ctx.requestId, action: 'upload', entity: ENTITY };
  const result = await submitUpload(ctx, UPLOAD, {
    failedRows: 'refuse',
    lock: (db) => lockMappings(db),
    beforeCommit: async (db, batchId) => {
      // A period stored since the check (another submit) that a row now overlaps: checked again.
      if ((await storedClashes(db, batchId)).length > 0) throw rule(messages.mappingStoredChanged);
      return endTakenOver(db, batchId, audit);
    },
    plan: {
      table: 'bisnis_lini_product_mappings',
      keyColumn: 'MAPPING_KEY',
      lostReason: messages.reasonMappingChanged,
      audit,
      // Only clean rows reach here, so every date cast is of a checked YYYY-MM-DD.
      updates: (id, slice) => sql`SELECT m.mapping_id::text AS id, to_jsonb(m) AS snapshot
        FROM import_rows r JOIN bisnis_lini_product_mappings m ON ${sameKey}
        WHERE r.batch_id = ${id} AND r.reason IS NULL AND ${slice}`,
      insert: (
        id,
        slice,
      ) => sql`INSERT INTO bisnis_lini_product_mappings AS m (sls_person_type_id, sls_person_type,
          principal_line, bisnis_group, sch_group, target_level, mapping_level, dot_flag, start_date,
          end_date, status, user_id_update)
        SELECT ${col('SLS_PERSON_TYPE_ID')}::int, ${col('SLS_PERSON_TYPE')}, ${col('PRINCIPAL_LINE')},
          ${col('BISNIS_GROUP')}, ${col('SCH_GROUP')}, ${col('TARGET_LEVEL')}, ${col('MAPPING_LEVEL')},
          ${col('DOT_FLAG')}, ${col('START_DATE')}::date, ${col('END_DATE')}::date, ${col('STATUS')},
          ${ctx.user.USER_ID}
        FROM import_rows r WHERE r.batch_id = ${id} AND r.reason IS NULL AND ${slice}
        ON CONFLICT (sls_person_type_id, principal_line, sch_group, start_date)
        DO UPDATE SET sls_person_type = EXCLUDED.sls_person_type, bisnis_group = EXCLUDED.bisnis_group,
          target_level = EXCLUDED.target_level, mapping_level = EXCLUDED.mapping_level,
          dot_flag = EXCLUDED.dot_flag, end_date = EXCLUDED.end_date, status = EXCLUDED.status,
          user_id_update = EXCLUDED.user_id_update, last_update = now()
        RETURNING ${mappingKeySql} AS key, m.mapping_id::text AS id, to_jsonb(m) AS snapshot`,
    },
  });
  return { landed: result.landed, ended: result.before };
}
