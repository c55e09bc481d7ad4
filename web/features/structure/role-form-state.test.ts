import { describe, expect, it } from 'vitest';
import type { Role } from '../../../common/contract/structure';
import {
  emptyRoleForm,
  hasNoAdditionalType,
  isRoleFormComplete,
  type RoleForm,
  type RoleFormAction,
  roleFormReducer,
  roleFormView,
  roleInsertPayload,
  roleUpdatePayload,
} from './role-form-state';

const now = new Date(2026, 10, 22);
const run = (...actions: RoleFormAction[]): RoleForm => actions.reduce(roleFormReducer, emptyRoleForm(now));

const salesman: RoleFormAction = { type: 'typeChosen', typeId: 3, typeCode: 'SALESMAN' };
const supervisorType: RoleFormAction = { type: 'typeChosen', typeId: 2, typeCode: 'SUPERVISOR' };
const jakarta: RoleFormAction = { type: 'branchChosen', orgId: 101, branchCode: 'JKT' };

describe('role form defaults', () => {
  it('starts as the spec says', () => {
    expect(emptyRoleForm(now)).toMatchObject({
      typeCode: 'NA',
      supervisor: 'NA',
      cso: 'NA',
      collector: 'N',
      secondary: 'N',
      mappingAdditional: 'No',
      additionalType: 'NA',
      startDate: '2026-11-01',
      endDate: '4001-12-31',
    });
    const view = roleFormView(emptyRoleForm(now));
    expect(view).toMatchObject({
      titlesOfType: null,
      supervisorsOfBranch: null,
      csoOfBranch: null,
      showMappingAdditional: true,
      showAdditionalType: false,
    });
  });
});

