/** Organisation structure: employee types, titles, roles and role upload (spec part 1 sections 3-7). */
import { z } from 'zod';
import { messages } from '../messages';
import { structureModule } from '../modules/structure';
import { codeField } from './codes';
import { defineCall } from './define';
import { branch, dateField, exportQuery, listQuery, looseInt, pageOf, yesNo } from './shared-schemas';

/** The screens of this module, which its calls name as the ones that make them. */
const S = structureModule.paths;

const required = (message: string) => z.string().trim().min(1, message).max(100, message);

/** An id the form may still leave empty: the server then answers 'All Field Must Filled'. */
const optionalId = z
  .union([looseInt, z.literal('').transform(() => null)])
  .nullable()
  .optional();

/** Employee types whose roles are supervisors: their own supervisor is NA. */
export const SUPERVISOR_TYPE_CODES = ['SUP', 'SUPERVISOR'] as const;
/** A supervisor type, as the code is stored (the role checks and the rep mapping both ask). */
export const isSupervisorType = (typeCode: string) =>
  (SUPERVISOR_TYPE_CODES as readonly string[]).includes(typeCode);
/** Employee type of the roles offered as CSO. */
export const CSO_TYPE_CODE = 'CSO';
/** Types whose roles are not sales force: supervisors and CSOs serve no customer and map no rep. */
export const NOT_SALES_FORCE_TYPE_CODES = [...SUPERVISOR_TYPE_CODES, CSO_TYPE_CODE] as const;

export const employeeType = z.object({
  EMPLOYEE_TYPE_ID: z.number().int(),
  CODE: z.string(),
  DESC: z.string(),
  START_DATE: z.string(),
  END_DATE: z.string(),
});
export type EmployeeType = z.infer<typeof employeeType>;

export const employeeTitle = z.object({
  EMPLOYEE_TITLE_ID: z.number().int(),
  CODE: z.string(),
  DESC: z.string(),
  START_DATE: z.string(),
  END_DATE: z.string(),
  TYPE_CODE: z.string(),
  STATUS: z.string(),
});
export type EmployeeTitle = z.infer<typeof employeeTitle>;

export const typeInput = z.object({
  typeCode: codeField('type', messages.typeCodeLabel, messages.typeRequired),
  typeDesc: required(messages.typeDescRequired),
  startDate: dateField(messages.startDateLabel),
  endDate: dateField(messages.endDateLabel),
  /** Sent by the web client; the server records the session's user instead. */
  userIdUpdate: z.string().optional(),
  lastUpdate: z.string().optional(),
});

export const titleInput = z.object({
  titleCode: codeField('title', messages.titleCodeLabel, messages.titleRequired),
  titleDesc: required(messages.titleDescRequired),
  typeCode: required(messages.typeRequired),
  startDate: dateField(messages.startDateLabel),
  endDate: dateField(messages.endDateLabel),
  userIdUpdate: z.string().optional(),
  lastUpdate: z.string().optional(),
});

export const role = z.object({
  ROLE_MAP_ID: z.number().int(),
  ROLE_POSITION_CODE: z.string(),
  EMPLOYEE_TYPE_ID: z.number().int(),
  EMPLOYEE_TYPE_CODE: z.string(),
  EMPLOYEE_TITLE_ID: z.number().int().nullable(),
  EMPLOYEE_TITLE_CODE: z.string().nullable(),
  ORG_ID: z.number().int(),
  BRANCH_CODE: z.string(),
  BRANCH_DESC: z.string(),
  ROLE_SUP_CODE: z.string(),
  SUPERVISOR_EMAIL: z.string().nullable(),
  CSO_CODE: z.string(),
  ROLE_ADD_TYPE_CODE: z.string(),
  IS_COLECTOR: yesNo,
  SECONDARY_POSITION: yesNo,
  ROLE_START_DATE: z.string(),
  ROLE_END_DATE: z.string(),
});
export type Role = z.infer<typeof role>;

/** Role overview filter: branch '0' (or 0) means ALL BRANCH, position '' or '0' means every position. */
export const roleFilter = z.object({
  branch: z.union([z.string().max(20), z.number().int()]).transform(String),
  position: z.string().max(100).default(''),
});

export const roleInsertInput = z.object({
  rolePosCode: codeField('position', messages.positionLabel),
  typeId: optionalId,
  typeCode: z.string().max(100),
  titleId: optionalId,
  titleCode: z.string().max(100).nullable().optional(),
  orgId: optionalId,
  branchCode: z.string().max(20),
  CSOCode: z.string().max(100).default('NA'),
  supCode: z.string().max(100).default('NA'),
  emailSup: z.string().max(500).nullable().optional(),
  secondaryPosition: yesNo.default('N'),
  roleAddType: z.string().max(100).default('NA'),
  startDate: z.string().max(10),
  collector: yesNo.default('N'),
  endDate: z.string().max(10),
  userIdUpdate: z.string().optional(),
});
export type RoleInsertInput = z.input<typeof roleInsertInput>;

