/** The calls of the display-check photo screens (spec part 2 section 7, Photo files). */
import { contract } from '../../../common/contract';
import { branchesInScope } from '../../platform/branches';
import { type Implementation, implement } from '../../platform/implement';
import { photoFile } from '../../platform/photos';
import { positionOptions } from '../../platform/positions';
import { oneAsked } from '../../platform/scope';
import type { Storage } from '../../platform/storage';
import { cardsPage, checkPhotos } from './crc-photos';
import { checkedSelection } from './crc-selection';
import { viewerPage } from './crc-viewer';

const c = contract.crc;

/** The photos of display checks; a location scan's photos have their own route and screen. */
const CRC_PHOTO_KINDS = ['CRC'] as const;

export const crcRoutes = (storage: Storage): Implementation[] => [
  implement(c.selectArea, (_input, ctx) => branchesInScope(ctx.db, ctx.scope)),
  implement(c.selectPositionCode, (input, ctx) => positionOptions(ctx.db, ctx.scope, input)),
  implement(c.overview, async (input, ctx) => {
    const { BranchCode, PositionCode, Bisnis, isAcrylic, StartDate, EndDate, ...req } = input;
    const selection = await checkedSelection(ctx.db, {
      scope: ctx.scope,
      branchCode: oneAsked(BranchCode),
      position: oneAsked(PositionCode),
      bisnis: oneAsked(Bisnis),
      start: StartDate,
      end: EndDate,
    });
    return viewerPage(ctx.db, { ...selection, acrylic: isAcrylic }, req);
  }),
  implement(c.detailOverview, ({ CRCHeaderID }, ctx) => checkPhotos(ctx.db, ctx.scope, CRCHeaderID)),
  implement(c.overviewNew, async ({ BranchCode, StartDate, EndDate, ...req }, ctx) => {
    const selection = await checkedSelection(ctx.db, {
      scope: ctx.scope,
      position: BranchCode,
      start: StartDate,
      end: EndDate,
    });
    return cardsPage(ctx.db, selection, req);
  }),
  implement(c.photo, ({ photoKey }, ctx) =>
    photoFile(ctx.db, storage, ctx.scope, { photoKey, kinds: CRC_PHOTO_KINDS, size: 'full' }),
  ),
  implement(c.thumbnail, ({ photoKey }, ctx) =>
    photoFile(ctx.db, storage, ctx.scope, { photoKey, kinds: CRC_PHOTO_KINDS, size: 'thumbnail' }),
  ),
];
