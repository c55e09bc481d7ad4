/**
 * API tests of the push activity screens with the spec's payloads: the form's choices, the
 * simulation against a direct count and narrowed to the branches chosen, the customer list's check
 * (the template's example row names no customer, a row named otherwise is told), a campaign saved
 * with its details and every rule the server checks again (fields, start date, each question limit,
 * answers alike but for case or spaces, jumps, unknown codes and outlets), the approval and overview
 * lists with their scope, and approve and reject with maker-checker between head office's two users.
 */
import { describe, expect, it } from 'vitest';
import { contract } from '../../../common/contract';
import {
  type ActivityHeader,
  type CampaignInput,
  PA_CUSTOMER_EXAMPLE,
  type SurveyQuestion,
} from '../../../common/contract/push-activity';
import { today, toIsoDate } from '../../../common/dates';
import { CAMPAIGN_CUSTOMER_TEMPLATE } from '../../../common/excel-templates';
import { messages } from '../../../common/messages';
import { notMatching } from '../../../common/test-lists';
import { rows, sql } from '../../db/client';
import { DEMO_CAMPAIGN_MAKER } from '../../db/seed/push-activity-data';
import { branchAdmin, branchHead, ho, setUpDemoApp, t } from '../../test/demo-app';

setUpDemoApp();