export const roleUpdateInput = z.object({
  ROLEMAPID: looseInt,
  ROLEPOSITIONCODE: codeField('position', messages.positionLabel),
  EMPLOYEETYPEID: optionalId,
  EMPLOYEETYPECODE: z.string().max(100),
  EMPLOYEETITLEID: optionalId,
  EMPLOYEETITLECODE: z.string().max(100).nullable().optional(),
  ORGID: optionalId,
  BRANCHCODE: z.string().max(20),
  CSOCODE: z.string().max(100).default('NA'),
  ROLESUPCODE: z.string().max(100).default('NA'),
  ROLEADDTYPECODE: z.string().max(100).default('NA'),
  SUPERVISOREMAIL: z.string().max(500).nullable().optional(),
  COLLECTOR: yesNo.default('N'),
  SECONDARYPOSITION: yesNo.default('N'),
  ROLESTARTDATE: z.string().max(10),
  ROLEENDDATE: z.string().max(10),
  ROLEUSERIDUPDATE: z.string().optional(),
});
export type RoleUpdateInput = z.input<typeof roleUpdateInput>;

/** One row of the role upload, as the web client sends it (spec part 1 section 7). */
export const roleUploadRow = z.object({
  rolePosCode: z.string().max(200),
  typeCode: z.string().max(200),
  titleCode: z.string().max(200),
  orgId: z.union([z.string().max(20), z.number()]).transform(String),
  branchCode: z.string().max(200),
  CSOCode: z.string().max(200),
  supCode: z.string().max(200),
  emailSup: z.string().max(1000),
  secondaryPosition: z.string().max(20),
  roleAddType: z.string().max(200),
  startDate: z.string().max(40),
  endDate: z.string().max(40),
  userIdUpdate: z.string().max(100).optional(),
});
export type RoleUploadRow = z.input<typeof roleUploadRow>;

/** The largest upload accepted in one call. */
export const ROLE_UPLOAD_MAX_ROWS = 60000;

export const roleUploadResult = z.object({
  SUCCESS: z.number().int(),
  FAIL: z.number().int(),
  /** Failed rows with the reason a user can read; row is the sheet row number (header is row 1). */
  FAILED: z.array(z.object({ ROW: z.number().int(), POSITION_CODE: z.string(), REASON: z.string() })),
});

/** Columns of 'Template Upload Role.xlsx' and of the uploaded sheet, in order. */
export const ROLE_UPLOAD_COLUMNS = [
  'POSITION_CODE',
  'EMPLOYEE_TYPE_CODE',
  'EMPLOYEE_TITLE_CODE',
  'ORG_ID',
  'BRANCH_CODE',
  'CSO_CODE',
  'SUPERVISOR',
  'EMAIL_SUPERVISOR',
  'SECONDARY_POSITION',
  'ADDITIONAL_TYPE',
  'START_DATE',
  'END_DATE',
] as const;

const code = z.object({ branchCode: z.string().max(20) });

