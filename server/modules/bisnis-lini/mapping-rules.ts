/**
 * The rules every uploaded business line mapping row meets, checked set-wise over the staged batch
 * (server/platform/import), each broken rule a REASON the user can act on:
 * - all eleven columns are filled;
 * - SLS_PERSON_TYPE_ID and SLS_PERSON_TYPE are the id and code of one registered employee type;
 * - PRINCIPAL_LINE is a product line, and BISNIS_GROUP the business line it belongs to;
 * - SCH_GROUP fits its column (50 characters);
 * - TARGET_LEVEL and MAPPING_LEVEL are levels of MAPPING_LEVELS, DOT_FLAG Y or N;
 * - START_DATE and END_DATE are real dates YYYY-MM-DD, the end not before the start;
 * - STATUS is one of MAPPING_STATUSES;
 * - a mapping key (type, line, scheme group, start) appears once in the file.
 */
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  MAPPING_COLUMNS,
  MAPPING_LEVELS,
  MAPPING_STATUSES,
  type MappingColumn,
  type MappingSent,
} from '../../../common/contract/bisnis-lini';
import { messages } from '../../../common/messages';
import { bisnisLiniProductMappings, employeeTypes, productLines } from '../../db/schema';
import {
  col,
  inReference,
  isoDate,
  notBefore,
  oneOf,
  type RowRule,
  required,
  rowRule,
  uniqueInBatch,
  yesNoFlag,
} from '../../platform/import';

/** A staged mapping row: the sheet's columns as text, and MAPPING_KEY, the key a commit answers. */
export type StagedMapping = Record<MappingColumn | 'MAPPING_KEY', string>;

/** The columns of a mapping key, in the unique index's order. */
export const MAPPING_KEY_COLUMNS = [
  'SLS_PERSON_TYPE_ID',
  'PRINCIPAL_LINE',
  'SCH_GROUP',
  'START_DATE',
] as const satisfies readonly MappingColumn[];

/** The longest scheme group a mapping stores. */
export const SCH_GROUP_MAX = 50;

/** The screen sends each column without its underscores (SLS_PERSON_TYPE_ID as SLSPERSONTYPEID). */
const sentName = (column: MappingColumn) => column.replaceAll('_', '') as keyof MappingSent;

/** Dates are compared as written; every other column is a code, compared in upper case. */
const DATE_COLUMNS = new Set<MappingColumn>(['START_DATE', 'END_DATE']);

/** A sent row as staged: every column trimmed, codes in upper case, and its key. */
export function stagedMapping(row: MappingSent): StagedMapping {
  const staged = {} as StagedMapping;
  for (const column of MAPPING_COLUMNS) {
    const text = String(row[sentName(column)] ?? '').trim();
    staged[column] = DATE_COLUMNS.has(column) ? text : text.toUpperCase();
  }
  staged.MAPPING_KEY = MAPPING_KEY_COLUMNS.map((c) => staged[c]).join('|');
  return staged;
}

/** A stored mapping as `m`, the name the module's mapping statements read it by. */
export const m = alias(bisnisLiniProductMappings, 'm');

/** The key of a stored mapping `m`, as stagedMapping writes MAPPING_KEY. */
export const mappingKeySql = sql`concat_ws('|', ${m.slsPersonTypeId}::text, ${m.principalLine}, ${m.schGroup},
  to_char(${m.startDate}, 'YYYY-MM-DD'))`;

const levels = MAPPING_LEVELS.join(', ');

export function mappingRules(): RowRule[] {
  return [
    ...MAPPING_COLUMNS.map((c) => required(c)),
    // The id compared as text, so that no cast can fail on a row that is not a number.
    inReference(
      'SLS_PERSON_TYPE',
      {
        table: employeeTypes,
        column: employeeTypes.code,
        same: { SLS_PERSON_TYPE_ID: sql`${employeeTypes.employeeTypeId}::text` },
        lookup: 'hash',
      },
      messages.reasonMappingPersonType,
    ),
    inReference(
      'PRINCIPAL_LINE',
      { table: productLines, column: productLines.liniId, lookup: 'hash' },
      messages.reasonMappingLine,
    ),
    inReference(
      'PRINCIPAL_LINE',
      {
        table: productLines,
        column: productLines.liniId,
        same: { BISNIS_GROUP: productLines.bisnisCode },
        lookup: 'hash',
      },
      messages.reasonMappingBisnis,
    ),
    rowRule(
      messages.reasonCallTooLong('SCH_GROUP', SCH_GROUP_MAX),
      () => sql`char_length(${col('SCH_GROUP')}) > ${SCH_GROUP_MAX}`,
    ),
    oneOf('TARGET_LEVEL', MAPPING_LEVELS, messages.reasonMappingLevel('TARGET_LEVEL', levels)),
    oneOf('MAPPING_LEVEL', MAPPING_LEVELS, messages.reasonMappingLevel('MAPPING_LEVEL', levels)),
    yesNoFlag('DOT_FLAG', messages.reasonMappingDotFlag),
    isoDate('START_DATE', messages.reasonMappingDate('START_DATE')),
    isoDate('END_DATE', messages.reasonMappingDate('END_DATE')),
    notBefore('END_DATE', 'START_DATE', messages.reasonMappingEndBeforeStart),
    oneOf('STATUS', MAPPING_STATUSES, messages.reasonMappingStatus(MAPPING_STATUSES.join(', '))),
    uniqueInBatch(MAPPING_KEY_COLUMNS, messages.reasonMappingTwice),
  ];
}
