import { describe, expect, it } from 'vitest';
import { campaignInput, type SurveyQuestion } from '../../../common/contract/push-activity';
import { messages } from '../../../common/messages';
import {
  type CampaignChoices,
  type CampaignValues,
  campaignBody,
  campaignProblems,
  emptyCampaign,
  missingField,
  simulationInput,
} from './campaign-values';

const master: CampaignChoices['master'] = {
  resultBisnis: [{ BISNIS_MASTER_ID: 'FARMA', BISNIS_DESC: 'Farmasi' }],
  resultBranch: [
    { ORG_ID: 101, BRANCH_CODE: 'JKT', BRANCH_DESC: 'JAKARTA' },
    { ORG_ID: 102, BRANCH_CODE: 'BDG', BRANCH_DESC: 'BANDUNG' },
  ],
  resultEmployeeType: [
    { EMPLOYEE_TYPE_ID: 3, EMPLOYEE_TYPE_CODE: 'SALESMAN', EMPLOYEE_TYPE_DESC: 'Salesman' },
  ],
  resultSalesChannelGroup: [
    { SALES_CHANNEL_GROUP: 'GENERAL TRADE', GROUP_DESC: '' },
    { SALES_CHANNEL_GROUP: 'INSTITUSI', GROUP_DESC: '' },
  ],
};
const choices: CampaignChoices = {
  master,
  titles: [
    { TITTLE_ID: 11, TITTLE_CODE: 'TO', TITTLE_DESC: 'Taking Order' },
    { TITTLE_ID: 12, TITTLE_CODE: 'MD', TITTLE_DESC: 'Merchandiser' },
  ],
  products: [{ PRODUCT_GROUP: 'OTC', PRODUCT_DESC: 'Obat bebas' }],
};
const question: SurveyQuestion = { id: 'q1', type: 'Text', body: 'Catatan', options: [], sequence: 1 };

const filled = (): CampaignValues => ({
  ...emptyCampaign(),
  campaignName: ' Promo Juni ',
  campaignDesc: 'Display rak',
  bisnis: 'FARMA',
  startDate: '2026-06-01',
  endDate: '2026-06-03',
  empType: '3',
  title: ['MD'],
  branch: ['JKT'],
  channel: ['GENERAL TRADE'],
  product: ['OTC'],
  ispicture: true,
  custPA: [{ CUSTOMERIDREF: 'JKT-000001', CUSTOMERNAME: 'APOTEK A' }],
  questionsList: [question],
});

describe('the campaign form', () => {
  it("says 'All Field Must Filled' until each field SUBMIT needs is given", () => {
    expect(missingField(emptyCampaign())).toBe(messages.allFieldMustFilled);
    expect(missingField(filled())).toBeUndefined();
    const needed = ['campaignName', 'campaignDesc', 'bisnis', 'startDate', 'endDate', 'empType'] as const;
    for (const field of needed)
      expect(missingField({ ...filled(), [field]: '' })).toBe(messages.allFieldMustFilled);
    for (const list of ['title', 'branch', 'channel', 'questionsList'] as const) {
      expect(missingField({ ...filled(), [list]: [] })).toBe(messages.allFieldMustFilled);
    }
    // Product groups and customers are optional.
    expect(missingField({ ...filled(), product: [], custPA: [] })).toBeUndefined();
  });

  it('makes the insertpa body with every day of the period and the chosen entries', () => {
    const body = campaignBody(filled(), choices, 'ho.admin');
    expect(body).toEqual({
      campaignName: 'Promo Juni',
      campaignDesc: 'Display rak',
      bisnis: { BISNIS_MASTER_ID: 'FARMA', BISNIS_DESC: 'Farmasi' },
      dates: ['2026-06-01', '2026-06-02', '2026-06-03'],
      empType: { EMPLOYEE_TYPE_ID: 3, EMPLOYEE_TYPE_CODE: 'SALESMAN' },
      title: [{ TITTLE_ID: 12, TITTLE_CODE: 'MD' }],
      branch: [{ ORG_ID: 101, BRANCH_CODE: 'JKT' }],
      channel: [{ SALES_CHANNEL_GROUP: 'GENERAL TRADE' }],
      product: [{ PRODUCT_GROUP: 'OTC' }],
      custPA: [{ CUSTOMERIDREF: 'JKT-000001', CUSTOMERNAME: 'APOTEK A', ORGID: 101 }],
      userIdUpdate: 'ho.admin',
      questionsList: [question],
      status: 'New Request',
      ispicture: 1,
    });
    expect(campaignInput.safeParse(body).success).toBe(true);
    const two = campaignBody({ ...filled(), branch: ['JKT', 'BDG'], ispicture: false }, choices, 'u');
    expect(two.custPA).toEqual([{ CUSTOMERIDREF: 'JKT-000001', CUSTOMERNAME: 'APOTEK A' }]);
    expect(two.ispicture).toBe(0);
  });

  it('simulates in the one branch and channel chosen, else in all of them', () => {
    expect(simulationInput(filled(), master)).toEqual({
      empTypeId: 3,
      bisnis: 'FARMA',
      typeDesc: '',
      orgId: 101,
      salesChannel: 'GENERAL TRADE',
      branchCodes: ['JKT'],
    });
    const wide = { ...filled(), branch: ['JKT', 'BDG'], channel: ['GENERAL TRADE', 'INSTITUSI'] };
    // Two branches: their reach alone, whatever the org.
    expect(simulationInput(wide, master)).toMatchObject({
      orgId: 81,
      salesChannel: '',
      branchCodes: ['BDG', 'JKT'],
    });
    expect(simulationInput({ ...filled(), branch: [] }, master)).toMatchObject({
      orgId: 81,
      branchCodes: [],
    });
  });

  it('checks the period and the questions before sending', () => {
    expect(campaignProblems(filled(), '2026-05-30')).toEqual({});
    expect(campaignProblems(filled(), '2026-05-31')).toEqual({
      startDate: messages.campaignStartTooSoon('2026-06-02'),
    });
    const looping: SurveyQuestion = {
      id: 'q2',
      type: 'Yes or No',
      body: 'Ada stok?',
      options: [
        { body: 'Yes', sequence: 1, nextQuestion: 'q1' },
        { body: 'No', sequence: 2, nextQuestion: null },
      ],
      sequence: 2,
    };
    expect(campaignProblems({ ...filled(), questionsList: [question, looping] }, '2026-05-30')).toEqual({
      questionsList: messages.jumpLoop(2),
    });
  });
});
