/** Employee types: list, one, add and change (head office only). */
import { messages } from '../../../common/messages';
import type { Answer, CallContext } from '../../platform/implement';
import { assertHeadOffice, auditAdded, checkDates, formAnswer, formRule, foundById } from './guards';
import {
  insertType,
  listTypes,
  type TypeValues,
  typeCodeTaken,
  typesById,
  updateType,
} from './type-title-queries';

/** The audit log's name of the table. */
const ENTITY = 'employee_type';

interface TypeForm {
  typeCode: string;
  typeDesc: string;
  startDate: string;
  endDate: string;
}

export const selectTypes = (ctx: CallContext) => listTypes(ctx.db);

export const typeById = async (id: number, ctx: CallContext) => foundById(await typesById(ctx.db, id));

function valuesOf(form: TypeForm, ctx: CallContext): TypeValues {
  assertHeadOffice(ctx.scope);
  checkDates(form.startDate, form.endDate, formRule);
  return {
    code: form.typeCode.trim(),
    description: form.typeDesc.trim(),
    startDate: form.startDate,
    endDate: form.endDate,
    userIdUpdate: ctx.user.USER_ID,
  };
}

export async function addType(form: TypeForm, ctx: CallContext): Promise<Answer<string>> {
  const values = valuesOf(form, ctx);
  const added = await insertType(ctx.db, values);
  await auditAdded(ctx, ENTITY, added, (t) => t.EMPLOYEE_TYPE_ID, messages.typeDuplicate(values.code));
  return formAnswer(messages.typeInserted);
}

export async function changeType(
  form: TypeForm & { typeId: number },
  ctx: CallContext,
): Promise<Answer<string>> {
  const values = valuesOf(form, ctx);
  const [before] = await typesById(ctx.db, form.typeId);
  if (!before) throw formRule(messages.notFound);
  if (await typeCodeTaken(ctx.db, values.code, form.typeId))
    throw formRule(messages.typeDuplicate(values.code));
  const after = await updateType(ctx.db, form.typeId, values);
  await ctx.audit({ action: 'update', entity: ENTITY, entityId: form.typeId, before, after });
  return formAnswer(messages.typeUpdated);
}
