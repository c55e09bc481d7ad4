/** The password policy alone: each rule's refusal, and what it accepts. */
import { describe, expect, it } from 'vitest';
import { messages } from '../../common/messages';
import { PASSWORD_MIN_LENGTH, passwordProblem } from './password-policy';

const user = { userId: 'sby.admin', userName: 'Admin Cabang Surabaya' };

describe('the password policy', () => {
  it.each([
    ['Pendek1!', messages.passwordTooShort(PASSWORD_MIN_LENGTH)],
    ['x'.repeat(201), messages.passwordTooLong(200)],
    ['my-SBY.ADMIN-2026', messages.passwordHasUserName],
    ['adminCABANGsurabaya!', messages.passwordHasUserName],
    ['Admin Cabang Surabaya 1', messages.passwordHasUserName],
    ['PASSWORD123', messages.passwordTooCommon],
    ['Bismillah123', messages.passwordTooCommon],
    ['1234567890', messages.passwordTooCommon],
  ])('refuses %j', (password, message) => {
    expect(passwordProblem(password, user)).toBe(message);
  });

  it('counts characters, not UTF-16 units, and accepts a long passphrase', () => {
    // Nine characters, eighteen UTF-16 units: still too short.
    expect(passwordProblem('😀'.repeat(9), user)).toBe(messages.passwordTooShort(PASSWORD_MIN_LENGTH));
    expect(passwordProblem('😀'.repeat(10), user)).toBeNull();
    expect(passwordProblem('Kopi tubruk 2026', user)).toBeNull();
  });
});
