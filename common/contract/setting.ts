import { z } from 'zod';
import { PERIOD_TYPES } from '../constants';
import { defineCall } from './define';
import { looseInt } from './shared-schemas';

export const periodRow = z.object({
  PERIOD_ID: z.number().int(),
  TYPE: z.string(),
  ORG_ID: z.number().int(),
  BRANCH_CODE: z.string(),
  START_DATE: z.string(),
  END_DATE: z.string(),
  QUARTAL: z.string().nullable(),
});

export const setting = {
  validPeriod: defineCall({
    method: 'POST',
    path: '/setting/validPeriod',
    module: 'setting',
    access: 'session',
    summary: 'Open periods of a module type for an org; a non-empty list means the period is open.',
    input: z.object({ typeID: z.enum(PERIOD_TYPES), orgID: looseInt }),
    output: z.array(periodRow),
  }),
};
