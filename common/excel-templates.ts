/**
 * The Excel templates of the upload screens: each names its file, its columns in order, which of
 * them hold dates and numbers, the date format its date columns are written in, and an example
 * row. The upload screen checks a sheet's header against the same column list it builds the
 * template from, so the two cannot drift.
 */
import { MAPPING_COLUMNS, type MappingColumn } from './contract/bisnis-lini';
import {
  CALENDAR_COLUMNS,
  type CalendarColumn,
  FIXED_CALL_COLUMNS,
  type FixedCallColumn,
  MASTER_CALL_COLUMNS,
  type MasterCallColumn,
} from './contract/call-management';
import { ADJUST_UPLOAD_COLUMNS, type AdjustUploadColumn } from './contract/incentive';
import {
  PA_CUSTOMER_COLUMNS,
  PA_CUSTOMER_EXAMPLE,
  PA_CUSTOMER_TEMPLATE_FILE,
} from './contract/push-activity';
import { ASSIGNMENT_UPLOAD_COLUMNS } from './contract/sales-assignment';
import { ROLE_UPLOAD_COLUMNS } from './contract/structure';
import { TARGET_ALTERNATE_COLUMNS, TARGET_BRANCH_COLUMNS, TARGET_HO_COLUMNS } from './contract/targets';

/** Date formats the templates write dates in (spec part 1 section 9). */
/** The calendar's FULL_DATE is written day-month-year, as its upload sends Date (spec part 2 section 3). */
export type TemplateDateFormat = 'YYYY-MM-DD' | 'MM/DD/YYYY' | 'DD-MM-YYYY';

export interface ExcelTemplate<C extends string = string> {
  /** The name the template is downloaded under. */
  fileName: string;
  sheetName: string;
  columns: readonly C[];
  /** Columns holding dates: a real date cell is read back as text in dateFormat. */
  dateColumns: readonly C[];
  /**
   * Columns holding numbers (years, months, quantities, targets, numeric ids). Every column that is
   * neither a date nor a number holds text and is written formatted Text (see textColumnsOf).
   */
  numberColumns: readonly C[];
  dateFormat: TemplateDateFormat;
  /** One example row, written under the header of the downloaded template. */
  example: Readonly<Record<C, string>>;
}

/** What a template says of its columns. */
export type TemplateColumns<C extends string = string> = Pick<
  ExcelTemplate<C>,
  'columns' | 'dateColumns' | 'numberColumns'
>;

/**
 * The columns of a template that hold text: every column that is neither a date nor a number.
 * Excel and LibreOffice turn digits typed into a General cell into a number, so a phone number
 * or a code typed as 0812... would arrive without its leading zero; a cell formatted Text keeps
 * what is typed, and a cell keeps its format when one types into it.
 */
export function textColumnsOf<C extends string>(template: TemplateColumns<C>): C[] {
  const notText = new Set<C>([...template.dateColumns, ...template.numberColumns]);
  return template.columns.filter((column) => !notText.has(column));
}

export type RoleUploadColumn = (typeof ROLE_UPLOAD_COLUMNS)[number];

/** 'Template Upload Role.xlsx': the twelve role columns, dates YYYY-MM-DD. */
export const ROLE_UPLOAD_TEMPLATE: ExcelTemplate<RoleUploadColumn> = {
  fileName: 'Template Upload Role.xlsx',
  sheetName: 'Sheet1',
  columns: ROLE_UPLOAD_COLUMNS,
  dateColumns: ['START_DATE', 'END_DATE'],
  numberColumns: ['ORG_ID'],
  dateFormat: 'YYYY-MM-DD',
  example: {
    POSITION_CODE: 'JKT-SLS-901',
    EMPLOYEE_TYPE_CODE: 'SALESMAN',
    EMPLOYEE_TITLE_CODE: 'TO',
    ORG_ID: '101',
    BRANCH_CODE: 'JKT',
    CSO_CODE: 'NA',
    SUPERVISOR: 'JKT-SPV-001',
    EMAIL_SUPERVISOR: 'spv.jkt1@armada.co.id',
    SECONDARY_POSITION: 'N',
    ADDITIONAL_TYPE: 'NA',
    START_DATE: '2026-01-01',
    END_DATE: '4001-12-31',
  },
};

export type AssignmentUploadColumn = (typeof ASSIGNMENT_UPLOAD_COLUMNS)[number];

/** 'Template Mapping Assignment.xls': the validated assignment upload, dates MM/DD/YYYY. */
export const ASSIGNMENT_UPLOAD_TEMPLATE: ExcelTemplate<AssignmentUploadColumn> = {
  fileName: 'Template Mapping Assignment.xls',
  sheetName: 'Sheet1',
  columns: ASSIGNMENT_UPLOAD_COLUMNS,
  dateColumns: ['START_DATE'],
  numberColumns: [],
  dateFormat: 'MM/DD/YYYY',
  example: {
    CUSTOMER_ID_REF: 'C0001',
    CUSTOMER_NAME: 'TOKO MAKMUR',
    BISNIS: 'FOOD',
    TYPE_DESC: 'REGULAR',
    POSITION: 'JKT-SLS-001',
    ADD_SALESMAN_POSITION: 'NA',
    START_DATE: '01/01/2026',
  },
};

