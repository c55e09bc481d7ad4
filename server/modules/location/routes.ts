/** The calls of customer locations and unmapped customers (spec part 1 section 7). */
import { ALL_BRANCH } from '../../../common/constants';
import { contract } from '../../../common/contract';
import { LOCATION_ALL } from '../../../common/contract/location';
import { messages } from '../../../common/messages';
import { branchesInScope } from '../../platform/branches';
import { AppError } from '../../platform/errors';
import { FileAnswer, type Implementation, implement } from '../../platform/implement';
import { assertInScope, orgAsked } from '../../platform/scope';
import type { Storage } from '../../platform/storage';
import { channelGroups, findPhoto, listLocations } from './geotags';
import { listUnmapped } from './unmapped';

/** The branch asked for; none (or ALL BRANCH's '0', or ALL) is every branch. Scope still applies to it. */
const branchAsked = (code: string | undefined) =>
  code === undefined || code === '' || code === ALL_BRANCH.BRANCH_CODE || code === LOCATION_ALL
    ? undefined
    : code;

const loc = contract.location;

export const locationRoutes = (storage: Storage): Implementation[] => [
  implement(loc.overviewUnmapSales, async ({ orgID, BRANCH_CODE }, ctx) =>
    listUnmapped(ctx.db, ctx.scope, {
      orgId: orgAsked(ctx.scope, orgID),
      branchCode: branchAsked(BRANCH_CODE),
    }),
  ),
  implement(loc.selectBranchSales, async (_input, ctx) => branchesInScope(ctx.db, ctx.scope)),
  implement(loc.selectChannelSales, async (_input, ctx) => channelGroups(ctx.db)),
  implement(loc.overviewBranchSales, async ({ BRANCH_CODE, SALES_CHANNEL_GROUP }, ctx) =>
    listLocations(ctx.db, ctx.scope, {
      branchCode: branchAsked(BRANCH_CODE),
      channelGroup: SALES_CHANNEL_GROUP === LOCATION_ALL ? undefined : SALES_CHANNEL_GROUP,
    }),
  ),
  implement(loc.geotagPhoto, async ({ photoKey }, ctx) => {
    const photo = await findPhoto(ctx.db, photoKey);
    if (!photo) throw new AppError(messages.photoNotFound, 'NOT_FOUND');
    assertInScope(ctx.scope, photo);
    const bytes = await storage.get(photo.storageKey);
    if (!bytes) throw new AppError(messages.photoNotFound, 'NOT_FOUND');
    return new FileAnswer(photoKey.split('/').pop() ?? 'photo.jpg', photo.contentType, bytes);
  }),
];
