import { describe, expect, it } from 'vitest';
import type { AssignmentRow } from '../../../common/contract/sales-assignment';
import { messages } from '../../../common/messages';
import { editFieldErrors, updateInputOf, valuesOfAssignment } from './edit-values';

const row: AssignmentRow = {
  ASSIGNMENT_MAP_ID: 42,
  ASSIGMENT_NUMBER: 'MSA00000042',
  POSITION_CODE: 'JKT-SLS-001',
  SALESREP_EMPLOYEE_NAME: 'BUDI',
  ADD_SALESMAN_POSITION: 'NA',
  BISNIS: 'FARMA',
  TYPE_DESC: 'REGULAR',
  CUSTOMER_ID: 'CUS0000001',
  CUSTOMER_ID_REF: 'JKT-000001',
  CUSTOMER_NAME: 'APOTEK SEHAT JAYA',
  SALES_CHANNEL: 'APT',
  SALES_TERRITORY_NAME: 'JAKARTA 1',
  ASSIGNMENT_START_DATE: '2026-01-01',
  ASSIGNMENT_END_DATE: '4001-12-31',
  ASSIGNMENT_LAST_UPDATE: '2026-01-01 08:00:00',
  BRANCH_CODE_POSITION: 'JKT',
  ORG_ID: 101,
  STATUS: 'ACTIVE',
};

describe('the edit form', () => {
  it('holds the assignment and sends it back under the spec names', () => {
    const values = valuesOfAssignment(row);
    expect(values.customer).toMatchObject({ CUSTOMER_ID: 'CUS0000001', ORG_ID: 101, BRANCH_CODE: 'JKT' });
    expect(updateInputOf({ ...values, endDate: '2026-11-21' }, 42, 'ho.admin')).toEqual({
      ASSIGNMENTMAPID: 42,
      POSITIONCODE: 'JKT-SLS-001',
      ADDSALESMANPOSITION: 'NA',
      CUSTOMERID: 'CUS0000001',
      CUSTOMERNAME: 'APOTEK SEHAT JAYA',
      BISNIS: 'FARMA',
      TYPEDESC: 'REGULAR',
      ASSIGNMENTSTARTDATE: '2026-01-01',
      ASSIGNMENTENDDATE: '2026-11-21',
      ASSIGNMENTUSERIDUPDATE: 'ho.admin',
    });
  });

  it("places the schema's messages and an end before the start under the form's fields", () => {
    const values = valuesOfAssignment(row);
    expect(editFieldErrors(values)).toEqual({});
    expect(editFieldErrors({ ...values, typeDesc: '', endDate: '2025-12-31' })).toEqual({
      typeDesc: messages.assignmentFieldRequired('Type Desc'),
      endDate: messages.endBeforeStart,
    });
    expect(editFieldErrors({ ...values, endDate: '' })).toEqual({ endDate: 'End Date is required' });
  });
});
