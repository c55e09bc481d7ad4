/**
 * The role form (spec part 1 section 4) as a pure reducer: every cascade of the form is a state
 * transition here, and what the form loads follows from the state (see roleFormLoads), so the
 * whole behaviour is testable without a browser.
 */
import { NA } from '../../../common/constants';
import { codeProblem, normaliseCode } from '../../../common/contract/codes';
import { invalidEmailOf, normaliseEmailList } from '../../../common/contract/email-list';
import type { Role, RoleInsertInput, RoleUpdateInput } from '../../../common/contract/structure';
import { defaultEndDate, firstDayOfMonth } from '../../../common/dates';
import { messages } from '../../../common/messages';
import type { FieldErrors } from '../../components/record-form/field-errors';

export type YesNo = 'Y' | 'N';
export type MappingAdditional = 'Yes' | 'No';

export interface RoleForm {
  /** Set in edit mode. */
  roleMapId: number | null;
  positionCode: string;
  typeId: number | null;
  /** 'NA' until a type is chosen. */
  typeCode: string;
  titleId: number | null;
  titleCode: string;
  orgId: number | null;
  branchCode: string;
  supervisor: string;
  supervisorEmail: string;
  cso: string;
  collector: YesNo;
  secondary: YesNo;
  mappingAdditional: MappingAdditional;
  additionalType: string;
  startDate: string;
  endDate: string;
}

export type RoleFormAction =
  | { type: 'positionChanged'; value: string }
  | { type: 'typeChosen'; typeId: number; typeCode: string }
  | { type: 'titleChosen'; titleId: number | null; titleCode: string }
  | { type: 'branchChosen'; orgId: number; branchCode: string }
  | { type: 'supervisorChosen'; code: string; email: string | null }
  | { type: 'supervisorEmailTyped'; value: string }
  | { type: 'csoChosen'; code: string }
  | { type: 'collectorChosen'; value: YesNo }
  | { type: 'secondaryChosen'; value: YesNo }
  | { type: 'mappingAdditionalChosen'; value: MappingAdditional }
  | { type: 'additionalTypeChosen'; code: string }
  | { type: 'startDateChanged'; value: string }
  | { type: 'endDateChanged'; value: string }
  | { type: 'roleLoaded'; role: Role };

/** The defaults of spec part 1 section 9. */
export function emptyRoleForm(now: Date = new Date()): RoleForm {
  return {
    roleMapId: null,
    positionCode: '',
    typeId: null,
    typeCode: NA,
    titleId: null,
    titleCode: '',
    orgId: null,
    branchCode: '',
    supervisor: NA,
    supervisorEmail: '',
    cso: NA,
    collector: 'N',
    secondary: 'N',
    mappingAdditional: 'No',
    additionalType: NA,
    startDate: firstDayOfMonth(now),
    endDate: defaultEndDate(),
  };
}

/** Types whose roles are supervisors themselves: their supervisor is fixed to NA. */
export function isSupervisorType(typeCode: string): boolean {
  const code = typeCode.trim().toUpperCase();
  return code === 'SUP' || code === 'SUPERVISOR';
}

/** An additional type of NA, '-' or empty means the role has no additional mapping. */
export function hasNoAdditionalType(code: string | null | undefined): boolean {
  const c = (code ?? '').trim();
  return c === '' || c === '-' || c.toUpperCase() === NA;
}

/** In the supervisor e-mail field spaces are replaced by semicolons (several addresses). */
export const emailsWithSemicolons = (text: string) => text.replace(/ /g, ';');

