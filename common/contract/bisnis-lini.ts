/**
 * The business line to product mapping (spec part 2 sections 2, 3, 5, 7): which principal line
 * and business group a salesperson type is measured on, at which target and mapping level, from
 * when to when. Uploaded in two steps (validation stages the sheet, upload commits the caller's
 * staged batch) and viewed with four filters. Paths are the spec's (base /mapping-bisnis-lini-product).
 */
import { z } from 'zod';
import { bisnisLiniModule } from '../modules/bisnis-lini';
import { defineCall } from './define';
import { eachColumn, looseInt, sheetCell } from './shared-schemas';

/** The screens of this module, which its calls name as the ones that make them. */
const S = bisnisLiniModule.paths;

const BASE = '/mapping-bisnis-lini-product';

/** Columns of the mapping sheet, in order; every row needs all eleven. */
export const MAPPING_COLUMNS = [
  'SLS_PERSON_TYPE_ID',
  'SLS_PERSON_TYPE',
  'PRINCIPAL_LINE',
  'BISNIS_GROUP',
  'SCH_GROUP',
  'TARGET_LEVEL',
  'MAPPING_LEVEL',
  'DOT_FLAG',
  'START_DATE',
  'END_DATE',
  'STATUS',
] as const;
export type MappingColumn = (typeof MAPPING_COLUMNS)[number];

/** The levels a target is set at and a product is mapped at. */
export const MAPPING_LEVELS = ['BISNIS', 'LINI', 'SUBLINI', 'PRODUCT'] as const;
export const MAPPING_STATUSES = ['ACTIVE', 'INACTIVE'] as const;

export const MAPPING_MAX_ROWS = 100_000;

/** A sheet row as the screen sends it: the columns without underscores, plus ISVALID Y. */
export const mappingSent = z.object({
  SLSPERSONTYPEID: sheetCell,
  SLSPERSONTYPE: sheetCell,
  PRINCIPALLINE: sheetCell,
  BISNISGROUP: sheetCell,
  SCHGROUP: sheetCell,
  TARGETLEVEL: sheetCell,
  MAPPINGLEVEL: sheetCell,
  DOTFLAG: sheetCell,
  STARTDATE: sheetCell,
  ENDDATE: sheetCell,
  STATUS: sheetCell,
  ISVALID: z.string().max(1).optional(),
});
export type MappingSent = z.input<typeof mappingSent>;

const columnsAsText = eachColumn(MAPPING_COLUMNS, z.string());

export const mappingChecked = z.object({
  ROW: z.number().int(),
  ...columnsAsText,
  IS_VALID: z.enum(['Y', 'N']),
  REASON: z.string(),
  /**
   * What the submit will do besides saving the row (a stored period of the same mapping it takes
   * over, ended the day before its START_DATE), else ''.
   */
  NOTE: z.string(),
});
export type MappingChecked = z.infer<typeof mappingChecked>;

/** The column the check adds to each row of the sheet. */
export const MAPPING_NOTE_COLUMN = 'NOTE' satisfies keyof MappingChecked;

export const mappingRow = z.object({
  MAPPING_ID: z.number().int(),
  ...columnsAsText,
  USER_ID_UPDATE: z.string().nullable(),
  LAST_UPDATE: z.string(),
});
export type MappingRow = z.infer<typeof mappingRow>;

/** '' or ALL: any value. */
const filterValue = z.string().trim().max(100).default('');

export const bisnisLini = {
  validation: defineCall({
    method: 'POST',
    path: `${BASE}/validation`,
    module: 'bisnis-lini',
    access: { screens: [S.upload] },
    period: 'MAPPING SUBLINI PRODUCT',
    summary:
      "Stages the mapping sheet as the caller's batch and answers every row with IS_VALID, REASON and NOTE: clean rows in success, the rest in failed. The periods of one mapping (type, line, scheme group) never overlap: a row starting inside a stored period will end it the day before (NOTE says so); one overlapping a later stored period or another row of the file fails, its REASON naming that period.",
    input: z.object({ excelData: z.array(mappingSent).max(MAPPING_MAX_ROWS), orgID: looseInt }),
    output: z.object({ success: z.array(mappingChecked), failed: z.array(mappingChecked) }),
  }),
  upload: defineCall({
    method: 'POST',
    path: `${BASE}/upload`,
    module: 'bisnis-lini',
    access: { screens: [S.upload] },
    write: true,
    period: 'MAPPING SUBLINI PRODUCT',
    summary:
      "Commits the caller's staged batch when none of its rows failed: a mapping key already stored is updated in place, and a stored period a row starts inside is ended the day before (ended), each change audited. A second submit finds no batch.",
    input: z.object({}),
    output: z.object({ landed: z.number().int(), ended: z.number().int() }),
  }),
  filter: defineCall({
    method: 'GET',
    path: `${BASE}/filter`,
    module: 'bisnis-lini',
    access: { screens: [S.overview] },
    summary: 'The values each overview filter offers, from the stored mappings.',
    input: z.object({}),
    output: z.object({
      SLS_PERSON_TYPE: z.array(z.string()),
      BISNIS_GROUP: z.array(z.string()),
      SCH_GROUP: z.array(z.string()),
      TARGET_LEVEL: z.array(z.string()),
    }),
  }),
  overview: defineCall({
    method: 'POST',
    path: `${BASE}/overview`,
    module: 'bisnis-lini',
    access: { screens: [S.overview] },
    summary: 'The mappings matching the four filters (each empty or ALL for any).',
    input: z.object({
      SLSPERSONTYPE: filterValue,
      BISNISGROUP: filterValue,
      SCHGROUP: filterValue,
      TARGETLEVEL: filterValue,
    }),
    output: z.array(mappingRow),
  }),
};
