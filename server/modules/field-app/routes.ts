/** The field app's calls: the rep's sign-in, then what the rep's day needs, each scoped to the rep. */
import { contract } from '../../../common/contract';
import type { Config } from '../../config';
import { type Implementation, implement } from '../../platform/implement';
import type { Storage } from '../../platform/storage';
import { repCampaigns } from './campaigns';
import { repCustomers, repDay } from './day-plan';
import { recordRoutes } from './record-routes';
import { signedInRep, signInRoutes } from './sign-in';

const DEFAULT_CUSTOMERS_PAGE = 200;

export const fieldAppRoutes = (config: Config, storage: Storage): Implementation[] => [
  ...signInRoutes(config),
  implement(contract.fieldApp.visits, async (_input, ctx) => repDay(ctx.db, signedInRep(ctx))),
  implement(contract.fieldApp.customers, async ({ after, limit }, ctx) =>
    repCustomers(ctx.db, signedInRep(ctx), { after, limit: limit ?? DEFAULT_CUSTOMERS_PAGE }),
  ),
  implement(contract.fieldApp.campaigns, async (_input, ctx) => ({
    campaigns: await repCampaigns(ctx.db, signedInRep(ctx)),
  })),
  ...recordRoutes(storage),
];
