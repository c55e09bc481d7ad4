/**
 * The rules every uploaded target row meets, head office's sheet and the branch's alike, checked
 * set-wise over the staged batch (server/platform/import). Each broken rule is a REASON the user can
 * act on:
 * - every template column is filled;
 * - YEAR_ID is a year of the screens' selects (2000 to this year + 24), MONTH_ID 1 to 12;
 * - KODE_CABANG exists and lies in the uploader's scope (and in the org head office uploads for);
 * - BISNIS exists, ITEM_SUBLINI is a product line of it, SUBLINI_PRODUCT a sub-line of that line;
 * - CHANNEL_OUTLET_GROUP and TERITORY_GEO_GROUP exist;
 * - SALESPERSON_POSITION is a position of that branch;
 * - the values are numbers of 0 or more with at most two decimals;
 * - a target key appears once in the file;
 * - the branch-month is not approved yet: approved targets are locked.
 */
import { sql } from 'drizzle-orm';
import {
  TARGET_BRANCH_COLUMNS,
  TARGET_HO_COLUMNS,
  TARGET_KEY_COLUMNS,
} from '../../../common/contract/targets';
import { messages } from '../../../common/messages';
import {
  branches,
  businessLines,
  channelGroups,
  productLines,
  productSubLines,
  roles,
  targets,
  territoryGeoGroups,
} from '../../db/schema';
import { tableAs } from '../../db/typed-sql';
import {
  type BranchScope,
  branchInScope,
  branchPeriodOpen,
  col,
  inReference,
  monthNumber,
  type RowRule,
  required,
  rowRule,
  selectableYear,
  uniqueInBatch,
  wholeNumberText,
} from '../../platform/import';
import { t } from './summary';

export type TargetColumn = (typeof TARGET_BRANCH_COLUMNS)[number];
/**
 * A staged target row: every template column as text (TARGET_GROSS '' on head office's sheet) and
 * TARGET_KEY, the key the commit answers for each row that landed (see targetKeySql).
 */
export type StagedTarget = Record<TargetColumn | 'TARGET_KEY', string>;

/** The key's columns that hold codes (all but the year and month). */
const CODE_COLUMNS = new Set<TargetColumn>(
  TARGET_KEY_COLUMNS.filter((c) => c !== 'YEAR_ID' && c !== 'MONTH_ID'),
);

/** A sheet row as staged: codes trimmed and in upper case, year and month as plain whole numbers. */
export function stagedTarget(row: Partial<Record<TargetColumn, string>>): StagedTarget {
  const staged = {} as StagedTarget;
  for (const column of TARGET_BRANCH_COLUMNS) {
    const text = (row[column] ?? '').trim();
    staged[column] = CODE_COLUMNS.has(column)
      ? text.toUpperCase()
      : column === 'YEAR_ID' || column === 'MONTH_ID'
        ? wholeNumberText(text)
        : text;
  }
  staged.TARGET_KEY = TARGET_KEY_COLUMNS.map((c) => staged[c]).join('|');
  return staged;
}

/** The key of a stored target, as stagedTarget writes TARGET_KEY. */
export const targetKeySql = sql`concat_ws('|', ${t.tgtYearId}, ${t.tgtMonthId}, ${t.branchCode}, ${t.bisnis},
  ${t.liniId}, ${t.productSubLine}, ${t.outletChannelGroup}, ${t.rolePositionCode}, ${t.teritoryGeoGroup})`;

/** The text of a branch-month: 'YEAR-MONTH-BRANCH', as the staged row and a stored target write it. */
const stagedBranchMonth = sql`${col('YEAR_ID')} || '-' || ${col('MONTH_ID')} || '-' || ${col('KODE_CABANG')}`;

/** Money with at most two decimals, below 10^16 (numeric(18,2)). */
const MONEY = '^[0-9]{1,16}([.][0-9]{1,2})?$';

