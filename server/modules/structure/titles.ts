/** Employee titles: list, one, add and change (head office only). A title belongs to a type. */
import { messages } from '../../../common/messages';
import type { Answer, CallContext } from '../../platform/implement';
import { assertHeadOffice, auditAdded, checkDates, formAnswer, formRule, foundById } from './guards';
import { typeByCode } from './queries';
import {
  insertTitle,
  listTitles,
  listTypeCodes,
  rolesOfTitleOutsideType,
  type TitleValues,
  titlesById,
  titleTaken,
  updateTitle,
} from './type-title-queries';

/** The audit log's name of the table. */
const ENTITY = 'employee_title';

interface TitleForm {
  titleCode: string;
  titleDesc: string;
  typeCode: string;
  startDate: string;
  endDate: string;
}

export const typeCodesForTitles = (ctx: CallContext) => listTypeCodes(ctx.db);
export const selectTitles = (ctx: CallContext) => listTitles(ctx.db);
/** The titles the role form offers for a type: those active today (an ended title is not offered). */
export const titlesOfType = (typeCode: string, ctx: CallContext) => listTitles(ctx.db, typeCode, true);

export const titleById = async (id: number, ctx: CallContext) => foundById(await titlesById(ctx.db, id));

async function valuesOf(form: TitleForm, ctx: CallContext): Promise<TitleValues> {
  assertHeadOffice(ctx.scope);
  checkDates(form.startDate, form.endDate, formRule);
  const typeCode = form.typeCode.trim();
  if (!(await typeByCode(ctx.db, typeCode))) throw formRule(messages.unknownType(typeCode));
  return {
    code: form.titleCode.trim(),
    description: form.titleDesc.trim(),
    typeCode,
    startDate: form.startDate,
    endDate: form.endDate,
    userIdUpdate: ctx.user.USER_ID,
  };
}

export async function addTitle(form: TitleForm, ctx: CallContext): Promise<Answer<string>> {
  const values = await valuesOf(form, ctx);
  const added = await insertTitle(ctx.db, values);
  await auditAdded(ctx, ENTITY, added, (t) => t.EMPLOYEE_TITLE_ID, messages.titleDuplicate(values.code));
  return formAnswer(messages.titleInserted);
}

export async function changeTitle(
  form: TitleForm & { titleId: number },
  ctx: CallContext,
): Promise<Answer<string>> {
  const values = await valuesOf(form, ctx);
  const [before] = await titlesById(ctx.db, form.titleId);
  if (!before) throw formRule(messages.notFound);
  if (await titleTaken(ctx.db, values.code, values.typeCode, form.titleId)) {
    throw formRule(messages.titleDuplicate(values.code));
  }
  // Roles holding the title keep their type: moving the title to another type would mismatch them.
  const mismatched = await rolesOfTitleOutsideType(ctx.db, form.titleId, values.typeCode);
  if (mismatched > 0) throw formRule(messages.titleTypeInUse(before.CODE, mismatched));
  const after = await updateTitle(ctx.db, form.titleId, values);
  await ctx.audit({ action: 'update', entity: ENTITY, entityId: form.titleId, before, after });
  return formAnswer(messages.titleUpdated);
}
