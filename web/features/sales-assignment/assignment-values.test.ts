import { describe, expect, it } from 'vitest';
import type { CustomerOption, PositionOption } from '../../../common/contract/sales-assignment';
import {
  type AssignmentValues,
  addSalesmanOptions,
  emptyAssignmentValues,
  positionOptions,
  servedToday,
  withCascade,
} from './assignment-values';

const customer = (ref: string, branch: string): CustomerOption => ({
  CUSTOMER_ID: `CUS-${ref}`,
  CUSTOMER_ID_REF: ref,
  CUSTOMER_NAME: `APOTEK ${ref}`,
  ADDRESS: null,
  ORG_ID: 101,
  BRANCH_CODE: branch,
  SALES_CHANNEL: 'APT',
});

const position = (code: string, branch: string, rep: string | null = null): PositionOption => ({
  POSITION_CODE: code,
  ORG_ID: 101,
  BRANCH_CODE: branch,
  EMPLOYEE_TYPE_CODE: 'SALESMAN',
  SALESREP_EMPLOYEE_NAME: rep,
});

const filled: AssignmentValues = {
  ...emptyAssignmentValues(new Date(2026, 10, 22)),
  customer: customer('JKT-000001', 'JKT'),
  bisnis: 'FARMA',
  typeDesc: 'REGULAR',
  position: 'JKT-SLS-001',
  addSalesmanPosition: 'JKT-SLS-002',
};

describe('a new assignment', () => {
  it('starts on the first day of the month, open-ended, with no additional salesman', () => {
    expect(emptyAssignmentValues(new Date(2026, 10, 22))).toEqual({
      customer: null,
      bisnis: '',
      typeDesc: '',
      position: '',
      addSalesmanPosition: 'NA',
      startDate: '2026-11-01',
      endDate: '4001-12-31',
    });
  });
});

describe('withCascade', () => {
  it('empties the type when the business line changes, not when it is chosen again', () => {
    expect(withCascade(filled, { bisnis: 'ALKES' })).toEqual({ bisnis: 'ALKES', typeDesc: '' });
    expect(withCascade(filled, { bisnis: 'FARMA' })).toEqual({ bisnis: 'FARMA' });
  });

  it('keeps the positions for a customer of the same branch and empties them for another branch', () => {
    const sameBranch = customer('JKT-000002', 'JKT');
    expect(withCascade(filled, { customer: sameBranch })).toEqual({ customer: sameBranch });
    const otherBranch = customer('BKS-000001', 'BKS');
    expect(withCascade(filled, { customer: otherBranch })).toEqual({
      customer: otherBranch,
      position: '',
      addSalesmanPosition: 'NA',
    });
    expect(withCascade(filled, { customer: null })).toMatchObject({
      position: '',
      addSalesmanPosition: 'NA',
    });
  });

  it('never leaves the additional salesman equal to the position', () => {
    expect(withCascade(filled, { position: 'JKT-SLS-002' })).toEqual({
      position: 'JKT-SLS-002',
      addSalesmanPosition: 'NA',
    });
    expect(withCascade(filled, { addSalesmanPosition: 'JKT-SLS-001' })).toEqual({
      addSalesmanPosition: 'NA',
    });
  });
});

describe('options', () => {
  const positions = [
    position('JKT-SLS-001', 'JKT', 'BUDI'),
    position('JKT-SLS-002', 'JKT'),
    position('BKS-SLS-001', 'BKS'),
  ];

  it("offers the positions of the customer's branch, with the rep holding each", () => {
    expect(positionOptions(positions, 'JKT')).toEqual([
      { value: 'JKT-SLS-001', label: 'JKT-SLS-001', detail: 'BUDI' },
      { value: 'JKT-SLS-002', label: 'JKT-SLS-002', detail: undefined },
    ]);
  });

  it('offers NA first as additional salesman, then the other positions of the branch', () => {
    expect(addSalesmanOptions(positions, 'JKT', 'JKT-SLS-001').map((o) => o.value)).toEqual([
      'NA',
      'JKT-SLS-002',
    ]);
  });

  it('names the positions serving the customer in the chosen type today', () => {
    const types = [
      { BISNIS: 'FARMA', TYPE_DESC: 'REGULAR', CURRENT_POSITIONS: 'JKT-SLS-003' },
      { BISNIS: 'FARMA', TYPE_DESC: 'TENDER', CURRENT_POSITIONS: '' },
    ];
    expect(servedToday(types, 'REGULAR')).toBe('JKT-SLS-003');
    expect(servedToday(types, 'TENDER')).toBeUndefined();
    expect(servedToday(types, '')).toBeUndefined();
  });
});