export function roleFormReducer(state: RoleForm, action: RoleFormAction): RoleForm {
  switch (action.type) {
    case 'positionChanged':
      return { ...state, positionCode: action.value };
    case 'typeChosen':
      // A new type has other titles; its supervisor starts again at NA (fixed there for SUP types).
      return {
        ...state,
        typeId: action.typeId,
        typeCode: action.typeCode,
        titleId: null,
        titleCode: '',
        supervisor: NA,
        supervisorEmail: '',
      };
    case 'titleChosen':
      return { ...state, titleId: action.titleId, titleCode: action.titleCode };
    case 'branchChosen':
      if (action.branchCode === state.branchCode && action.orgId === state.orgId) return state;
      // CSO, supervisors and additional types are lists of the branch: choices of another branch go.
      return {
        ...state,
        orgId: action.orgId,
        branchCode: action.branchCode,
        cso: NA,
        supervisor: NA,
        supervisorEmail: '',
        additionalType: NA,
      };
    case 'supervisorChosen':
      if (isSupervisorType(state.typeCode)) return state;
      return {
        ...state,
        supervisor: action.code,
        supervisorEmail: action.code === NA ? '' : emailsWithSemicolons((action.email ?? '').trim()),
      };
    case 'supervisorEmailTyped':
      return { ...state, supervisorEmail: emailsWithSemicolons(action.value) };
    case 'csoChosen':
      return { ...state, cso: action.code };
    case 'collectorChosen':
      return { ...state, collector: action.value };
    case 'secondaryChosen':
      return action.value === 'Y'
        ? { ...state, secondary: 'Y', mappingAdditional: 'No', additionalType: NA }
        : { ...state, secondary: 'N' };
    case 'mappingAdditionalChosen':
      return action.value === 'No'
        ? { ...state, mappingAdditional: 'No', additionalType: NA }
        : { ...state, mappingAdditional: 'Yes' };
    case 'additionalTypeChosen':
      return { ...state, additionalType: action.code };
    case 'startDateChanged':
      return { ...state, startDate: action.value };
    case 'endDateChanged':
      return { ...state, endDate: action.value };
    case 'roleLoaded': {
      const r = action.role;
      const noAdditional = hasNoAdditionalType(r.ROLE_ADD_TYPE_CODE);
      return {
        roleMapId: r.ROLE_MAP_ID,
        positionCode: r.ROLE_POSITION_CODE,
        typeId: r.EMPLOYEE_TYPE_ID,
        typeCode: r.EMPLOYEE_TYPE_CODE,
        titleId: r.EMPLOYEE_TITLE_ID,
        titleCode: r.EMPLOYEE_TITLE_CODE ?? '',
        orgId: r.ORG_ID,
        branchCode: r.BRANCH_CODE,
        supervisor: isSupervisorType(r.EMPLOYEE_TYPE_CODE) ? NA : r.ROLE_SUP_CODE || NA,
        supervisorEmail: r.SUPERVISOR_EMAIL ?? '',
        cso: r.CSO_CODE || NA,
        collector: r.IS_COLECTOR,
        secondary: r.SECONDARY_POSITION,
        mappingAdditional: noAdditional ? 'No' : 'Yes',
        additionalType: noAdditional ? NA : r.ROLE_ADD_TYPE_CODE,
        startDate: r.ROLE_START_DATE.slice(0, 10),
        endDate: r.ROLE_END_DATE.slice(0, 10),
      };
    }
  }
}

/** What the form shows and loads in a state. */
export interface RoleFormView {
  /** Load the titles of this type (getTitleByType), or nothing. */
  titlesOfType: string | null;
  /** Load the supervisors of this branch (getSupervisorbyBranch), or nothing. */
  supervisorsOfBranch: string | null;
  /** Load the CSO list of this branch (getCSOListByBranch), or nothing. */
  csoOfBranch: string | null;
  /** Load the additional types of this branch (selectAdditionalType), or nothing. */
  additionalTypesOfBranch: string | null;
  supervisorFixed: boolean;
  showMappingAdditional: boolean;
  showAdditionalType: boolean;
  /** The additional-type selector waits for a branch: show messages.fillBranchFirst instead. */
  additionalNeedsBranch: boolean;
}

const chosenType = (s: RoleForm) => (s.typeCode === '' || s.typeCode === NA ? null : s.typeCode);

