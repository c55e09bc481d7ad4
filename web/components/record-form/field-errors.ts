import type { z } from 'zod';
import { messages } from '../../../common/messages';

/** Messages under the fields of a form, by field name. */
export type FieldErrors = Record<string, string>;

/** The first message of each field of a failed zod check, for the helper text under the field. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** The end date of a period before its start, under the end date (dates as 'YYYY-MM-DD'). */
export function endBeforeStart(values: { startDate: string; endDate: string }): FieldErrors {
  const { startDate, endDate } = values;
  return startDate && endDate && endDate < startDate ? { endDate: messages.endBeforeStart } : {};
}

/** What a field shows of its form's check: `error` and `helperText`, spread on the field. */
export interface FieldErrorProps {
  error: boolean;
  helperText: string | undefined;
}

/**
 * The message of `field` under it, in red, or else `hint` (a note the field shows while it has no
 * message): `<TextField {...fieldError(errors, 'desc')} />`. One binding for every form's fields.
 */
export function fieldError<F extends string>(
  errors: Readonly<Partial<Record<F, string>>>,
  field: F,
  hint?: string,
): FieldErrorProps {
  const message = errors[field];
  return { error: !!message, helperText: message ?? hint };
}
