/** The calls of customer locations and unmapped customers (spec part 1 section 7). */
import { contract } from '../../../common/contract';
import { LOCATION_ALL } from '../../../common/contract/location';
import { branchesInScope } from '../../platform/branches';
import { type Implementation, implement } from '../../platform/implement';
import { photoFile } from '../../platform/photos';
import { branchAsked, orgAsked } from '../../platform/scope';
import type { Storage } from '../../platform/storage';
import { channelGroups } from './channel-groups';
import { locationPage } from './location-list';
import { locationMarkers } from './location-markers';
import { unmappedExport, unmappedPage } from './unmapped';

/** The branch asked for; none (or ALL BRANCH's '0', or ALL) is every branch. Scope still applies to it. */
const locationBranch = (code: string | undefined) => (code === LOCATION_ALL ? undefined : branchAsked(code));

/** The group asked for; ALL is every group. */
const groupAsked = (group: string) => (group === LOCATION_ALL ? undefined : group);

const loc = contract.location;

/** The photos of a location scan: near (TD) and far (TJ). */
const LOCATION_PHOTO_KINDS = ['NEAR', 'FAR'] as const;

export const locationRoutes = (storage: Storage): Implementation[] => [
  implement(loc.overviewUnmapSales, async ({ orgID, BRANCH_CODE, ...query }, ctx) =>
    unmappedPage(ctx.db, ctx.scope, {
      ...query,
      orgId: orgAsked(ctx.scope, orgID),
      branchCode: locationBranch(BRANCH_CODE),
    }),
  ),
  implement(loc.exportUnmapSales, async ({ orgID, BRANCH_CODE, ...query }, ctx) =>
    unmappedExport(ctx.db, ctx.scope, ctx.user, {
      ...query,
      orgId: orgAsked(ctx.scope, orgID),
      branchCode: locationBranch(BRANCH_CODE),
    }),
  ),
  implement(loc.selectBranchSales, async (_input, ctx) => branchesInScope(ctx.db, ctx.scope)),
  implement(loc.selectChannelSales, async (_input, ctx) => channelGroups(ctx.db)),
  implement(loc.overviewBranchSales, async ({ BRANCH_CODE, SALES_CHANNEL_GROUP, ...query }, ctx) =>
    locationPage(ctx.db, ctx.scope, {
      ...query,
      branchCode: locationBranch(BRANCH_CODE),
      channelGroup: groupAsked(SALES_CHANNEL_GROUP),
    }),
  ),
  implement(loc.overviewBranchSalesMap, async ({ BRANCH_CODE, SALES_CHANNEL_GROUP, ...query }, ctx) =>
    locationMarkers(ctx.db, ctx.scope, {
      ...query,
      branchCode: locationBranch(BRANCH_CODE),
      channelGroup: groupAsked(SALES_CHANNEL_GROUP),
    }),
  ),
  implement(loc.geotagPhoto, ({ photoKey }, ctx) =>
    photoFile(ctx.db, storage, ctx.scope, { photoKey, kinds: LOCATION_PHOTO_KINDS, size: 'full' }),
  ),
];