export function roleFormView(s: RoleForm): RoleFormView {
  const branch = s.branchCode === '' ? null : s.branchCode;
  const supervisorFixed = isSupervisorType(s.typeCode);
  const showMappingAdditional = s.secondary === 'N';
  const showAdditionalType = showMappingAdditional && s.mappingAdditional === 'Yes';
  return {
    titlesOfType: chosenType(s),
    supervisorsOfBranch: supervisorFixed ? null : branch,
    csoOfBranch: branch,
    additionalTypesOfBranch: showAdditionalType ? branch : null,
    supervisorFixed,
    showMappingAdditional,
    showAdditionalType,
    additionalNeedsBranch: showAdditionalType && branch === null,
  };
}

/** Position, type, branch, start and end date must be filled ('All Field Must Filled'). */
export function isRoleFormComplete(s: RoleForm): boolean {
  return (
    s.positionCode.trim() !== '' &&
    chosenType(s) !== null &&
    s.typeId !== null &&
    s.branchCode !== '' &&
    s.orgId !== null &&
    s.startDate !== '' &&
    s.endDate !== ''
  );
}

const supervisorOf = (s: RoleForm) => (isSupervisorType(s.typeCode) ? NA : s.supervisor || NA);
const additionalTypeOf = (s: RoleForm) =>
  s.secondary === 'Y' || s.mappingAdditional === 'No' ? NA : s.additionalType || NA;
const emailOf = (s: RoleForm) => normaliseEmailList(s.supervisorEmail);

/** The form's own checks beyond 'All Field Must Filled', under the fields (the server's rules too). */
export function roleFormProblems(s: RoleForm): FieldErrors {
  const problems: FieldErrors = {};
  const code = codeProblem('position', messages.positionLabel, normaliseCode(s.positionCode));
  if (code) problems.rolePosCode = code;
  const invalid = invalidEmailOf(emailOf(s));
  if (invalid !== undefined) problems.emailSup = messages.invalidEmail(invalid);
  return problems;
}

/** POST /structure/role/insert (spec part 1 section 7). Call only when isRoleFormComplete. */
export function roleInsertPayload(s: RoleForm, userId: string): RoleInsertInput {
  return {
    rolePosCode: normaliseCode(s.positionCode),
    typeId: s.typeId as number,
    typeCode: s.typeCode,
    titleId: s.titleId,
    titleCode: s.titleCode === '' ? null : s.titleCode,
    orgId: s.orgId as number,
    branchCode: s.branchCode,
    CSOCode: s.cso || NA,
    supCode: supervisorOf(s),
    emailSup: emailOf(s),
    secondaryPosition: s.secondary,
    roleAddType: additionalTypeOf(s),
    startDate: s.startDate,
    collector: s.collector,
    endDate: s.endDate,
    userIdUpdate: userId,
  };
}

/** POST /structure/role/update (spec part 1 section 7). Call only in edit mode, when complete. */
export function roleUpdatePayload(s: RoleForm, userId: string): RoleUpdateInput {
  return {
    ROLEMAPID: s.roleMapId as number,
    ROLEPOSITIONCODE: normaliseCode(s.positionCode),
    EMPLOYEETYPEID: s.typeId as number,
    EMPLOYEETYPECODE: s.typeCode,
    EMPLOYEETITLEID: s.titleId,
    EMPLOYEETITLECODE: s.titleCode === '' ? null : s.titleCode,
    ORGID: s.orgId as number,
    BRANCHCODE: s.branchCode,
    CSOCODE: s.cso || NA,
    ROLESUPCODE: supervisorOf(s),
    ROLEADDTYPECODE: additionalTypeOf(s),
    SUPERVISOREMAIL: emailOf(s),
    COLLECTOR: s.collector,
    SECONDARYPOSITION: s.secondary,
    ROLESTARTDATE: s.startDate,
    ROLEENDDATE: s.endDate,
    ROLEUSERIDUPDATE: userId,
  };
}
