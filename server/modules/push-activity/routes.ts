/** The calls of the push activity screens (spec part 2 section 7, Push activity). */

import { contract } from '../../../common/contract';
import { type Implementation, implement } from '../../platform/implement';
import { answersExport, answersPage } from './answer-list';
import { decideCampaigns } from './campaign-decisions';
import {
  campaignBranches,
  campaignChannels,
  campaignCustomers,
  campaignProducts,
  campaignQuestions,
  campaignsOfMonth,
  campaignTitles,
} from './campaign-lists';
import { saveCampaign } from './campaign-save';
import { checkCustomerList } from './customer-list-check';
import { masterData, productGroups, simulation, titlesOfType } from './lookups';

const c = contract.pushActivity;

export const pushActivityRoutes = (): Implementation[] => [
  implement(c.masterdata, (_input, ctx) => masterData(ctx.db, ctx.scope)),
  implement(c.gettitle, ({ TypeEmp }, ctx) => titlesOfType(ctx.db, TypeEmp)),
  implement(c.getproduct, ({ bisnis }, ctx) => productGroups(ctx.db, bisnis)),
  implement(c.simulation, (input, ctx) => simulation(ctx.db, ctx.scope, input)),
  implement(c.checkCustomers, ({ custPA }, ctx) => checkCustomerList(ctx.db, ctx.scope, custPA)),
  implement(c.insertpa, (input, ctx) => saveCampaign(ctx, input)),
  implement(c.loadApprovalHeader, async (m, ctx) => ({
    resultAppHeader: await campaignsOfMonth(ctx.db, ctx.scope, m),
  })),
  implement(c.overview, async (m, ctx) => ({ resultOverview: await campaignsOfMonth(ctx.db, ctx.scope, m) })),
  implement(c.loadTitle, ({ headerID }, ctx) => campaignTitles(ctx.db, ctx.scope, headerID)),
  implement(c.loadPABranch, ({ headerID }, ctx) => campaignBranches(ctx.db, ctx.scope, headerID)),
  implement(c.loadPAChannel, ({ headerID }, ctx) => campaignChannels(ctx.db, ctx.scope, headerID)),
  implement(c.loadPAProduct, ({ headerID }, ctx) => campaignProducts(ctx.db, ctx.scope, headerID)),
  implement(c.loadPACust, ({ headerID, search }, ctx) =>
    campaignCustomers(ctx.db, ctx.scope, headerID, search),
  ),
  implement(c.loadPAQues, ({ headerID }, ctx) => campaignQuestions(ctx.db, ctx.scope, headerID)),
  implement(c.loadPAAnswers, (input, ctx) => answersPage(input, ctx)),
  implement(c.exportPAAnswers, (input, ctx) => answersExport(input, ctx)),
  implement(c.approve, ({ arrSelected }, ctx) => decideCampaigns(ctx, arrSelected, 'Approved')),
  implement(c.reject, ({ arrSelected }, ctx) => decideCampaigns(ctx, arrSelected, 'Rejected')),
];
