/** Settings: validity periods per module and branch (spec part 2 sections 2-5, 7 and 9). */
import { z } from 'zod';
import { PERIOD_TYPES, QUARTALS } from '../constants';
import { messages } from '../messages';
import { settingModule } from '../modules/setting';
import { defineCall } from './define';
import { promotionCalls } from './promotion';
import { dateField, looseInt } from './shared-schemas';

/** The screens of this module, which its calls name as the ones that make them. */
const S = settingModule.paths;

export const periodRow = z.object({
  PERIOD_ID: z.number().int(),
  TYPE: z.string(),
  ORG_ID: z.number().int(),
  BRANCH_CODE: z.string(),
  START_DATE: z.string(),
  END_DATE: z.string(),
  QUARTAL: z.string().nullable(),
});
export type PeriodRow = z.infer<typeof periodRow>;

/** A row of the Setting Period table: the period with its branch's name. */
export const periodSetupRow = periodRow.extend({ BRANCH_DESC: z.string() });
export type PeriodSetupRow = z.infer<typeof periodSetupRow>;

/** Branch codes of the addPeriod body are joined by commas (spec part 2 section 3). */
export const BRANCH_SEPARATOR = ',';

/** The distinct branch codes of a comma-joined list, trimmed, empty entries dropped. */
export const branchCodesOf = (joined: string): string[] => [
  ...new Set(
    joined
      .split(BRANCH_SEPARATOR)
      .map((code) => code.trim())
      .filter(Boolean),
  ),
];

/**
 * ADD/UPDATE of the Setting Period screen. The spec's screen checks only the module; the server
 * also needs a branch and real dates, the end not before the start (the service checks those).
 */
export const addPeriodInput = z.object({
  modulName: z.enum(PERIOD_TYPES, { message: messages.fillModuleFirst }),
  periodStart: dateField(messages.startPeriodLabel),
  periodEnd: dateField(messages.endPeriodLabel),
  /** Optional: '' or null when no quartal is chosen. */
  quartalName: z.union([z.enum(QUARTALS), z.literal('')]).nullish(),
  branch: z
    .string()
    .max(4000)
    .refine((joined) => branchCodesOf(joined).length > 0, messages.fillBranchFirst),
  /** Sent by older clients; the server records the session's user instead. */
  userIdUpdate: z.string().optional(),
});
export type AddPeriodInput = z.input<typeof addPeriodInput>;

export const setting = {
  ...promotionCalls,
  validPeriod: defineCall({
    method: 'POST',
    path: '/setting/validPeriod',
    module: 'setting',
    access: 'session',
    summary:
      'Open periods of a module type for an org, or for one branch of it when branchCode names one (a screen that shows a branch asks for that branch: a write needs the period of each branch it writes); a non-empty list means the period is open.',
    input: z.object({
      typeID: z.enum(PERIOD_TYPES),
      orgID: looseInt,
      branchCode: z.string().trim().max(20).optional(),
    }),
    output: z.array(periodRow),
  }),
  setupPeriodeInput: defineCall({
    method: 'POST',
    path: '/adjust-incentive/setupPeriodeInput',
    module: 'setting',
    access: { screens: [S.periods] },
    summary: "The period rows of a module ('' or absent: every module) in the caller's scope.",
    input: z.object({ typeModul: z.union([z.enum(PERIOD_TYPES), z.literal('')]).optional() }),
    output: z.array(periodSetupRow),
  }),
  addPeriod: defineCall({
    method: 'POST',
    path: '/adjust-incentive/addPeriod',
    module: 'setting',
    access: { screens: [S.periods] },
    write: true,
    summary:
      'Head office sets the period of a module for each branch given: the row of that module and branch is replaced, or added when there is none. Answers the rows saved.',
    input: addPeriodInput,
    output: z.array(periodRow),
  }),
};