/**
 * The export of the rows a role upload refused, with their REASON (not named by the spec): a
 * legacy .xls with the template's columns first, so it can be corrected and uploaded again.
 */
export const ROLE_UPLOAD_FAILED_FILE_NAME = 'Failed Upload Role.xls';

export type TargetHoColumn = (typeof TARGET_HO_COLUMNS)[number];
export type TargetBranchColumn = (typeof TARGET_BRANCH_COLUMNS)[number];
export type TargetAlternateColumn = (typeof TARGET_ALTERNATE_COLUMNS)[number];

const TARGET_EXAMPLE = {
  YEAR_ID: '2026',
  MONTH_ID: '12',
  KODE_CABANG: 'JKT',
  BISNIS: 'FARMA',
  ITEM_SUBLINI: 'FRM-ETH',
  SUBLINI_PRODUCT: 'FRM-ETH-ANTIBIOTIK',
  CHANNEL_OUTLET_GROUP: 'GENERAL TRADE',
  SALESPERSON_POSITION: 'JKT-SLS-001',
  TERITORY_GEO_GROUP: 'URBAN',
  TARGET_REKOMENDASI_HO: '150000000.00',
  TARGET_CABANG: '0',
} as const;

/** The month and the amounts of a target row; its codes are text. */
const TARGET_NUMBER_COLUMNS = ['YEAR_ID', 'MONTH_ID', 'TARGET_REKOMENDASI_HO', 'TARGET_CABANG'] as const;

/** 'Template Target.xls' of head office's Submit Target (spec part 2 section 3). */
export const TARGET_HO_TEMPLATE: ExcelTemplate<TargetHoColumn> = {
  fileName: 'Template Target.xls',
  sheetName: 'Sheet1',
  columns: TARGET_HO_COLUMNS,
  dateColumns: [],
  numberColumns: TARGET_NUMBER_COLUMNS,
  dateFormat: 'YYYY-MM-DD',
  example: TARGET_EXAMPLE,
};

/** The branch's 'Template Target.xls': head office's columns and TARGET_GROSS, pre-filled when downloaded. */
export const TARGET_BRANCH_TEMPLATE: ExcelTemplate<TargetBranchColumn> = {
  fileName: 'Template Target.xls',
  sheetName: 'Sheet1',
  columns: TARGET_BRANCH_COLUMNS,
  dateColumns: [],
  numberColumns: [...TARGET_NUMBER_COLUMNS, 'TARGET_GROSS'],
  dateFormat: 'YYYY-MM-DD',
  example: { ...TARGET_EXAMPLE, TARGET_CABANG: '155000000.00', TARGET_GROSS: '172050000.00' },
};

/** 'Template Target.xlsx' of Upload Target: the alternate ten-column sheet. */
export const TARGET_ALTERNATE_TEMPLATE: ExcelTemplate<TargetAlternateColumn> = {
  fileName: 'Template Target.xlsx',
  sheetName: 'Sheet1',
  columns: TARGET_ALTERNATE_COLUMNS,
  dateColumns: [],
  numberColumns: ['YEAR_ID', 'MONTH_ID', 'SUM_OF_TARGET_REKOMENDASI_HO', 'SUM_OF_TARGET_CABANG'],
  dateFormat: 'YYYY-MM-DD',
  example: {
    YEAR_ID: '2026',
    MONTH_ID: '12',
    KODE_CABANG: 'JKT',
    PRODUCT_NAME: 'FRM-ETH',
    SUBLINI_OR_PRODUCT: 'FRM-ETH-ANTIBIOTIK',
    CHANNEL_OUTLET_GROUP: 'GENERAL TRADE',
    SALESPERSON_POSITION: 'JKT-SLS-001',
    TERRITORY_GEO_GROUP: 'URBAN',
    SUM_OF_TARGET_REKOMENDASI_HO: '150000000.00',
    SUM_OF_TARGET_CABANG: '155000000.00',
  },
};

const CALL_IDENTITY_EXAMPLE = {
  YEAR_ID: '2026',
  PERIODE: '12',
  BRANCH_CODE: 'JKT',
  POSITION_DESC: 'JKT-SLS-001',
  TYPE_SALESMAN: 'SALESMAN',
  CUSTOMERID_REF: 'C0001',
  CUSTOMER_NAME: 'APOTEK SEHAT',
} as const;

/**
 * 'Template Upload Fixed Call.xlsx' (spec part 2 section 9). The upload takes the legacy .xls
 * (section 5) and, so that the template filled goes back as it is, this .xlsx too.
 */
