/** The example row of 'Template Upload Role.xlsx' is a row the demo data accepts as it stands. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../../common/contract';
import { ROLE_UPLOAD_TEMPLATE } from '../../../common/excel-templates';
import { startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('role upload template', () => {
  it('offers an example row that uploads cleanly on the demo data', async () => {
    const e = ROLE_UPLOAD_TEMPLATE.example;
    const row = {
      rolePosCode: e.POSITION_CODE,
      typeCode: e.EMPLOYEE_TYPE_CODE,
      titleCode: e.EMPLOYEE_TITLE_CODE,
      orgId: e.ORG_ID,
      branchCode: e.BRANCH_CODE,
      CSOCode: e.CSO_CODE,
      supCode: e.SUPERVISOR,
      emailSup: e.EMAIL_SUPERVISOR,
      secondaryPosition: e.SECONDARY_POSITION,
      roleAddType: e.ADDITIONAL_TYPE,
      startDate: e.START_DATE,
      endDate: e.END_DATE,
    };
    const token = await t.login('ho.admin');
    const res = await t.post(contract.structure.roleUpload, [row], token);
    expect(res.json().data).toMatchObject({ SUCCESS: 1, FAIL: 0 });
  });
});