export interface TargetRuleOptions extends BranchScope {
  /** The branch's sheet, with TARGET_GROSS. */
  branchSheet: boolean;
  /**
   * The alternate sheet of Upload Target: it names the product line (PRODUCT_NAME, staged as
   * ITEM_SUBLINI) and no business line, which is the line's; an unknown line is said as such.
   */
  alternateSheet?: boolean;
}

export function targetRules(options: TargetRuleOptions): RowRule[] {
  const columns = (options.branchSheet ? TARGET_BRANCH_COLUMNS : TARGET_HO_COLUMNS).filter(
    (c) => !(options.alternateSheet && c === 'BISNIS'),
  );
  return [
    ...columns.map((c) => required(c)),
    selectableYear('YEAR_ID', messages.reasonYear),
    monthNumber('MONTH_ID', messages.reasonTargetMonth),
    inReference(
      'KODE_CABANG',
      { table: branches, column: branches.branchCode, lookup: 'hash' },
      messages.reasonTargetUnknownBranch,
    ),
    ...branchInScope('KODE_CABANG', options, messages.reasonTargetForeignBranch),
    // The branch's own target needs the branch's TARGET period open (head office's recommendation
    // does not); the alternate sheet writes both, so it needs it too.
    ...(options.branchSheet || options.alternateSheet
      ? [branchPeriodOpen('TARGET', col('KODE_CABANG'))]
      : []),
    ...(options.alternateSheet
      ? [
          inReference(
            'ITEM_SUBLINI',
            { table: productLines, column: productLines.liniId, lookup: 'hash' },
            messages.reasonTargetUnknownProductName,
          ),
        ]
      : []),
    inReference(
      'BISNIS',
      { table: businessLines, column: businessLines.bisnisCode, lookup: 'hash' },
      messages.reasonUnknownBisnis,
    ),
    inReference(
      'ITEM_SUBLINI',
      {
        table: productLines,
        column: productLines.liniId,
        same: { BISNIS: productLines.bisnisCode },
        lookup: 'hash',
      },
      messages.reasonTargetUnknownLini,
    ),
    inReference(
      'SUBLINI_PRODUCT',
      {
        table: productSubLines,
        column: productSubLines.subLineCode,
        same: { ITEM_SUBLINI: productSubLines.liniId },
        lookup: 'hash',
      },
      messages.reasonTargetUnknownSubLine,
    ),
    inReference(
      'CHANNEL_OUTLET_GROUP',
      { table: channelGroups, column: channelGroups.channelGroup, lookup: 'hash' },
      messages.reasonTargetUnknownChannelGroup,
    ),
    inReference(
      'SALESPERSON_POSITION',
      { table: roles, column: roles.rolePositionCode, same: { KODE_CABANG: roles.branchCode } },
      messages.reasonTargetUnknownPosition,
    ),
    inReference(
      'TERITORY_GEO_GROUP',
      { table: territoryGeoGroups, column: territoryGeoGroups.geoGroup, lookup: 'hash' },
      messages.reasonTargetUnknownGeoGroup,
    ),
    ...(
      ['TARGET_REKOMENDASI_HO', 'TARGET_CABANG', ...(options.branchSheet ? ['TARGET_GROSS'] : [])] as const
    ).map((c) => rowRule(messages.reasonTargetValue(c), () => sql`${col(c)} !~ ${MONEY}`)),
    uniqueInBatch(TARGET_KEY_COLUMNS, messages.reasonTargetTwice),
    // The branch-months approved so far, read once and hashed.
    rowRule(
      messages.reasonTargetLocked,
      () => sql`((${stagedBranchMonth}) IN (
        SELECT ${t.tgtYearId}::text || '-' || ${t.tgtMonthId}::text || '-' || ${t.branchCode}
        FROM ${tableAs(targets, t)} WHERE ${t.status} = 'APPROVE')) IS TRUE`,
    ),
  ];
}
