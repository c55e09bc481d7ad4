/**
 * Customer locations and customers nobody serves (spec part 1 sections 2, 3, 7; base
 * /mapping-sales-assignment). The geo-tagged visit overview joins this module later.
 */
import { z } from 'zod';
import { defineCall } from './define';
import { looseInt } from './shared-schemas';

const BASE = '/mapping-sales-assignment';

/** A customer with no assignment active today (Unmapping Sales). */
export const unmappedRow = z.object({
  CUSTOMER_ID: z.string(),
  /** The reference staff know the customer by, shown with the id. */
  CUSTOMER_ID_REF: z.string(),
  CUSTOMER_NAME: z.string(),
  BRANCH_CODE: z.string(),
  CHANNEL: z.string(),
  CATBISNIS: z.string(),
  /** Invoice total of the last 12 months, in rupiah. */
  VAL: z.number(),
});
export type UnmappedRow = z.infer<typeof unmappedRow>;

export const location = {
  overviewUnmapSales: defineCall({
    method: 'POST',
    path: `${BASE}/overviewUnmapSales`,
    module: 'location',
    access: 'module',
    summary:
      "Active customers with no assignment active today, in the caller's scope: of one org (0 for all, head office only), optionally of one branch.",
    input: z.object({
      orgID: looseInt,
      BRANCH_CODE: z.string().trim().max(20).optional(),
    }),
    output: z.array(unmappedRow),
  }),
};
