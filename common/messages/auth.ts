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
  // Passwords (the spec has none of these texts)
  passwordTooShort: (min: number) => `Password minimal ${min} karakter.`,
  passwordTooLong: (max: number) => `Password maksimal ${max} karakter.`,
  passwordHasUserName: 'Password tidak boleh memuat User ID atau nama pengguna.',
  passwordTooCommon: 'Password ini terlalu umum dan mudah ditebak. Pilih password lain.',
  passwordSameAsOld: 'Password baru harus berbeda dari password sekarang.',
  oldPasswordWrong: 'Password sekarang salah.',
  passwordChangeRequired: 'Ganti password dulu: password ini hanya untuk sekali pakai.',
  passwordChanged: 'Password sudah diganti.',
  changePassword: 'Ganti Password',
  currentPasswordLabel: 'Password Sekarang',
  newPasswordLabel: 'Password Baru',
  repeatPasswordLabel: 'Ulangi Password Baru',
  passwordsDiffer: 'Kedua password baru tidak sama.',
} as const;