async function ok<T>(path: string, body: unknown, token = ho): Promise<T> {
  const res = await t.call('POST', `/api/pushact/${path}`, body, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
}

async function refused(path: string, body: unknown, status: number, token = ho): Promise<string> {
  const res = await t.call('POST', `/api/pushact/${path}`, body, token);
  expect(res.statusCode, res.body).toBe(status);
  return res.json().message as string;
}

const daysFrom = (start: number, count: number) => {
  const now = new Date();
  return Array.from({ length: count }, (_, i) =>
    toIsoDate(new Date(now.getFullYear(), now.getMonth(), now.getDate() + start + i)),
  );
};

const QUESTIONS: SurveyQuestion[] = [
  {
    id: 'a',
    type: 'Yes or No',
    body: 'Display sesuai?',
    options: [
      { body: 'Yes', sequence: 0, nextQuestion: 'c' },
      { body: 'No', sequence: 1 },
    ],
    sequence: 0,
  },
  {
    id: 'b',
    type: 'Check Boxes',
    body: 'Kendala',
    options: [
      { body: 'Rak', sequence: 0 },
      { body: 'Stok', sequence: 1 },
    ],
    sequence: 1,
  },
  { id: 'c', type: 'Number', body: 'Facing', hasMinMax: true, minValue: 1, maxValue: 2048, sequence: 2 },
  { id: 'd', type: 'Text', body: 'Catatan', characterLimited: true, textLimit: 1024, sequence: 3 },
  { id: 'e', type: 'Scale', body: 'Skor', intervals: 2, minValue: 1, maxValue: 8, sequence: 4 },
  { id: 'f', type: 'Date', body: 'Tanggal ED', dateFormat: 'MM/DD/YYYY', sequence: 5 },
  { id: 'g', type: 'Time', body: 'Jam buka', timeFormat: 12, sequence: 6 },
  {
    id: 'h',
    type: 'Multiple Choice',
    body: 'Posisi rak',
    options: [
      { body: 'Atas', sequence: 0 },
      { body: 'Tengah', sequence: 1 },
      { body: 'Bawah', sequence: 2 },
    ],
    sequence: 7,
  },
];

async function campaign(): Promise<CampaignInput> {
  const master = await ok<{
    resultEmployeeType: { EMPLOYEE_TYPE_ID: number; EMPLOYEE_TYPE_CODE: string }[];
  }>('masterdata', {});
  const salesman = master.resultEmployeeType.find((e) => e.EMPLOYEE_TYPE_CODE === 'SALESMAN');
  if (!salesman) throw new Error('no SALESMAN type');
  const { resultTitle } = await ok<{ resultTitle: { TITTLE_ID: number; TITTLE_CODE: string }[] }>(
    'gettitle',
    {
      TypeEmp: salesman.EMPLOYEE_TYPE_ID,
    },
  );
  const refs = await rows<{ ref: string; name: string }>(
    t.database.db,
    sql`SELECT customer_id_ref AS ref, customer_name AS name FROM customers WHERE branch_code = 'JKT' ORDER BY 1 LIMIT 3`,
  );
  return {
    campaignName: 'Uji campaign',
    campaignDesc: 'Campaign dari tes API',
    bisnis: { BISNIS_MASTER_ID: 'FARMA', BISNIS_DESC: 'Farmasi' },
    dates: daysFrom(3, 10),
    empType: salesman,
    title: resultTitle.slice(0, 2),
    branch: [
      { ORG_ID: 101, BRANCH_CODE: 'JKT' },
      { ORG_ID: 102, BRANCH_CODE: 'BDG' },
    ],
    channel: [{ SALES_CHANNEL_GROUP: 'GENERAL TRADE' }],
    product: [{ PRODUCT_GROUP: 'FRM-OTC' }],
    custPA: refs.map((r) => ({ CUSTOMERIDREF: r.ref, CUSTOMERNAME: r.name, ORGID: 101 })),
    userIdUpdate: 'ignored',
    questionsList: QUESTIONS,
    status: 'New Request',
    ispicture: 1,
  };
}

const thisMonth = () => ({ month: new Date().getMonth() + 1, year: new Date().getFullYear() });

describe('push activity input', () => {
  it("answers the form's choices and the reach of a campaign, matching a direct count", async () => {
    const master = await ok<Record<string, unknown[]>>('masterdata', {});
    expect(master.resultBisnis?.length).toBe(3);
    expect(master.resultBranch?.length).toBe(15);
    const products = await ok<{ resultProduct: { PRODUCT_GROUP: string }[] }>('getproduct', {
      bisnis: 'FARMA',
    });
    expect(products.resultProduct.map((p) => p.PRODUCT_GROUP)).toEqual(['FRM-ETH', 'FRM-OTC']);

    const [type] = await rows<{ id: number }>(
      t.database.db,
      sql`SELECT employee_type_id AS id FROM employee_types WHERE code = 'SALESMAN'`,
    );
    const reach = await ok<{
      resultSimulationPAByBranch: { BRANCH_CODE: string; PEOPLE: number; OUTLET: number }[];
      resultSimulationPAByChannel: { SALES_CHANNEL_GROUP: string; OUTLET: number }[];
      resultSimulationPAByTittle: { TITTLE_CODE: string; PEOPLE: number }[];
    }>('simulation', { empTypeId: type?.id, bisnis: 'FARMA', typeDesc: '', orgId: 101, salesChannel: '' });
    const [direct] = await rows<{ outlets: number; people: number }>(
      t.database.db,
      sql`SELECT
            (SELECT count(DISTINCT a.customer_id)::int FROM sales_assignments a JOIN roles r ON r.role_position_code = a.position_code
              WHERE r.branch_code = 'JKT' AND r.employee_type_code = 'SALESMAN' AND a.bisnis = 'FARMA'
                AND current_date BETWEEN a.start_date AND a.end_date
                AND current_date BETWEEN r.role_start_date AND r.role_end_date) AS outlets,
            (SELECT count(DISTINCT m.employee_id)::int FROM salesrep_mappings m JOIN roles r ON r.role_map_id = m.role_map_id
              WHERE r.branch_code = 'JKT' AND r.employee_type_code = 'SALESMAN'
                AND current_date BETWEEN m.start_date AND m.end_date
                AND current_date BETWEEN r.role_start_date AND r.role_end_date) AS people`,
    );
    const jkt = reach.resultSimulationPAByBranch.find((b) => b.BRANCH_CODE === 'JKT');
    expect(jkt).toEqual({ BRANCH_CODE: 'JKT', PEOPLE: direct?.people, OUTLET: direct?.outlets });
    expect(reach.resultSimulationPAByBranch.map((b) => b.BRANCH_CODE).sort()).toEqual(['BKS', 'JKT']);
    expect(reach.resultSimulationPAByChannel.length).toBeGreaterThan(1);
    expect(reach.resultSimulationPAByTittle.length).toBeGreaterThan(0);
  });

  it('answers the reach of the branches chosen alone, each chosen branch listed', async () => {
    const [type] = await rows<{ id: number }>(
      t.database.db,
      sql`SELECT employee_type_id AS id FROM employee_types WHERE code = 'SALESMAN'`,
    );
    type Reach = {
      resultSimulationPAByBranch: { BRANCH_CODE: string; PEOPLE: number; OUTLET: number }[];
      resultSimulationPAByChannel: { OUTLET: number }[];
    };
    const ask = { empTypeId: type?.id, bisnis: 'FARMA', typeDesc: '', orgId: 81, salesChannel: '' };
    const whole = await ok<Reach>('simulation', ask);
    expect(whole.resultSimulationPAByBranch.length).toBeGreaterThan(2);
    const two = await ok<Reach>('simulation', { ...ask, branchCodes: ['jkt', 'BDG'] });
    expect(two.resultSimulationPAByBranch.map((b) => b.BRANCH_CODE)).toEqual(['BDG', 'JKT']);
    for (const row of two.resultSimulationPAByBranch) {
      expect(row).toEqual(whole.resultSimulationPAByBranch.find((b) => b.BRANCH_CODE === row.BRANCH_CODE));
    }
    const outlets = (r: Reach) => r.resultSimulationPAByChannel.reduce((sum, c) => sum + c.OUTLET, 0);
    expect(outlets(two)).toBeGreaterThan(0);
    expect(outlets(two)).toBeLessThan(outlets(whole));
    // One branch chosen names its org as the spec's body does: still that branch alone, not its org's.
    const jkt = await ok<Reach>('simulation', { ...ask, orgId: 101, branchCodes: ['JKT'] });
    expect(jkt.resultSimulationPAByBranch.map((b) => b.BRANCH_CODE)).toEqual(['JKT']);
  });

  it("checks the customer list: the template's example names no customer, a row named otherwise is told", async () => {
    expect(CAMPAIGN_CUSTOMER_TEMPLATE.example).toEqual(PA_CUSTOMER_EXAMPLE);
    const example = PA_CUSTOMER_EXAMPLE.CUSTOMERIDREF;
    const [same] = await rows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM customers WHERE upper(customer_id_ref) = upper(${example})`,
    );
    expect(same?.n).toBe(0);
    const [first, second, third] = await rows<{ ref: string; name: string }>(
      t.database.db,
      sql`SELECT customer_id_ref AS ref, customer_name AS name FROM customers
          WHERE branch_code = 'JKT' AND active ORDER BY 1 LIMIT 3`,
    );
    if (!first || !second || !third) throw new Error('JKT has too few customers');
    expect(first.name).not.toBe('APOTEK SEHAT');
    const check = await ok('checkCustomers', {
      custPA: [
        PA_CUSTOMER_EXAMPLE,
        { CUSTOMERIDREF: first.ref, CUSTOMERNAME: 'APOTEK SEHAT' },
        // Case and spaces aside, the name is the customer's; an empty name is not compared.
        {
          CUSTOMERIDREF: second.ref.toLowerCase(),
          CUSTOMERNAME: ` ${second.name.toLowerCase().replace(' ', '  ')} `,
        },
        { CUSTOMERIDREF: third.ref },
        { CUSTOMERIDREF: first.ref, CUSTOMERNAME: first.name },
      ],
    });
    expect(check).toEqual({
      UNKNOWN: [example],
      UNKNOWN_TOTAL: 1,
      RENAMED: [{ CUSTOMER_ID_REF: first.ref, NAME_IN_FILE: 'APOTEK SEHAT', CUSTOMER_NAME: first.name }],
      RENAMED_TOTAL: 1,
    });
    // A long list names the first few and counts all.
    const many = Array.from({ length: 25 }, (_, i) => ({ CUSTOMERIDREF: `${example}-${i}` }));
    const counted = await ok<{ UNKNOWN: string[]; UNKNOWN_TOTAL: number }>('checkCustomers', {
      custPA: many,
    });
    expect(counted.UNKNOWN).toHaveLength(20);
    expect(counted.UNKNOWN_TOTAL).toBe(25);
    // The template uploaded unchanged is refused on SUBMIT, naming its reference.
    const body = await campaign();
    expect(await refused('insertpa', { ...body, custPA: [PA_CUSTOMER_EXAMPLE] }, 422)).toBe(
      messages.campaignRefUnknown('Customer', example),
    );
  });

  it('saves a campaign as New Request with every detail, and a branch user cannot', async () => {
    const body = await campaign();
    const res = await t.post(contract.pushActivity.insertpa, body, ho);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(messages.dataSaved);
    const id = res.json().data.ACTIVITY_HEADER_ID as number;
    const headers = (await ok<{ resultAppHeader: ActivityHeader[] }>('loadApprovalHeader', thisMonth()))
      .resultAppHeader;
    const saved = headers.find((h) => h.ACTIVITY_HEADER_ID === id);
    if (saved === undefined) {
      // A campaign starting next month is listed there.
      const next = new Date();
      next.setDate(next.getDate() + 3);
      const later = await ok<{ resultAppHeader: ActivityHeader[] }>('loadApprovalHeader', {
        month: next.getMonth() + 1,
        year: next.getFullYear(),
      });
      expect(later.resultAppHeader.some((h) => h.ACTIVITY_HEADER_ID === id)).toBe(true);
    } else {
      expect(saved).toMatchObject({ STATUS: 'New Request', USERID_UPDATE: 'ho.admin', IS_PICTURE: 1 });
      expect(saved.START_ACTIVITY_PERIODE).toBe(body.dates[0]);
    }
    expect(
      (await ok<{ resultPABranch: unknown[] }>('loadPABranch', { headerID: id })).resultPABranch,
    ).toEqual([{ BRANCH_CODE: 'BDG' }, { BRANCH_CODE: 'JKT' }]);
    expect((await ok<{ resultTitle: unknown[] }>('loadTitle', { headerID: id })).resultTitle).toHaveLength(2);
    expect(
      (await ok<{ resultPAChannel: unknown[] }>('loadPAChannel', { headerID: id })).resultPAChannel,
    ).toEqual([{ CHANNEL_GROUP: 'GENERAL TRADE' }]);
    expect(
      (await ok<{ resultPAProduct: unknown[] }>('loadPAProduct', { headerID: id })).resultPAProduct,
    ).toEqual([{ PRODUCT_GROUP: 'FRM-OTC' }]);
    const cust = await ok<{ resultPACust: unknown[]; TOTAL: number }>('loadPACust', { headerID: id });
    expect(cust.TOTAL).toBe(3);
    const ques = await ok<{ resultPAQuest: { QUESTION_ID: string; ANSWER_DESC: string }[] }>('loadPAQues', {
      headerID: id,
    });
    expect(ques.resultPAQuest.filter((q) => q.QUESTION_ID === 'h').map((q) => q.ANSWER_DESC)).toEqual([
      'Atas',
      'Tengah',
      'Bawah',
    ]);
    expect(new Set(ques.resultPAQuest.map((q) => q.QUESTION_ID)).size).toBe(QUESTIONS.length);
    expect(await refused('insertpa', body, 403, branchAdmin)).toBeTruthy();
  });

  it('checks every rule again: fields, start date, question limits, jumps, codes and outlets', async () => {
    const body = await campaign();
    const q = (over: Partial<SurveyQuestion>, at = 2) =>
      QUESTIONS.map((x, i) => (i === at ? { ...x, ...over } : x));
    expect(await refused('insertpa', { ...body, campaignName: ' ' }, 400)).toBe(messages.allFieldMustFilled);
    expect(await refused('insertpa', { ...body, title: [] }, 400)).toBe(messages.allFieldMustFilled);
    expect(await refused('insertpa', { ...body, questionsList: [] }, 400)).toBe(messages.allFieldMustFilled);
    const tomorrow = daysFrom(1, 3);
    const first = daysFrom(2, 1)[0] as string;
    expect(await refused('insertpa', { ...body, dates: tomorrow }, 422)).toBe(
      messages.campaignStartTooSoon(first),
    );
    expect(await refused('insertpa', { ...body, dates: [first, daysFrom(4, 1)[0]] }, 422)).toBe(
      messages.campaignDatesNotDaily,
    );
    expect(await refused('insertpa', { ...body, questionsList: q({ type: 'DEFAULT' }) }, 422)).toBe(
      messages.questionTypeUnknown(3),
    );
    for (const bad of [{ minValue: 0 }, { maxValue: 2049 }, { minValue: 10, maxValue: 5 }]) {
      expect(await refused('insertpa', { ...body, questionsList: q(bad) }, 422)).toMatch(/^Pertanyaan 3: /);
    }
    for (const textLimit of [0, 2049]) {
      expect(await refused('insertpa', { ...body, questionsList: q({ textLimit }, 3) }, 422)).toMatch(
        /^Pertanyaan 4: batas karakter/,
      );
    }
    for (const intervals of [1, 101]) {
      expect(await refused('insertpa', { ...body, questionsList: q({ intervals }, 4) }, 422)).toMatch(
        /^Pertanyaan 5: interval/,
      );
    }
    expect(
      await refused('insertpa', { ...body, questionsList: q({ dateFormat: 'YYYY-MM-DD' }, 5) }, 422),
    ).toMatch(/^Pertanyaan 6: format tidak dikenal\./);
    expect(await refused('insertpa', { ...body, questionsList: q({ timeFormat: 13 }, 6) }, 422)).toMatch(
      /^Pertanyaan 7: format tidak dikenal\./,
    );
    // Answers differing only in case or spaces are one answer.
    for (const [body2, said] of [
      [' rak  PENUH ', 'rak  PENUH'],
      ['RakPenuh', 'RakPenuh'],
    ] as const) {
      const alike = q(
        {
          options: [
            { body: 'Rak penuh', sequence: 0 },
            { body: 'Stok', sequence: 1 },
            { body: body2, sequence: 2 },
          ],
        },
        1,
      );
      expect(await refused('insertpa', { ...body, questionsList: alike }, 422)).toBe(
        messages.questionLimit(2, messages.optionTwiceRule(said, 'Rak penuh')),
      );
    }
    const oneOption = q({ options: [{ body: 'Rak', sequence: 0 }] }, 1);
    expect(await refused('insertpa', { ...body, questionsList: oneOption }, 422)).toMatch(
      /^Pertanyaan 2: minimal 2/,
    );
    // A jump back to the first question closes a loop; a jump to a question not in the campaign is refused.
    const loop = q(
      {
        options: [
          { body: 'Atas', sequence: 0, nextQuestion: 'a' },
          { body: 'Bawah', sequence: 1 },
        ],
      },
      7,
    );
    expect(await refused('insertpa', { ...body, questionsList: loop }, 422)).toBe(messages.jumpLoop(8));
    const nowhere = q(
      {
        options: [
          { body: 'Yes', sequence: 0, nextQuestion: 'zzz' },
          { body: 'No', sequence: 1 },
        ],
      },
      0,
    );
    expect(await refused('insertpa', { ...body, questionsList: nowhere }, 422)).toBe(messages.jumpUnknown(1));
    expect(await refused('insertpa', { ...body, branch: [{ BRANCH_CODE: 'XXX' }] }, 422)).toBe(
      messages.campaignRefUnknown('Branch', 'XXX'),
    );
    expect(await refused('insertpa', { ...body, product: [{ PRODUCT_GROUP: 'CHC-NUT' }] }, 422)).toBe(
      messages.campaignRefUnknown('Product', 'CHC-NUT'),
    );
    const bksOutlet = await rows<{ ref: string }>(
      t.database.db,
      sql`SELECT customer_id_ref AS ref FROM customers WHERE branch_code = 'BKS' ORDER BY 1 LIMIT 1`,
    );
    const outside = [...(body.custPA ?? []), { CUSTOMERIDREF: bksOutlet[0]?.ref ?? '' }];
    expect(await refused('insertpa', { ...body, custPA: outside }, 422)).toBe(
      messages.campaignRefUnknown('Customer', bksOutlet[0]?.ref ?? ''),
    );
    // Nothing of the refused saves landed.
    const [count] = await rows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM pa_headers WHERE name = 'Uji campaign'`,
    );
    expect(count?.n).toBe(1);
  });
});

