/** Texts of the push activity screens: input with its question builder, approval, overview. */
export const pushActivityMessages = {
  inputPushActivity: 'Input Push Activity',
  pushActivityApproval: 'Push Activity Approval',
  pushActivityOverview: 'Push Activity Overview',
  /** The approval screen's heading as the spec names it. */
  pushActivityHeading: 'AAM - PUSH ACTIVITY OVERVIEW',
  /** The customer upload takes .xls or .xlsx only. */
  useXlsxTemplate: 'Gunakan template XLSX',
  templateValid: 'Template valid',
  questionRequired: 'Pertanyaan wajib diisi.',
  optionRequired: 'Pilihan jawaban wajib diisi.',
  campaignStartTooSoon: (first: string) => `Periode paling cepat dimulai ${first}.`,
  campaignDatesNotDaily: 'Tanggal periode harus berurutan setiap hari.',
  questionTypeUnknown: (question: number) => `Pertanyaan ${question}: pilih tipe pertanyaan.`,
  questionLimit: (question: number, rule: string) => `Pertanyaan ${question}: ${rule}`,
  questionIdTwice: (id: string) => `Id pertanyaan ${id} dipakai dua kali.`,
  jumpUnknown: (question: number) => `Pertanyaan ${question}: lompatan ke pertanyaan yang tidak ada.`,
  jumpLoop: (question: number) => `Pertanyaan ${question}: lompatan membentuk putaran.`,
  campaignRefUnknown: (what: string, codes: string) => `${what} tidak dikenal: ${codes}`,
  campaignOutsideScope: (codes: string) => `Branch di luar akses Anda: ${codes}`,
  campaignDecided: (ids: string) => `Campaign ${ids} sudah diputuskan sebelumnya.`,
  campaignOwn: (ids: string) =>
    `Campaign ${ids} dibuat oleh Anda sendiri; approve atau reject harus oleh user lain.`,
  campaignNotFound: (ids: string) => `Campaign ${ids} tidak ditemukan.`,
} as const;
