/** Business constants of the specification (part 1 section 9, part 2 section 9). */

/** Head office is the organisation with ORG_ID 81 and is treated as super user. */
export const HEAD_OFFICE_ORG_ID = 81;

/** 'ALL BRANCH' is sent as branch 0 and ORG_ID -1. */
export const ALL_BRANCH = { BRANCH_CODE: '0', BRANCH_DESC: 'ALL BRANCH', ORG_ID: -1 } as const;

/** Open-ended end date: the last day of December 4001. */
export const OPEN_END_DATE = '4001-12-31';

/** Access type that restricts a user to its own branch. */
export const KEPALA_CABANG = 'KEPALA CABANG';

/** The placeholder code used for "no supervisor", "no CSO", "no additional type". */
export const NA = 'NA';

/** Idle timeout of the web session and of server sessions, in seconds. */
export const IDLE_TIMEOUT_SECONDS = 3600;

/** Period module types (part 2 section 9). */
export const PERIOD_TYPES = [
  'TARGET',
  'INCENTIVE',
  'FIXED CALL PLAN',
  'MASTER CALL PLAN',
  'NEW MAPPING SALES ASSIGNMENT',
  'MAPPING SALESREP',
  'MAPPING SUBLINI PRODUCT',
] as const;
export type PeriodType = (typeof PERIOD_TYPES)[number];

export const QUARTALS = ['1', '2', '3', '4'] as const;

/** Page size of server-paged lists: the MIT data grid shows at most 100 rows a page. */
export const MAX_PAGE_SIZE = 100;

/** The name every page title ends with. */
export const PORTAL_NAME = 'Armada';
