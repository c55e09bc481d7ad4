/** Texts of the business line product mapping (spec part 2 sections 5 and 7). */

export const bisnisLiniMessages = {
  // Business line product mapping (spec part 2 sections 5 and 7)
  uploadMappingBisnisLini: 'Upload Bisnis Lini Product',
  overviewBisnisLini: 'Overview Bisnis Lini Product',
  searchOverview: 'Search Overview',
  reasonMappingPersonType: 'SLS_PERSON_TYPE_ID dan SLS_PERSON_TYPE bukan type salesman yang terdaftar.',
  reasonMappingLine: 'PRINCIPAL_LINE tidak ditemukan.',
  reasonMappingBisnis: 'PRINCIPAL_LINE bukan lini dari BISNIS_GROUP ini.',
  reasonMappingLevel: (column: string, levels: string) => `${column} harus salah satu dari ${levels}.`,
  reasonMappingDotFlag: 'DOT_FLAG harus Y atau N.',
  reasonMappingDate: (column: string) => `${column} harus tanggal YYYY-MM-DD.`,
  reasonMappingEndBeforeStart: 'END_DATE tidak boleh sebelum START_DATE.',
  reasonMappingStatus: (statuses: string) => `STATUS harus salah satu dari ${statuses}.`,
  reasonMappingTwice:
    'Baris duplikat di dalam file (SLS_PERSON_TYPE_ID, PRINCIPAL_LINE, SCH_GROUP, START_DATE).',
  reasonMappingChanged: 'Mapping ini berubah setelah file diperiksa; tidak disimpan.',
  reasonMappingOverlapsRow: (start: string, end: string) =>
    `Periode bertumpuk dengan baris lain di file ini untuk mapping yang sama (START_DATE ${start}, END_DATE ${end}).`,
  reasonMappingOverlapsStored: (start: string, end: string) =>
    `Periode bertumpuk dengan mapping tersimpan START_DATE ${start} s/d END_DATE ${end}, yang mulai sesudah START_DATE baris ini; isi END_DATE sebelum ${start}.`,
  noteMappingEnded: (start: string, end: string, newEnd: string) =>
    `Mapping tersimpan ${start} s/d ${end} akan diakhiri ${newEnd}.`,
  mappingsEnded: (n: number) =>
    `Sukses upload: ${n} mapping tersimpan diakhiri sehari sebelum START_DATE yang baru.`,
  mappingStoredChanged: 'Mapping tersimpan berubah setelah file diperiksa: upload file kembali.',
  mappingTakeoversTitle: (n: number) =>
    `Submit akan mengakhiri ${n} mapping tersimpan sehari sebelum START_DATE baris yang menggantikannya:`,
  mappingUploadHint:
    'Setiap baris wajib berisi kesebelas kolom; START_DATE dan END_DATE ditulis YYYY-MM-DD. Baris yang kurang kolom tampil di Error Mapping dengan kolom yang harus diisi.',
} as const;
