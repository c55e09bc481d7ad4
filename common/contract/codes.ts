/**
 * The rule of the codes staff type by hand and other systems match on: employee type, employee
 * title and position codes. A distributor's codes travel into sales systems, reports and label
 * files, where 'qa2' and 'QA2', or 'JKT QA 003' and 'JKT-QA-003', would be two codes for one thing.
 * So a code is stored trimmed and in upper case, holds letters, digits and - _ . / only (no spaces),
 * and has one length limit per kind. The forms, the uploads and the server apply this one rule.
 */
import { z } from 'zod';

/** The longest code of each kind: the forms' maxLength, the upload rules and the database checks. */
export const CODE_MAX_LENGTH = {
  type: 30,
  title: 30,
  position: 50,
} as const;

export type CodeKind = keyof typeof CODE_MAX_LENGTH;

/** What a code may hold once normalised; the same pattern runs in SQL over uploaded rows. */
export const CODE_PATTERN_SOURCE = '^[A-Z0-9][A-Z0-9._/-]*$';
const CODE_PATTERN = new RegExp(CODE_PATTERN_SOURCE);

/** A code as it is stored: trimmed and upper case (the form shows it so while the user types). */
export const normaliseCode = (text: string): string => text.trim().toUpperCase();

/** The message of a code that breaks the rule, or undefined; `label` names the field. */
export function codeProblem(kind: CodeKind, label: string, code: string): string | undefined {
  const max = CODE_MAX_LENGTH[kind];
  if (code.length > max) return codeMessages.tooLong(label, max);
  if (code !== '' && !CODE_PATTERN.test(code)) return codeMessages.badCharacters(label);
  return undefined;
}

export const codeMessages = {
  tooLong: (label: string, max: number) => `${label} may hold at most ${max} characters.`,
  badCharacters: (label: string) =>
    `${label} may hold only letters, digits and - _ . / (no spaces); it is stored in upper case.`,
};

/**
 * The schema of a code field: normalised, then required (with `requiredMessage`; without it an
 * empty code is left to the service, e.g. the role's 'All Field Must Filled') and checked against
 * the rule. The message names the field by `label`, as the spec's own messages do.
 */
export function codeField(kind: CodeKind, label: string, requiredMessage?: string) {
  const stored = requiredMessage === undefined ? z.string() : z.string().min(1, requiredMessage);
  return z
    .string()
    .transform(normaliseCode)
    .pipe(
      stored.superRefine((code, ctx) => {
        const problem = codeProblem(kind, label, code);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    );
}