export const structure = {
  getBranchList: defineCall({
    method: 'GET',
    path: '/structure/role/getBranchList',
    module: 'structure',
    access: 'session',
    summary: "Branches in the user's scope.",
    input: z.object({}),
    output: z.array(branch),
  }),

  // Employee types
  typeSelect: defineCall({
    method: 'GET',
    path: '/structure/type/select',
    module: 'structure',
    access: { screens: [S.type] },
    summary: 'Every employee type.',
    input: z.object({}),
    output: z.array(employeeType),
  }),
  typeById: defineCall({
    method: 'GET',
    path: '/structure/type/:id',
    module: 'structure',
    access: { screens: [S.type] },
    summary: 'One employee type, as a one-element array.',
    input: z.object({ id: looseInt }),
    output: z.array(employeeType),
  }),
  typeInsert: defineCall({
    method: 'POST',
    path: '/structure/type/insert',
    module: 'structure',
    access: { screens: [S.type] },
    write: true,
    summary: 'Add an employee type; data holds the message text.',
    input: typeInput,
    output: z.string(),
  }),
  typeUpdate: defineCall({
    method: 'POST',
    path: '/structure/type/update',
    module: 'structure',
    access: { screens: [S.type] },
    write: true,
    summary: 'Change an employee type; data holds the message text.',
    input: typeInput.extend({ typeId: looseInt }),
    output: z.string(),
  }),

  // Employee titles
  titleGetType: defineCall({
    method: 'GET',
    path: '/structure/title/getType',
    module: 'structure',
    access: { screens: [S.title] },
    summary: 'Type codes a title can belong to.',
    input: z.object({}),
    output: z.array(z.object({ EMPLOYEE_TYPE_CODE: z.string() })),
  }),
  titleSelect: defineCall({
    method: 'GET',
    path: '/structure/title/select',
    module: 'structure',
    access: { screens: [S.title] },
    summary: 'Every employee title with its status.',
    input: z.object({}),
    output: z.array(employeeTitle),
  }),
  titleById: defineCall({
    method: 'GET',
    path: '/structure/title/:id',
    module: 'structure',
    access: { screens: [S.title] },
    summary: 'One employee title, as a one-element array.',
    input: z.object({ id: looseInt }),
    output: z.array(employeeTitle),
  }),
  titleInsert: defineCall({
    method: 'POST',
    path: '/structure/title/insert',
    module: 'structure',
    access: { screens: [S.title] },
    write: true,
    summary: 'Add an employee title; data holds the message text.',
    input: titleInput,
    output: z.string(),
  }),
  titleUpdate: defineCall({
    method: 'POST',
    path: '/structure/title/update',
    module: 'structure',
    access: { screens: [S.title] },
    write: true,
    summary: 'Change an employee title; data holds the message text.',
    input: titleInput.extend({ titleId: looseInt }),
    output: z.string(),
  }),

  // Roles
  selectRole: defineCall({
    method: 'POST',
    path: '/structure/role/selectRole',
    module: 'structure',
    access: { screens: [S.roles] },
    summary: "One page of roles in the user's scope, filtered by branch (0 = all) and position.",
    input: roleFilter.extend(listQuery.shape),
    output: pageOf(role),
  }),
  exportRole: defineCall({
    method: 'POST',
    path: '/structure/role/export',
    module: 'structure',
    access: { screens: [S.roles] },
    file: true,
    summary: "'Overview Role.xlsx': every role the filters and search select.",
    input: roleFilter.extend(exportQuery.shape),
    output: z.unknown(),
  }),
  prepareForm: defineCall({
    method: 'GET',
    path: '/structure/role/prepareForm',
    module: 'structure',
    access: { screens: [S.newRole, S.roles] },
    summary: 'Types and branches for the role form.',
    input: z.object({}),
    output: z.object({ typeList: z.array(employeeType), branchList: z.array(branch) }),
  }),
  roleById: defineCall({
    method: 'GET',
    path: '/structure/role/:roleMapId',
    module: 'structure',
    access: { screens: [S.roles] },
    summary: 'One role, as a one-element array.',
    input: z.object({ roleMapId: looseInt }),
    output: z.array(role),
  }),
  getTitleByType: defineCall({
    method: 'POST',
    path: '/structure/role/getTitleByType',
    module: 'structure',
    access: { screens: [S.newRole, S.roles] },
    summary: 'Titles of a type.',
    input: z.object({ typeCode: z.string().max(100) }),
    output: z.array(employeeTitle),
  }),
  getSupervisorbyBranch: defineCall({
    method: 'POST',
    path: '/structure/role/getSupervisorbyBranch',
    module: 'structure',
    access: { screens: [S.newRole, S.roles] },
    summary: 'Supervisor positions of a branch with their e-mail.',
    input: code,
    output: z.array(z.object({ ROLE_POSITION_CODE: z.string(), SUPERVISOR_EMAIL: z.string().nullable() })),
  }),
  getCSOListByBranch: defineCall({
    method: 'POST',
    path: '/structure/role/getCSOListByBranch',
    module: 'structure',
    access: { screens: [S.newRole, S.roles] },
    summary: 'CSO positions of a branch.',
    input: code,
    output: z.array(z.object({ ROLE_POSITION_CODE: z.string() })),
  }),
  selectAdditionalType: defineCall({
    method: 'POST',
    path: '/structure/role/selectAdditionalType',
    module: 'structure',
    access: { screens: [S.newRole, S.roles] },
    summary: 'Additional types of a branch.',
    input: code,
    output: z.array(z.object({ ROLE_ADD_TYPE_CODE: z.string(), ROLE_ADD_TYPE_DESC: z.string() })),
  }),
  roleInsert: defineCall({
    method: 'POST',
    path: '/structure/role/insert',
    module: 'structure',
    access: { screens: [S.newRole] },
    write: true,
    summary: 'Add a role.',
    input: roleInsertInput,
    output: z.string(),
  }),
  roleUpdate: defineCall({
    method: 'POST',
    path: '/structure/role/update',
    module: 'structure',
    access: { screens: [S.roles] },
    write: true,
    summary: 'Change a role.',
    input: roleUpdateInput,
    output: z.string(),
  }),
  roleUpload: defineCall({
    method: 'POST',
    path: '/structure/role/upload',
    module: 'structure',
    access: { screens: [S.uploadRole] },
    write: true,
    summary:
      'Validate uploaded role rows against reference data and store the good ones in one transaction; answers {SUCCESS, FAIL} counts and the failed rows with their reason.',
    input: z.array(roleUploadRow).max(ROLE_UPLOAD_MAX_ROWS),
    output: roleUploadResult,
  }),
};
