/**
 * The password policy: long enough, not the user's own ID or name, not a common password, and a
 * change must change it. Each refusal says which rule the password broke.
 */
import { messages } from '../../common/messages';
import { COMMON_PASSWORDS } from './common-passwords';
import { rule } from './errors';

export const PASSWORD_MIN_LENGTH = 10;
/** The login call takes at most 200 characters: a longer password could never be typed in. */
export const PASSWORD_MAX_LENGTH = 200;

/** The reason a password is refused for this user, or null when the policy accepts it. */
export function passwordProblem(password: string, user: { userId: string; userName: string }): string | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) return messages.passwordTooShort(PASSWORD_MIN_LENGTH);
  if (password.length > PASSWORD_MAX_LENGTH) return messages.passwordTooLong(PASSWORD_MAX_LENGTH);
  const lower = password.toLowerCase();
  const names = [user.userId, user.userName, user.userName.replace(/\s+/g, '')]
    .map((n) => n.trim().toLowerCase())
    .filter((n) => n.length >= 3);
  if (names.some((n) => lower.includes(n))) return messages.passwordHasUserName;
  if (COMMON_PASSWORDS.has(lower)) return messages.passwordTooCommon;
  return null;
}

/** Throws the policy's refusal (422) when the password breaks a rule. */
export function assertPasswordAllowed(password: string, user: { userId: string; userName: string }): void {
  const problem = passwordProblem(password, user);
  if (problem) throw rule(problem);
}
