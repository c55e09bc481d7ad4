/** SQL of employee types and titles. */
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { EmployeeTitle, EmployeeType } from '../../../common/contract/structure';
import type { Db } from '../../db/client';
import { employeeTitles, employeeTypes, roles } from '../../db/schema';

const typeColumns = {
  EMPLOYEE_TYPE_ID: employeeTypes.employeeTypeId,
  CODE: employeeTypes.code,
  DESC: employeeTypes.description,
  START_DATE: employeeTypes.startDate,
  END_DATE: employeeTypes.endDate,
};

/** A title is active while today lies within its dates. */
export const titleActiveToday = sql`current_date BETWEEN ${employeeTitles.startDate} AND ${employeeTitles.endDate}`;

const titleColumns = {
  EMPLOYEE_TITLE_ID: employeeTitles.employeeTitleId,
  CODE: employeeTitles.code,
  DESC: employeeTitles.description,
  START_DATE: employeeTitles.startDate,
  END_DATE: employeeTitles.endDate,
  TYPE_CODE: employeeTitles.typeCode,
  STATUS: sql<string>`CASE WHEN ${titleActiveToday} THEN 'ACTIVE' ELSE 'INACTIVE' END`,
};

export interface TypeValues {
  code: string;
  description: string;
  startDate: string;
  endDate: string;
  userIdUpdate: string;
}

export interface TitleValues extends TypeValues {
  typeCode: string;
}

export function listTypes(db: Db): Promise<EmployeeType[]> {
  return db.select(typeColumns).from(employeeTypes).orderBy(asc(employeeTypes.code));
}

export function typesById(db: Db, id: number): Promise<EmployeeType[]> {
  return db.select(typeColumns).from(employeeTypes).where(eq(employeeTypes.employeeTypeId, id));
}

export async function typeCodeTaken(db: Db, code: string, exceptId: number): Promise<boolean> {
  const found = await db
    .select({ id: employeeTypes.employeeTypeId })
    .from(employeeTypes)
    .where(and(eq(employeeTypes.code, code), ne(employeeTypes.employeeTypeId, exceptId)))
    .limit(1);
  return found.length > 0;
}

/** Adds the type unless its code exists; undefined when it does (also under a concurrent insert). */
export async function insertType(db: Db, values: TypeValues): Promise<EmployeeType | undefined> {
  const [added] = await db
    .insert(employeeTypes)
    .values(values)
    .onConflictDoNothing({ target: employeeTypes.code })
    .returning(typeColumns);
  return added;
}

/**
 * Changes the type. Titles follow a new code through their foreign key; roles keep a copy of the
 * code beside the type id, so the copy is renewed here.
 */
export async function updateType(db: Db, id: number, values: TypeValues): Promise<EmployeeType | undefined> {
  const [changed] = await db
    .update(employeeTypes)
    .set({ ...values, lastUpdate: sql`now()` })
    .where(eq(employeeTypes.employeeTypeId, id))
    .returning(typeColumns);
  if (changed) {
    await db
      .update(roles)
      .set({ employeeTypeCode: changed.CODE })
      .where(and(eq(roles.employeeTypeId, id), ne(roles.employeeTypeCode, changed.CODE)));
  }
  return changed;
}

export function listTypeCodes(db: Db): Promise<{ EMPLOYEE_TYPE_CODE: string }[]> {
  return db
    .select({ EMPLOYEE_TYPE_CODE: employeeTypes.code })
    .from(employeeTypes)
    .orderBy(asc(employeeTypes.code));
}

/** The titles (of one type when given; only those active today when asked, for the role form). */
export function listTitles(db: Db, typeCode?: string, activeOnly = false): Promise<EmployeeTitle[]> {
  return db
    .select(titleColumns)
    .from(employeeTitles)
    .where(
      and(
        typeCode === undefined ? undefined : eq(employeeTitles.typeCode, typeCode),
        activeOnly ? titleActiveToday : undefined,
      ),
    )
    .orderBy(asc(employeeTitles.typeCode), asc(employeeTitles.code));
}

export function titlesById(db: Db, id: number): Promise<EmployeeTitle[]> {
  return db.select(titleColumns).from(employeeTitles).where(eq(employeeTitles.employeeTitleId, id));
}

export async function titleTaken(db: Db, code: string, typeCode: string, exceptId: number): Promise<boolean> {
  const found = await db
    .select({ id: employeeTitles.employeeTitleId })
    .from(employeeTitles)
    .where(
      and(
        eq(employeeTitles.code, code),
        eq(employeeTitles.typeCode, typeCode),
        ne(employeeTitles.employeeTitleId, exceptId),
      ),
    )
    .limit(1);
  return found.length > 0;
}

/** Adds the title unless the code exists for that type; undefined when it does. */
export async function insertTitle(db: Db, values: TitleValues): Promise<EmployeeTitle | undefined> {
  const [added] = await db
    .insert(employeeTitles)
    .values(values)
    .onConflictDoNothing({ target: [employeeTitles.code, employeeTitles.typeCode] })
    .returning(titleColumns);
  return added;
}

/** Roles holding the title whose type differs from the given type. */
export async function rolesOfTitleOutsideType(db: Db, titleId: number, typeCode: string): Promise<number> {
  const [found] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(roles)
    .where(and(eq(roles.employeeTitleId, titleId), ne(roles.employeeTypeCode, typeCode)));
  return found?.n ?? 0;
}

/** Changes the title and renews the copy of its code that roles keep beside the title id. */
export async function updateTitle(
  db: Db,
  id: number,
  values: TitleValues,
): Promise<EmployeeTitle | undefined> {
  const [changed] = await db
    .update(employeeTitles)
    .set({ ...values, lastUpdate: sql`now()` })
    .where(eq(employeeTitles.employeeTitleId, id))
    .returning(titleColumns);
  if (changed) {
    await db
      .update(roles)
      .set({ employeeTitleCode: changed.CODE })
      .where(and(eq(roles.employeeTitleId, id), ne(roles.employeeTitleCode, changed.CODE)));
  }
  return changed;
}