describe('push activity approval and overview', () => {
  it("lists the month's campaigns; the overview only those reaching the caller's branches", async () => {
    const all = (await ok<{ resultAppHeader: ActivityHeader[] }>('loadApprovalHeader', thisMonth()))
      .resultAppHeader;
    expect(new Set(all.map((h) => h.STATUS))).toEqual(new Set(['New Request', 'Approved', 'Rejected']));
    const mine = (await ok<{ resultOverview: ActivityHeader[] }>('overview', thisMonth(), branchHead))
      .resultOverview;
    const reachBks = await rows<{ id: number }>(
      t.database.db,
      sql`SELECT DISTINCT activity_header_id AS id FROM pa_branches WHERE branch_code = 'BKS'`,
    );
    const bks = new Set(reachBks.map((r) => r.id));
    expect(mine.length).toBeGreaterThan(0);
    expect(notMatching(mine, (h) => bks.has(h.ACTIVITY_HEADER_ID))).toEqual([]);
    const other = all.find((h) => !bks.has(h.ACTIVITY_HEADER_ID));
    await refused('loadPABranch', { headerID: other?.ACTIVITY_HEADER_ID }, 404, branchHead);
    await refused('loadApprovalHeader', thisMonth(), 403, branchAdmin);
  });

  it('decides New Request campaigns once, never by their maker, all or none', async () => {
    const all = (await ok<{ resultAppHeader: ActivityHeader[] }>('loadApprovalHeader', thisMonth()))
      .resultAppHeader;
    const waiting = all.filter((h) => h.STATUS === 'New Request' && h.USERID_UPDATE === DEMO_CAMPAIGN_MAKER);
    expect(waiting.length).toBeGreaterThanOrEqual(2);
    const [first, second] = waiting as [ActivityHeader, ActivityHeader];
    const decided = all.find((h) => h.STATUS === 'Approved') as ActivityHeader;
    expect(
      await refused(
        'approve',
        { USERID_UPDATE: 'ho.admin', arrSelected: [first.ACTIVITY_HEADER_ID, decided.ACTIVITY_HEADER_ID] },
        422,
      ),
    ).toBe(messages.campaignDecided(String(decided.ACTIVITY_HEADER_ID)));
    expect(await ok('approve', { USERID_UPDATE: 'ho.admin', arrSelected: [first] })).toEqual({ DECIDED: 1 });
    expect(
      await ok('reject', { USERID_UPDATE: 'ho.admin', arrSelected: [second.ACTIVITY_HEADER_ID] }),
    ).toEqual({
      DECIDED: 1,
    });
    const own = (
      await ok<{ resultAppHeader: ActivityHeader[] }>('loadApprovalHeader', thisMonth())
    ).resultAppHeader.find((h) => h.USERID_UPDATE === 'ho.admin' && h.STATUS === 'New Request');
    if (own) {
      expect(await refused('approve', { arrSelected: [own.ACTIVITY_HEADER_ID] }, 403)).toBe(
        messages.campaignOwn(String(own.ACTIVITY_HEADER_ID)),
      );
    }
    const states = await rows<{ status: string; decided_by: string }>(
      t.database.db,
      sql`SELECT status, decided_by FROM pa_headers WHERE activity_header_id IN (${first.ACTIVITY_HEADER_ID}, ${second.ACTIVITY_HEADER_ID})
          ORDER BY activity_header_id`,
    );
    expect(states.map((s) => s.status).sort()).toEqual(['Approved', 'Rejected']);
    expect(notMatching(states, (s) => s.decided_by === 'ho.admin')).toEqual([]);
    expect(today()).toBeTruthy();
  });

  it("lets head office's second user decide what the admin makes, and neither decide their own", async () => {
    const marketing = await t.login(DEMO_CAMPAIGN_MAKER);
    const made = await ok<{ ACTIVITY_HEADER_ID: number }>('insertpa', {
      ...(await campaign()),
      campaignName: 'Campaign untuk approver kedua',
    });
    const id = made.ACTIVITY_HEADER_ID;
    expect(await refused('approve', { arrSelected: [id] }, 403)).toBe(messages.campaignOwn(String(id)));
    const [demo] = await rows<{ id: number }>(
      t.database.db,
      sql`SELECT activity_header_id AS id FROM pa_headers
          WHERE status = 'New Request' AND user_id_update = ${DEMO_CAMPAIGN_MAKER} ORDER BY 1 LIMIT 1`,
    );
    expect(demo).toBeDefined();
    expect(await refused('approve', { arrSelected: [demo?.id] }, 403, marketing)).toBe(
      messages.campaignOwn(String(demo?.id)),
    );
    expect(await ok('approve', { USERID_UPDATE: DEMO_CAMPAIGN_MAKER, arrSelected: [id] }, marketing)).toEqual(
      {
        DECIDED: 1,
      },
    );
    const [state] = await rows<{ status: string; decided_by: string }>(
      t.database.db,
      sql`SELECT status, decided_by FROM pa_headers WHERE activity_header_id = ${id}`,
    );
    expect(state).toEqual({ status: 'Approved', decided_by: DEMO_CAMPAIGN_MAKER });
  });
});