describe('role form cascade', () => {
  it('a type loads its titles and resets the title and the supervisor', () => {
    const s = run(
      jakarta,
      { type: 'supervisorChosen', code: 'JKT-SUP-1', email: 'a@x.id' },
      {
        type: 'titleChosen',
        titleId: 9,
        titleCode: 'OLD',
      },
      salesman,
    );
    expect(s).toMatchObject({
      typeCode: 'SALESMAN',
      typeId: 3,
      titleId: null,
      titleCode: '',
      supervisor: 'NA',
    });
    expect(s.supervisorEmail).toBe('');
    expect(roleFormView(s)).toMatchObject({
      titlesOfType: 'SALESMAN',
      supervisorsOfBranch: 'JKT',
      supervisorFixed: false,
    });
  });

  it('SUP and SUPERVISOR types fix the supervisor to NA and load no supervisors', () => {
    for (const typeCode of ['SUP', 'SUPERVISOR', 'sup']) {
      const s = run(
        jakarta,
        salesman,
        { type: 'supervisorChosen', code: 'JKT-SUP-1', email: 'a@x.id' },
        {
          type: 'typeChosen',
          typeId: 2,
          typeCode,
        },
      );
      expect(s.supervisor).toBe('NA');
      expect(roleFormView(s)).toMatchObject({ supervisorFixed: true, supervisorsOfBranch: null });
      // A supervisor cannot be chosen while it is fixed.
      expect(
        roleFormReducer(s, { type: 'supervisorChosen', code: 'JKT-SUP-1', email: null }).supervisor,
      ).toBe('NA');
    }
  });

  it('other types load the supervisors of the chosen branch only once a branch is chosen', () => {
    expect(roleFormView(run(salesman)).supervisorsOfBranch).toBeNull();
    expect(roleFormView(run(salesman, jakarta)).supervisorsOfBranch).toBe('JKT');
  });

  it('a branch loads its CSO list and resets CSO (and the branch-bound choices) to NA', () => {
    const s = run(
      jakarta,
      salesman,
      { type: 'csoChosen', code: 'JKT-CSO-1' },
      { type: 'supervisorChosen', code: 'JKT-SUP-1', email: 'a@x.id' },
      { type: 'branchChosen', orgId: 101, branchCode: 'BKS' },
    );
    expect(s).toMatchObject({
      branchCode: 'BKS',
      orgId: 101,
      cso: 'NA',
      supervisor: 'NA',
      supervisorEmail: '',
    });
    expect(roleFormView(s)).toMatchObject({ csoOfBranch: 'BKS', supervisorsOfBranch: 'BKS' });
  });

  it('choosing the same branch again keeps the choices', () => {
    const s = run(jakarta, { type: 'csoChosen', code: 'JKT-CSO-1' }, jakarta);
    expect(s.cso).toBe('JKT-CSO-1');
  });

  it('a supervisor fills the supervisor e-mail; NA clears it', () => {
    const chosen = run(jakarta, salesman, {
      type: 'supervisorChosen',
      code: 'JKT-SUP-1',
      email: 'sup1@x.id',
    });
    expect(chosen).toMatchObject({ supervisor: 'JKT-SUP-1', supervisorEmail: 'sup1@x.id' });
    expect(
      roleFormReducer(chosen, { type: 'supervisorChosen', code: 'NA', email: null }).supervisorEmail,
    ).toBe('');
  });

  it('spaces typed in the e-mail field become semicolons', () => {
    const s = run({ type: 'supervisorEmailTyped', value: 'a@x.id b@x.id  c@x.id' });
    expect(s.supervisorEmail).toBe('a@x.id;b@x.id;;c@x.id');
  });

  it('secondary Y hides the mapping-additional choice and sets the additional type to NA', () => {
    const s = run(
      jakarta,
      { type: 'mappingAdditionalChosen', value: 'Yes' },
      { type: 'additionalTypeChosen', code: 'MERCH' },
      { type: 'secondaryChosen', value: 'Y' },
    );
    expect(s).toMatchObject({ secondary: 'Y', mappingAdditional: 'No', additionalType: 'NA' });
    expect(roleFormView(s)).toMatchObject({
      showMappingAdditional: false,
      showAdditionalType: false,
      additionalTypesOfBranch: null,
    });
    const back = roleFormReducer(s, { type: 'secondaryChosen', value: 'N' });
    expect(roleFormView(back)).toMatchObject({ showMappingAdditional: true, showAdditionalType: false });
  });

  it('mapping Yes loads the branch additional types; without a branch it asks for the branch first', () => {
    const noBranch = run({ type: 'mappingAdditionalChosen', value: 'Yes' });
    expect(roleFormView(noBranch)).toMatchObject({
      showAdditionalType: true,
      additionalNeedsBranch: true,
      additionalTypesOfBranch: null,
    });
    const withBranch = roleFormReducer(noBranch, jakarta);
    expect(roleFormView(withBranch)).toMatchObject({
      additionalNeedsBranch: false,
      additionalTypesOfBranch: 'JKT',
    });
    const chosen = roleFormReducer(withBranch, { type: 'additionalTypeChosen', code: 'MERCH' });
    expect(roleFormReducer(chosen, { type: 'mappingAdditionalChosen', value: 'No' }).additionalType).toBe(
      'NA',
    );
  });
});

