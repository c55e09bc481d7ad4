/**
 * The campaign form's values and the insertpa body they make (spec part 2 sections 3, 5, 7). The
 * form keeps codes (business, employee type, title, branch, channel and product group codes); the
 * body carries each with the id and description the lookups answered. SUBMIT says 'All Field Must
 * Filled' until the campaign has a name, a description, a business, a period, an employee type
 * with at least one title, a branch, a channel and a question.
 */
import { HEAD_OFFICE_ORG_ID } from '../../../common/constants';
import type { CallOutput } from '../../../common/contract/define';
import type { CampaignInput, pushActivity, SurveyQuestion } from '../../../common/contract/push-activity';
import { messages } from '../../../common/messages';
import type { FieldErrors } from '../../components/record-form/field-errors';
import { campaignDays, periodProblems } from './campaign-dates';
import { questionsProblem } from './question-list';

export type MasterData = CallOutput<typeof pushActivity.masterdata>;
export type Title = CallOutput<typeof pushActivity.gettitle>['resultTitle'][number];
export type ProductGroup = CallOutput<typeof pushActivity.getproduct>['resultProduct'][number];

/** A row of the uploaded customer list. */
export interface CampaignCustomer {
  CUSTOMERIDREF: string;
  CUSTOMERNAME: string;
}

export interface CampaignValues {
  campaignName: string;
  campaignDesc: string;
  /** BISNIS_MASTER_ID; '' until chosen. */
  bisnis: string;
  /** YYYY-MM-DD; '' until chosen. */
  startDate: string;
  endDate: string;
  /** EMPLOYEE_TYPE_ID as text; '' until chosen. */
  empType: string;
  /** TITTLE_CODEs of the employee type's titles. */
  title: string[];
  /** BRANCH_CODEs. */
  branch: string[];
  /** SALES_CHANNEL_GROUPs. */
  channel: string[];
  /** PRODUCT_GROUPs of the business. */
  product: string[];
  ispicture: boolean;
  custPA: CampaignCustomer[];
  questionsList: SurveyQuestion[];
}

export const emptyCampaign = (): CampaignValues => ({
  campaignName: '',
  campaignDesc: '',
  bisnis: '',
  startDate: '',
  endDate: '',
  empType: '',
  title: [],
  branch: [],
  channel: [],
  product: [],
  ispicture: false,
  custPA: [],
  questionsList: [],
});

/** 'All Field Must Filled' while something SUBMIT needs is missing. */
export function missingField(v: CampaignValues): string | undefined {
  const complete =
    v.campaignName.trim() !== '' &&
    v.campaignDesc.trim() !== '' &&
    v.bisnis !== '' &&
    v.startDate !== '' &&
    v.endDate !== '' &&
    v.empType !== '' &&
    v.title.length > 0 &&
    v.branch.length > 0 &&
    v.channel.length > 0 &&
    v.questionsList.length > 0;
  return complete ? undefined : messages.allFieldMustFilled;
}

/** What the campaign breaks beyond missing fields, by field: the period and the questions. */
export function campaignProblems(v: CampaignValues, todayIso?: string): FieldErrors {
  const problems: FieldErrors = { ...periodProblems(v.startDate, v.endDate, todayIso) };
  const questions = questionsProblem(v.questionsList);
  if (questions) problems.questionsList = questions;
  return problems;
}

/** The lookups that turn the form's codes into the body's entries. */
export interface CampaignChoices {
  master: MasterData;
  titles: readonly Title[];
  products: readonly ProductGroup[];
}

/** The branch that alone is chosen, if one is: simulation and the customer list use its org. */
export function singleBranch(v: CampaignValues, master: MasterData | undefined) {
  return v.branch.length === 1 ? master?.resultBranch.find((b) => b.BRANCH_CODE === v.branch[0]) : undefined;
}

/**
 * The simulation's question: the branches chosen (none: every branch of the caller's scope), the
 * org of the one branch chosen, else head office's (the caller's whole scope); the one channel
 * group chosen, else every group ('').
 */
export function simulationInput(v: CampaignValues, master: MasterData | undefined) {
  return {
    empTypeId: Number(v.empType),
    bisnis: v.bisnis,
    typeDesc: '',
    orgId: singleBranch(v, master)?.ORG_ID ?? HEAD_OFFICE_ORG_ID,
    salesChannel: v.channel.length === 1 ? (v.channel[0] ?? '') : '',
    branchCodes: [...v.branch].sort(),
  };
}

export function campaignBody(v: CampaignValues, choices: CampaignChoices, userId: string): CampaignInput {
  const { master, titles, products } = choices;
  const type = master.resultEmployeeType.find((t) => String(t.EMPLOYEE_TYPE_ID) === v.empType);
  const orgId = singleBranch(v, master)?.ORG_ID;
  return {
    campaignName: v.campaignName.trim(),
    campaignDesc: v.campaignDesc.trim(),
    bisnis: {
      BISNIS_MASTER_ID: v.bisnis,
      BISNIS_DESC: master.resultBisnis.find((b) => b.BISNIS_MASTER_ID === v.bisnis)?.BISNIS_DESC ?? '',
    },
    dates: campaignDays(v.startDate, v.endDate),
    empType: { EMPLOYEE_TYPE_ID: Number(v.empType), EMPLOYEE_TYPE_CODE: type?.EMPLOYEE_TYPE_CODE ?? '' },
    title: titles
      .filter((t) => v.title.includes(t.TITTLE_CODE))
      .map((t) => ({ TITTLE_ID: t.TITTLE_ID, TITTLE_CODE: t.TITTLE_CODE })),
    branch: master.resultBranch
      .filter((b) => v.branch.includes(b.BRANCH_CODE))
      .map((b) => ({ ORG_ID: b.ORG_ID, BRANCH_CODE: b.BRANCH_CODE })),
    channel: v.channel.map((SALES_CHANNEL_GROUP) => ({ SALES_CHANNEL_GROUP })),
    product: products
      .filter((p) => v.product.includes(p.PRODUCT_GROUP))
      .map((p) => ({ PRODUCT_GROUP: p.PRODUCT_GROUP })),
    // The server finds each outlet's org itself; the one branch chosen names it when there is one.
    custPA: v.custPA.map((c) => ({ ...c, ...(orgId === undefined ? {} : { ORGID: orgId }) })),
    userIdUpdate: userId,
    questionsList: v.questionsList,
    status: 'New Request',
    ispicture: v.ispicture ? 1 : 0,
  };
}
