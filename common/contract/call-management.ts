import { z } from 'zod';
import { defineCall } from './define';
import { branch, looseInt } from './shared-schemas';

export const filterData = z.object({
  BRANCH_LIST: z.array(branch),
  PERIODE: z.array(z.object({ PERIODE: z.number().int() })),
  /** Positions with their branch, so a position select can follow the chosen branch. */
  POSITION: z.array(z.object({ POSITION_DESC: z.string(), BRANCH_CODE: z.string() })),
  YEAR: z.array(z.object({ YEAR: z.number().int() })),
});
export type FilterData = z.infer<typeof filterData>;

export const callManagement = {
  prepareFilter: defineCall({
    method: 'POST',
    path: '/call-management/prepareFilter',
    module: 'call-management',
    access: 'session',
    summary:
      "Branches in the user's scope (head office gets 'ALL BRANCH' first, as branch 0 and ORG_ID -1), periods, positions and years.",
    input: z.object({ orgID: looseInt }),
    output: filterData,
  }),
};
