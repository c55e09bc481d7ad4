/**
 * The two target uploads, each in two steps on the import pipeline: /target/upload (head office)
 * and /target/uploadcab (branch) stage the sheet as the caller's batch and answer each row with its
 * verdict; /target/submit and /target/submitcab commit the caller's staged batch in one statement,
 * and only a batch without a failed row. A key already stored is updated in place, never doubled:
 * head office's sheet writes the recommendation (VALUE_TGT_HO; its TARGET_CABANG column is read and
 * checked but the branch's own value is the branch's to set), the branch's sheet writes VALUE_TGT_CAB
 * and VALUE_TGT_GROSS and puts the row back to NEW (a rejected month submitted again awaits approval
 * anew). Approved branch-months are locked: their rows fail at the check, and a key approved between
 * the check and the submit is left as it is and reported.
 */

import { getTableName } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TargetAlternateRow, TargetStagedRow, TargetStaging } from '../../../common/contract/targets';
import { messages } from '../../../common/messages';
import { sql } from '../../db/client';
import { branches, productLines, targets } from '../../db/schema';
import { bare, columnNames, excluded, tableAs } from '../../db/typed-sql';
import { rule } from '../../platform/errors';
import type { CallContext } from '../../platform/implement';
import {
  type CheckedUpload,
  checkUpload,
  col,
  type StagedRow,
  type StagedRows,
  type Submission,
  splitChecked,
  submitUpload,
} from '../../platform/import';
import { t } from './summary';
import {
  type StagedTarget,
  stagedTarget,
  type TargetColumn,
  targetKeySql,
  targetRules,
} from './target-rules';

const b = alias(branches, 'b');

/** Head office's sheet, the branch's, and the alternate sheet of Upload Target (both values at once). */
export type TargetSheet = 'ho' | 'branch' | 'alternate';

/** The branch's own target needs the branch's TARGET period open (head office's recommendation does not). */
const UPLOADS: Record<TargetSheet, CheckedUpload> = {
  ho: { batch: 'target/ho-upload' },
  branch: { batch: 'target/branch-upload', period: { type: 'TARGET', branch: col('KODE_CABANG') } },
  alternate: { batch: 'target/alternate-upload' },
};

/** A staged row as the screen shows it: the template columns, FLAG and REASON. */
function verdict(r: StagedRow): TargetStagedRow {
  const staged = stagedTarget(r.data as Partial<Record<TargetColumn, string>>);
  const { TARGET_KEY: _key, ...columns } = staged;
  return {
    ...columns,
    ROW: r.row,
    FLAG: r.reason === null ? 'Y' : 'N',
    REASON: r.reason ?? '',
    RESULT: null,
  };
}

/** Stages and checks the sheet; answers every row with its verdict, the clean ones first in success. */
export async function stageTargets(
  ctx: CallContext,
  sheet: TargetSheet,
  sheetRows: readonly Partial<Record<TargetColumn, string>>[],
  orgId: number | undefined,
): Promise<TargetStaging> {
  return (await checkTargets(ctx, sheet, sheetRows, orgId)).staging;
}

/** The check of a sheet: the rows' verdicts, and the batch it keeps. */
async function checkTargets(
  ctx: CallContext,
  sheet: TargetSheet,
  sheetRows: readonly Partial<Record<TargetColumn, string>>[],
  orgId: number | undefined,
): Promise<{ staging: TargetStaging; batchId: number }> {
  const checked = await checkUpload(ctx, UPLOADS[sheet], sheetRows.map(stagedTarget), {
    orgId: orgId ?? ctx.user.ORG_ID,
    rules: targetRules({
      scope: ctx.scope,
      orgId,
      branchSheet: sheet === 'branch',
      alternateSheet: sheet === 'alternate',
    }),
  });
  return { staging: splitChecked(checked.rows, verdict), batchId: checked.batchId };
}

