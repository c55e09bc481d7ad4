/** Employee titles: list, one, add and change (head office only). A title belongs to a type. */
import { messages } from '../../../common/messages';
import { rule } from '../../platform/errors';
import { Answer, type CallContext } from '../../platform/implement';
import { assertHeadOffice, checkDates, formRule } from './guards';
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

interface TitleForm {
  titleCode: string;
  titleDesc: string;
  typeCode: string;
  startDate: string;
  endDate: string;
}

export const typeCodesForTitles = (ctx: CallContext) => listTypeCodes(ctx.db);
export const selectTitles = (ctx: CallContext) => listTitles(ctx.db);
export const titlesOfType = (typeCode: string, ctx: CallContext) => listTitles(ctx.db, typeCode);

export async function titleById(id: number, ctx: CallContext) {
  const found = await titlesById(ctx.db, id);
  if (found.length === 0) throw rule(messages.notFound);
  return found;
}

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
  if (!added) throw formRule(messages.titleDuplicate(values.code));
  await ctx.audit({
    action: 'insert',
    entity: 'employee_title',
    entityId: added.EMPLOYEE_TITLE_ID,
    after: added,
  });
  return new Answer(messages.titleInserted, messages.titleInserted);
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
  await ctx.audit({ action: 'update', entity: 'employee_title', entityId: form.titleId, before, after });
  return new Answer(messages.titleUpdated, messages.titleUpdated);
}
