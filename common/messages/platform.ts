/** Texts the server platform answers with: authentication, rights, scope, malformed calls and lists. */
import { n } from './format';

export const platformMessages = {
  // Server-side platform
  sessionEnded: 'Session anda telah habis',
  apiKeyMissing: 'A valid api-key header is required.',
  /** A field app call without the field app's key (FIELD_APP_KEY) as its bearer token. */
  fieldAppKeyMissing: 'Kunci aplikasi lapangan tidak valid.',
  /** An integration call without the ERP's key (INTEGRATION_KEY) as its bearer token. */
  integrationKeyMissing: 'Kunci integrasi tidak valid.',
  forbidden: 'Anda tidak memiliki akses ke menu ini.',
  outOfScope: 'Data ini milik cabang lain.',
  unexpected: (requestId: string) =>
    `Terjadi kesalahan tak terduga. Hubungi support dengan request id ${requestId}.`,
  invalidRequest: (detail: string) => `Invalid request: ${detail}`,
  notFound: 'Data tidak ditemukan.',
  tooLarge: 'Permintaan terlalu besar.',
  /** A body holding more arrays and objects (rows) than its call takes, refused before it is read. */
  tooManyItems: (limit: number) =>
    `Permintaan terlalu besar: lebih dari ${n(limit)} baris atau item untuk panggilan ini.`,
  /** What an 'Invalid request: <field>: <part>' answer says of the refused field. */
  refused: {
    bodyEmpty: 'the body is empty',
    bodyNotJson: 'the body is not valid JSON',
    bodyTooDeep: (levels: number) => `the body nests arrays or objects deeper than ${levels} levels`,
    keyNotAccepted: 'a key named __proto__ (or constructor holding prototype) is not accepted',
    textNotStorable: 'holds a NUL character or broken Unicode text, which cannot be stored',
    wholeNumberOutOfRange: 'must be a whole number from -2147483648 to 2147483647',
    sortFieldMalformed: 'must be the name of a column',
    sortFieldUnknown: 'is not a column this list can be sorted on',
    /** A cursor the server did not give for this list (forged, changed, another list's, or signed before a restart). */
    cursorNotOfList: 'not a cursor of this list; load the list again',
    cursorSortedDifferently: 'the list was sorted differently; load the list again',
  },
  searchTooShort: (min: number) => `Ketik minimal ${min} karakter untuk mencari.`,
  /** A page number past the depth an offset may reach (PAGE_NUMBER_MAX_ROWS): the cursors reach any page. */
  pageTooDeep: (maxRows: number) =>
    `Nomor halaman hanya dapat dipakai sampai baris ${n(maxRows)}. Untuk halaman sesudahnya gunakan cursor (after, before atau last), atau persempit pencarian.`,
  exportRunning: 'Export anda sebelumnya masih berjalan. Tunggu sampai selesai diunduh, lalu export lagi.',
  reasonUnstorableText: (column: string) =>
    `${column} berisi karakter yang tidak dapat disimpan (NUL atau teks Unicode rusak); ketik ulang isi sel ini.`,
} as const;
