/**
 * The server's checks of a role before it is stored (add and edit alike): the rules of the role
 * form cascade (spec part 1 sections 4 and 5) enforced again, whatever the client sent.
 */
import { NA } from '../../../common/constants';
import { invalidEmailOf, normaliseEmailList } from '../../../common/contract/email-list';
import { isSupervisorType } from '../../../common/contract/structure';
import { messages } from '../../../common/messages';
import type { Db } from '../../db/client';
import type { roles } from '../../db/schema';
import { findBranch } from '../../platform/branches';
import { rule } from '../../platform/errors';
import { assertInScope, type Scope } from '../../platform/scope';
import { checkDates } from './guards';
import {
  additionalTypesOfBranch,
  csosOfBranch,
  positionTaken,
  roleById,
  supervisorsOfBranch,
  titleOfType,
  typeByCode,
} from './queries';

/** A role as a form sends it, whatever the payload's field names. */
export interface RoleDraft {
  positionCode: string;
  typeCode: string;
  titleCode: string | null | undefined;
  orgId: number | null | undefined;
  branchCode: string;
  csoCode: string | undefined;
  supCode: string | undefined;
  supervisorEmail: string | null | undefined;
  addTypeCode: string | undefined;
  collector: 'Y' | 'N';
  secondaryPosition: 'Y' | 'N';
  startDate: string;
  endDate: string;
}

export type RoleValues = Omit<typeof roles.$inferInsert, 'roleMapId' | 'lastUpdate'>;

const text = (value: string | null | undefined) => (value ?? '').trim();

/** 'NA' for an empty choice (and for '-', which older rows use for "no additional type"). */
const orNa = (value: string | null | undefined) => {
  const v = text(value);
  return v === '' || v === '-' ? NA : v;
};

/**
 * Several addresses may be typed with spaces between them; they are stored separated by
 * semicolons, and a list with a part that is not an address is refused.
 */
export function checkedEmails(value: string | null | undefined): string | null {
  const list = normaliseEmailList(value);
  const invalid = invalidEmailOf(list);
  if (invalid !== undefined) throw rule(messages.invalidEmail(invalid));
  return list === '' ? null : list;
}

/** The title id a role has now (undefined for a new role). */
async function currentTitleId(db: Db, roleMapId: number | undefined): Promise<number | null | undefined> {
  if (roleMapId === undefined) return undefined;
  return (await roleById(db, roleMapId))?.EMPLOYEE_TITLE_ID;
}

export async function checkRole(
  db: Db,
  scope: Scope,
  draft: RoleDraft,
  userId: string,
  exceptRoleMapId?: number,
): Promise<RoleValues> {
  const positionCode = text(draft.positionCode);
  const typeCode = text(draft.typeCode);
  const branchCode = text(draft.branchCode);
  const startDate = text(draft.startDate);
  const endDate = text(draft.endDate);
  if (!positionCode || !typeCode || !branchCode || !startDate || !endDate) {
    throw rule(messages.allFieldMustFilled);
  }
  checkDates(startDate, endDate);
  const supervisorEmail = checkedEmails(draft.supervisorEmail);

  const type = await typeByCode(db, typeCode);
  if (!type) throw rule(messages.unknownType(typeCode));

  const titleCode = text(draft.titleCode);
  let title: { employeeTitleId: number; code: string } | undefined;
  if (titleCode !== '' && titleCode !== NA) {
    const found = await titleOfType(db, titleCode, typeCode);
    if (!found) throw rule(messages.titleNotOfType(titleCode, typeCode));
    // An ended title is not given to a role; a role keeps the title it has even after it ended.
    if (!found.active && (await currentTitleId(db, exceptRoleMapId)) !== found.employeeTitleId) {
      throw rule(messages.titleInactive(found.code));
    }
    title = found;
  }

  const branch = await findBranch(db, branchCode);
  if (!branch || (draft.orgId != null && draft.orgId !== branch.orgId)) {
    throw rule(messages.unknownBranch(branchCode));
  }
  assertInScope(scope, branch);

  const supCode = orNa(draft.supCode);
  if (isSupervisorType(typeCode)) {
    if (supCode !== NA) throw rule(messages.supervisorMustBeNa);
  } else if (supCode !== NA && (await supervisorsOfBranch(db, branchCode, supCode)).length === 0) {
    throw rule(messages.unknownSupervisor(supCode));
  }

  const csoCode = orNa(draft.csoCode);
  if (csoCode !== NA && (await csosOfBranch(db, branchCode, csoCode)).length === 0) {
    throw rule(messages.unknownCso(csoCode));
  }

  // A secondary position carries no additional type.
  const addTypeCode = draft.secondaryPosition === 'Y' ? NA : orNa(draft.addTypeCode);
  if (addTypeCode !== NA && (await additionalTypesOfBranch(db, branchCode, addTypeCode)).length === 0) {
    throw rule(messages.unknownAdditionalType(addTypeCode));
  }

  if (await positionTaken(db, positionCode, exceptRoleMapId)) {
    throw rule(messages.rolePositionExists(positionCode));
  }

  return {
    rolePositionCode: positionCode,
    employeeTypeId: type.employeeTypeId,
    employeeTypeCode: type.code,
    employeeTitleId: title?.employeeTitleId ?? null,
    employeeTitleCode: title?.code ?? null,
    orgId: branch.orgId,
    branchCode: branch.branchCode,
    roleSupCode: supCode,
    supervisorEmail,
    csoCode,
    roleAddTypeCode: addTypeCode,
    isColector: draft.collector,
    secondaryPosition: draft.secondaryPosition,
    roleStartDate: startDate,
    roleEndDate: endDate,
    userIdUpdate: userId,
  };
}
