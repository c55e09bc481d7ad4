/** The calls of customer locations and unmapped customers (spec part 1 section 7). */
import { ALL_BRANCH, HEAD_OFFICE_ORG_ID } from '../../../common/constants';
import { contract } from '../../../common/contract';
import { type CallContext, type Implementation, implement } from '../../platform/implement';
import { listUnmapped } from './unmapped';

/**
 * The org a list asks for, read as the sales rep list reads it: head office sees every org when it
 * asks for its own (or 0 / -1, ALL BRANCH) and one org when it names it; anyone else sees its own
 * scope whatever it asks.
 */
function orgAsked(ctx: CallContext, orgID: number): number | undefined {
  if (ctx.scope.kind !== 'all') return undefined;
  return orgID === HEAD_OFFICE_ORG_ID || orgID <= 0 ? undefined : orgID;
}

/** The branch asked for; none (or ALL BRANCH's '0') is every branch. Scope still applies to it. */
const branchAsked = (code: string | undefined) =>
  code === undefined || code === '' || code === ALL_BRANCH.BRANCH_CODE ? undefined : code;

export const locationRoutes = (): Implementation[] => [
  implement(contract.location.overviewUnmapSales, async ({ orgID, BRANCH_CODE }, ctx) =>
    listUnmapped(ctx.db, ctx.scope, { orgId: orgAsked(ctx, orgID), branchCode: branchAsked(BRANCH_CODE) }),
  ),
];