export const FIXED_CALL_TEMPLATE: ExcelTemplate<FixedCallColumn> = {
  fileName: 'Template Upload Fixed Call.xlsx',
  sheetName: 'Sheet1',
  columns: FIXED_CALL_COLUMNS,
  dateColumns: [],
  numberColumns: ['YEAR_ID', 'PERIODE', 'FREQUENCY', 'WEEK'],
  dateFormat: 'YYYY-MM-DD',
  example: { ...CALL_IDENTITY_EXAMPLE, DAYS: 'SENIN', FREQUENCY: '2', WEEK: '1' },
};

/** 'Template Upload Master Call Plan.xls': a day column holds the weeks of the visits, e.g. '1,3'. */
export const MASTER_CALL_TEMPLATE: ExcelTemplate<MasterCallColumn> = {
  fileName: 'Template Upload Master Call Plan.xls',
  sheetName: 'Sheet1',
  columns: MASTER_CALL_COLUMNS,
  dateColumns: [],
  // The day columns hold lists of weeks ('1,3'), text: a General cell may read '1,3' as a number.
  numberColumns: ['YEAR_ID', 'PERIODE'],
  dateFormat: 'YYYY-MM-DD',
  example: {
    ...CALL_IDENTITY_EXAMPLE,
    PIC_NAME: 'IBU SARI',
    PIC_TELP: '081234567890',
    MONDAY: '1,3',
    TUESDAY: '',
    WEDNESDAY: '',
    THURSDAY: '2,4',
    FRIDAY: '',
    SATURDAY: '',
    NOTES: 'Kunjungi sebelum jam 10',
  },
};

/** 'Template Upload Calendar.xlsx': FULL_DATE written DD-MM-YYYY, HOLIDAY Y or N. */
export const CALENDAR_TEMPLATE: ExcelTemplate<CalendarColumn> = {
  fileName: 'Template Upload Calendar.xlsx',
  sheetName: 'Sheet1',
  columns: CALENDAR_COLUMNS,
  dateColumns: ['FULL_DATE'],
  numberColumns: ['WEEK_CALL'],
  dateFormat: 'DD-MM-YYYY',
  example: { FULL_DATE: '01-12-2026', DAY_NAME: 'SELASA', WEEK_CALL: '1', HOLIDAY: 'N' },
};

/** The mapping sheet (its file name is not given by the spec): legacy .xls, dates YYYY-MM-DD. */
export const MAPPING_TEMPLATE: ExcelTemplate<MappingColumn> = {
  fileName: 'Template Mapping Bisnis Lini Product.xls',
  sheetName: 'Sheet1',
  columns: MAPPING_COLUMNS,
  dateColumns: ['START_DATE', 'END_DATE'],
  numberColumns: ['SLS_PERSON_TYPE_ID'],
  dateFormat: 'YYYY-MM-DD',
  example: {
    SLS_PERSON_TYPE_ID: '1',
    SLS_PERSON_TYPE: 'SALESMAN',
    PRINCIPAL_LINE: 'FRM-ETH',
    BISNIS_GROUP: 'FARMA',
    SCH_GROUP: 'REGULER',
    TARGET_LEVEL: 'LINI',
    MAPPING_LEVEL: 'SUBLINI',
    DOT_FLAG: 'N',
    START_DATE: '2026-01-01',
    END_DATE: '4001-12-31',
    STATUS: 'ACTIVE',
  },
};

export type CampaignCustomerColumn = (typeof PA_CUSTOMER_COLUMNS)[number];

/** The push activity campaign's optional customer list: references and names, all text. */
export const CAMPAIGN_CUSTOMER_TEMPLATE: ExcelTemplate<CampaignCustomerColumn> = {
  fileName: PA_CUSTOMER_TEMPLATE_FILE,
  sheetName: 'Sheet1',
  columns: PA_CUSTOMER_COLUMNS,
  dateColumns: [],
  numberColumns: [],
  dateFormat: 'YYYY-MM-DD',
  example: PA_CUSTOMER_EXAMPLE,
};

/**
 * 'Template Upload Adjust Incentive.xlsx': one request a row, as Adjust Incentive's rows ask it. The
 * example names an invoice the invoice numbers never reach, so a template sent back unchanged fails
 * its row ('Invoice … tidak ditemukan.') instead of asking anything.
 */
export const ADJUST_UPLOAD_TEMPLATE: ExcelTemplate<AdjustUploadColumn> = {
  fileName: 'Template Upload Adjust Incentive.xlsx',
  sheetName: 'Sheet1',
  columns: ADJUST_UPLOAD_COLUMNS,
  dateColumns: [],
  numberColumns: ['QUANTITY', 'AMOUNT'],
  dateFormat: 'YYYY-MM-DD',
  example: {
    INVOICE_NUMBER: 'INV00000000',
    ITEM_CODE: 'ITM-0001',
    POSITION_FROM: 'JKT-SLS-001',
    POSITION_TO: 'JKT-SLS-002',
    QUANTITY: '1',
    AMOUNT: '125000',
    REASON_DESC: 'Salah mapping salesman',
  },
};
