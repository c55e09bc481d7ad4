import { describe, expect, it } from 'vitest';
import { ROLE_UPLOAD_TEMPLATE } from '../../../common/excel-templates';
import { roleUploadOutcome, roleUploadRowOf } from './role-upload-rows';

const record = { ...ROLE_UPLOAD_TEMPLATE.example, CSO_CODE: '' };

describe('role upload rows', () => {
  it('maps the sheet columns to the call fields; an empty CSO becomes NA', () => {
    expect(roleUploadRowOf(record, 'ho.admin')).toEqual({
      rolePosCode: 'JKT-SLS-901',
      typeCode: 'SALESMAN',
      titleCode: 'TO',
      orgId: '101',
      branchCode: 'JKT',
      CSOCode: 'NA',
      supCode: 'JKT-SPV-001',
      emailSup: 'spv.jkt1@armada.co.id',
      secondaryPosition: 'N',
      roleAddType: 'NA',
      startDate: '2026-01-01',
      endDate: '4001-12-31',
      userIdUpdate: 'ho.admin',
    });
    expect(roleUploadRowOf({ ...record, CSO_CODE: 'JKT-CSO-1' }, 'u').CSOCode).toBe('JKT-CSO-1');
  });

  it('shows the counts and the failed rows with the columns uploaded', () => {
    const second = { ...record, POSITION_CODE: 'JKT-SLS-002' };
    const outcome = roleUploadOutcome(
      { records: [record, second] },
      {
        SUCCESS: 1,
        FAIL: 1,
        FAILED: [{ ROW: 3, POSITION_CODE: 'JKT-SLS-002', REASON: 'POSITION_CODE sudah ada.' }],
      },
    );
    expect(outcome.message).toBe('Success Import 1 record(s) and failed for 1 record(s).');
    expect(outcome.failed).toEqual([{ ...second, ROW: 3, REASON: 'POSITION_CODE sudah ada.' }]);
  });
});