/** A target upload's staged rows, typed by its columns. */
type TargetRows = StagedRows<keyof StagedTarget>;

/** The value columns a sheet writes from the staged rows, and what a key already stored keeps. */
function writes(sheet: TargetSheet, { col }: TargetRows) {
  switch (sheet) {
    case 'ho':
      return {
        values: sql`${col('TARGET_REKOMENDASI_HO')}::numeric, NULL::numeric, NULL::numeric`,
        update: excluded(targets.valueTgtHo),
      };
    case 'branch':
      return {
        values: sql`0::numeric, ${col('TARGET_CABANG')}::numeric, ${col('TARGET_GROSS')}::numeric`,
        update: sql`${excluded(targets.valueTgtCab, targets.valueTgtGross)},
          ${bare(targets.status)} = 'NEW', ${bare(targets.rejectReason)} = NULL`,
      };
    case 'alternate':
      return {
        values: sql`${col('TARGET_REKOMENDASI_HO')}::numeric, ${col('TARGET_CABANG')}::numeric, NULL::numeric`,
        update: excluded(targets.valueTgtHo, targets.valueTgtCab),
      };
  }
}

/**
 * The stored target `t` of the staged row's key, column by column (the unique index's), so that
 * each clean row finds it by an index probe. Only clean rows are joined: the casts hold.
 */
const storedOfRow = ({
  col,
}: TargetRows) => sql`${t.tgtYearId} = ${col('YEAR_ID')}::int AND ${t.tgtMonthId} = ${col('MONTH_ID')}::int
  AND ${t.branchCode} = ${col('KODE_CABANG')} AND ${t.bisnis} = ${col('BISNIS')}
  AND ${t.liniId} = ${col('ITEM_SUBLINI')} AND ${t.productSubLine} = ${col('SUBLINI_PRODUCT')}
  AND ${t.outletChannelGroup} = ${col('CHANNEL_OUTLET_GROUP')}
  AND ${t.rolePositionCode} = ${col('SALESPERSON_POSITION')} AND ${t.teritoryGeoGroup} = ${col('TERITORY_GEO_GROUP')}`;

/** The columns of a target's key, in the unique index's order (its ON CONFLICT target). */
const KEY_COLUMNS = columnNames(
  targets.tgtYearId,
  targets.tgtMonthId,
  targets.branchCode,
  targets.bisnis,
  targets.liniId,
  targets.productSubLine,
  targets.outletChannelGroup,
  targets.rolePositionCode,
  targets.teritoryGeoGroup,
);

/** The columns an upload's insert writes. */
const INSERT_COLUMNS = columnNames(
  targets.tgtYearId,
  targets.tgtMonthId,
  targets.orgId,
  targets.branchCode,
  targets.bisnis,
  targets.liniId,
  targets.productSubLine,
  targets.outletChannelGroup,
  targets.rolePositionCode,
  targets.teritoryGeoGroup,
  targets.valueTgtHo,
  targets.valueTgtCab,
  targets.valueTgtGross,
  targets.status,
  targets.userIdUpdate,
);

/**
 * Commits the staged batch the submission names (the spec's /submit and /submitcab send nothing:
 * the caller's kept batch); refuses one with a failed row, and answers the rows saved.
 */
export async function submitTargets(
  ctx: CallContext,
  sheet: TargetSheet,
  submission: Submission = {},
): Promise<number> {
  const result = await submitUpload(ctx, UPLOADS[sheet], submission, {
    failedRows: 'refuse',
    plan: {
      table: getTableName(targets),
      keyColumn: 'TARGET_KEY',
      lostReason: messages.reasonTargetChanged,
      audit: {
        userId: ctx.user.USER_ID,
        requestId: ctx.requestId,
        action: `upload-${sheet}`,
        entity: 'target',
      },
      // An approved key is left as it is (see the insert's WHERE): not updated, not audited.
      updates: (rows: TargetRows) => sql`SELECT ${t.targetId}::text AS id, to_jsonb(t) AS snapshot
        FROM ${rows.from} JOIN ${tableAs(targets, t)} ON ${storedOfRow(rows)}
        WHERE ${t.status} <> 'APPROVE'`,
      insert: (rows: TargetRows) => insertTargets(ctx, sheet, rows),
    },
  });
  return result.landed;
}