describe('role form save', () => {
  const complete = run(
    { type: 'positionChanged', value: ' JKT-SLS-009 ' },
    salesman,
    { type: 'titleChosen', titleId: 7, titleCode: 'SALESMAN TO' },
    jakarta,
    { type: 'supervisorChosen', code: 'JKT-SUP-1', email: 'sup1@x.id' },
    { type: 'csoChosen', code: 'JKT-CSO-1' },
    { type: 'collectorChosen', value: 'Y' },
    { type: 'mappingAdditionalChosen', value: 'Yes' },
    { type: 'additionalTypeChosen', code: 'MERCH' },
  );

  it('needs position, type, branch, start and end date', () => {
    expect(isRoleFormComplete(complete)).toBe(true);
    expect(isRoleFormComplete(run(salesman, jakarta))).toBe(false);
    expect(isRoleFormComplete({ ...complete, positionCode: '  ' })).toBe(false);
    expect(isRoleFormComplete({ ...complete, typeCode: 'NA', typeId: null })).toBe(false);
    expect(isRoleFormComplete({ ...complete, branchCode: '', orgId: null })).toBe(false);
    expect(isRoleFormComplete({ ...complete, startDate: '' })).toBe(false);
    expect(isRoleFormComplete({ ...complete, endDate: '' })).toBe(false);
  });

  it('builds the insert payload of the spec', () => {
    expect(roleInsertPayload(complete, 'ho.admin')).toEqual({
      rolePosCode: 'JKT-SLS-009',
      typeId: 3,
      typeCode: 'SALESMAN',
      titleId: 7,
      titleCode: 'SALESMAN TO',
      orgId: 101,
      branchCode: 'JKT',
      CSOCode: 'JKT-CSO-1',
      supCode: 'JKT-SUP-1',
      emailSup: 'sup1@x.id',
      secondaryPosition: 'N',
      roleAddType: 'MERCH',
      startDate: '2026-11-01',
      collector: 'Y',
      endDate: '4001-12-31',
      userIdUpdate: 'ho.admin',
    });
  });

  it('a supervisor type saves supervisor NA', () => {
    const sup = roleFormReducer(complete, supervisorType);
    expect(roleInsertPayload(sup, 'u').supCode).toBe('NA');
  });

  const loaded: Role = {
    ROLE_MAP_ID: 41,
    ROLE_POSITION_CODE: 'BKS-SLS-002',
    EMPLOYEE_TYPE_ID: 3,
    EMPLOYEE_TYPE_CODE: 'SALESMAN',
    EMPLOYEE_TITLE_ID: null,
    EMPLOYEE_TITLE_CODE: null,
    ORG_ID: 101,
    BRANCH_CODE: 'BKS',
    BRANCH_DESC: 'BEKASI',
    ROLE_SUP_CODE: 'BKS-SUP-001',
    SUPERVISOR_EMAIL: 'sup@x.id',
    CSO_CODE: 'NA',
    ROLE_ADD_TYPE_CODE: '-',
    IS_COLECTOR: 'N',
    SECONDARY_POSITION: 'N',
    ROLE_START_DATE: '2026-01-01',
    ROLE_END_DATE: '4001-12-31',
  };

  it('in edit mode an additional type of NA, - or empty means mapping No', () => {
    for (const code of ['NA', '-', '', ' ']) {
      const s = run({ type: 'roleLoaded', role: { ...loaded, ROLE_ADD_TYPE_CODE: code } });
      expect(s).toMatchObject({ mappingAdditional: 'No', additionalType: 'NA' });
    }
    const withType = run({ type: 'roleLoaded', role: { ...loaded, ROLE_ADD_TYPE_CODE: 'MERCH' } });
    expect(withType).toMatchObject({ mappingAdditional: 'Yes', additionalType: 'MERCH' });
    expect(hasNoAdditionalType(null)).toBe(true);
  });

  it('builds the update payload of the spec from a loaded role', () => {
    const s = run(
      { type: 'roleLoaded', role: loaded },
      { type: 'supervisorEmailTyped', value: 'a@x.id b@x.id' },
    );
    expect(roleUpdatePayload(s, 'branch.admin')).toEqual({
      ROLEMAPID: 41,
      ROLEPOSITIONCODE: 'BKS-SLS-002',
      EMPLOYEETYPEID: 3,
      EMPLOYEETYPECODE: 'SALESMAN',
      EMPLOYEETITLEID: null,
      EMPLOYEETITLECODE: null,
      ORGID: 101,
      BRANCHCODE: 'BKS',
      CSOCODE: 'NA',
      ROLESUPCODE: 'BKS-SUP-001',
      ROLEADDTYPECODE: 'NA',
      SUPERVISOREMAIL: 'a@x.id;b@x.id',
      COLLECTOR: 'N',
      SECONDARYPOSITION: 'N',
      ROLESTARTDATE: '2026-01-01',
      ROLEENDDATE: '4001-12-31',
      ROLEUSERIDUPDATE: 'branch.admin',
    });
  });
});
