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
} as const;