/** The insert of the clean rows of a sheet: a key stored already is updated unless approved. */
function insertTargets(ctx: CallContext, sheet: TargetSheet, rows: TargetRows) {
  const { col } = rows;
  const { values, update } = writes(sheet, rows);
  return sql`INSERT INTO ${targets} AS ${t} (${INSERT_COLUMNS})
        SELECT ${col('YEAR_ID')}::int, ${col('MONTH_ID')}::int, ${b.orgId}, ${b.branchCode}, ${col('BISNIS')},
          ${col('ITEM_SUBLINI')}, ${col('SUBLINI_PRODUCT')}, ${col('CHANNEL_OUTLET_GROUP')},
          ${col('SALESPERSON_POSITION')}, ${col('TERITORY_GEO_GROUP')}, ${values}, 'NEW', ${ctx.user.USER_ID}
        FROM ${rows.from} JOIN ${tableAs(branches, b)} ON ${b.branchCode} = ${col('KODE_CABANG')}
        ON CONFLICT (${KEY_COLUMNS})
        DO UPDATE SET ${update}, ${excluded(targets.userIdUpdate)}, ${bare(targets.lastUpdate)} = now()
        WHERE ${t.status} <> 'APPROVE'
        RETURNING ${targetKeySql} AS key, ${t.targetId}::text AS id, to_jsonb(t) AS snapshot`;
}

/** A row of the alternate sheet as a staged target: the business line is its product line's. */
export function alternateAsSheet(
  row: TargetAlternateRow,
  bisnisOfLine: ReadonlyMap<string, string>,
): Partial<Record<TargetColumn, string>> {
  const line = String(row.PRODUCT_NAME ?? '')
    .trim()
    .toUpperCase();
  return {
    YEAR_ID: String(row.TGT_YEAR_ID ?? ''),
    MONTH_ID: String(row.TGT_MONTH_ID ?? ''),
    KODE_CABANG: String(row.BRANCH_CODE ?? ''),
    BISNIS: bisnisOfLine.get(line) ?? '',
    ITEM_SUBLINI: line,
    SUBLINI_PRODUCT: String(row.PRODUCT_SUB_LINE ?? ''),
    CHANNEL_OUTLET_GROUP: String(row.OUTLET_CHANNEL_GROUP ?? ''),
    SALESPERSON_POSITION: String(row.ROLE_POSITION_CODE ?? ''),
    TERITORY_GEO_GROUP: String(row.TERITORY_GEO_GROUP ?? ''),
    TARGET_REKOMENDASI_HO: String(row.VALUE_TGT_HO ?? ''),
    TARGET_CABANG: String(row.VALUE_TGT_CAB ?? ''),
  };
}

/**
 * Upload Target's one-step upload: the rows are checked like a staged sheet and saved at once, all
 * or none: a failed row refuses the whole file, naming the first one.
 */
export async function uploadAlternate(
  ctx: CallContext,
  input: readonly TargetAlternateRow[],
): Promise<number> {
  const lines = await ctx.db
    .select({ lini: productLines.liniId, bisnis: productLines.bisnisCode })
    .from(productLines);
  const bisnisOfLine = new Map(lines.map((l) => [l.lini, l.bisnis]));
  const { staging, batchId } = await checkTargets(
    ctx,
    'alternate',
    input.map((r) => alternateAsSheet(r, bisnisOfLine)),
    undefined,
  );
  const [first] = staging.failed;
  if (first) throw rule(messages.targetAlternateRefused(first.ROW, first.REASON));
  return submitTargets(ctx, 'alternate', { batchId });
}
