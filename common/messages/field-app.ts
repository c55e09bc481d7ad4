/** Texts of the field app's calls: the rep's sign-in and the refusals of a rep's session. */

export const fieldAppMessages = {
  /** A field rep call without a live field session (none sent, ended, expired, or the link changed). */
  fieldSessionEnded: 'Sesi aplikasi lapangan telah habis. Silakan masuk kembali.',
  /** The user signed in is no sales rep: no employee is linked to it in Daftar Pengguna. */
  fieldRepNotLinked:
    'User ini belum terhubung ke karyawan (sales rep). Minta admin mengisi Employee ID di Daftar Pengguna.',
  /** The rep's employee record is inactive (gone from the HR system). */
  fieldRepInactive: 'Karyawan (sales rep) ini sudah tidak aktif.',
  /** A user's employee link names no known employee. */
  employeeUnknown: (id: string) => `Employee ID ${id} tidak dikenal.`,
  /** An employee may be linked to one user only. */
  employeeLinked: (id: string, userId: string) => `Employee ID ${id} sudah terhubung ke user ${userId}.`,
} as const;
