/** Texts of the login page and the login call. */

export const authMessages = {
  // Login
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  loginEmpty: "username or password can't be empty..",
  loginFailed: 'Username atau password salah..',
  loginLocked: 'Terlalu banyak login yang gagal. Tunggu beberapa menit, lalu coba lagi.',
  usernameLabel: 'Username',
  passwordLabel: 'Password',
  login: 'Login',
  // Passwords (the spec has no texts for them)
  passwordTooShort: (min: number) => `The password must be at least ${min} characters long.`,
  passwordTooLong: (max: number) => `The password must be at most ${max} characters long.`,
  passwordHasUserName: 'The password must not contain the user ID or the user name.',
  passwordTooCommon: 'This password is too common: choose one that is harder to guess.',
  passwordSameAsOld: 'The new password must differ from the current one.',
  oldPasswordWrong: 'The current password is wrong.',
  passwordChangeRequired: 'Change your password first: it was set as a one-time password.',
  passwordChanged: 'Password changed.',
  changePassword: 'Change password',
  currentPasswordLabel: 'Current password',
  newPasswordLabel: 'New password',
  repeatPasswordLabel: 'Repeat the new password',
  passwordsDiffer: 'The two new passwords differ.',
} as const;
