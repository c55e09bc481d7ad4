/**
 * Texts of the checked uploads: the import screen, the template checks and the row reasons more
 * than one upload gives.
 */

export const uploadMessages = {
  // Shared screen parts: the import screen
  downloadTemplate: 'Download Template',
  preparingTemplate: 'Menyiapkan template...',
  submitUploadedFile: 'Submit Uploaded File',
  oneFileOnly: 'Upload satu file saja setiap kali.',
  removeFile: 'Hapus file',
  sendingRows: 'Mengirim baris...',
  failedRowsTitle: 'Baris gagal',
  exportFailedRows: 'Export Baris Gagal',
  exportCleanRows: 'Export Baris Valid',
  errorMappingTab: 'Error Mapping',
  errorDataTab: 'Error Data',
  cleanDataTab: 'Clean Data',
  rowsRead: (n: number) => `${n.toLocaleString('en-US')} baris terbaca.`,
  /** Rows of a sheet left out for an empty required column: how many, then each by its sheet row. */
  rowsSkipped: (n: number) => `${n.toLocaleString('en-US')} baris dilewati karena kolom wajibnya kosong.`,
  skippedRow: (row: number, columns: string) => `Baris ${row}: ${columns} kosong`,
  moreRows: (n: number) => `dan ${n.toLocaleString('en-US')} baris lainnya`,
  reasonSkipped: (columns: string) => `Dilewati: ${columns} kosong.`,
  rowsToSubmit: (send: number, leftOut: number) =>
    leftOut === 0
      ? `${send.toLocaleString('en-US')} baris akan di-submit.`
      : `${send.toLocaleString('en-US')} baris akan di-submit; ${leftOut.toLocaleString('en-US')} baris tidak ikut.`,
  rowsLeftOut: (n: number) => `${n.toLocaleString('en-US')} baris tidak ikut di-submit.`,
  previewTitle: 'Baris terbaca',

  // Upload and template
  templateMismatch: 'Template tidak sesuai.',
  useXlsTemplateLower: 'Gunakan template XLS',
  checkTemplateOrData: 'Periksa Kembali Template Atau Data Yang Digunakan',
  uploadFileFirst: 'Please Upload CSV File First !',
  fileEmpty: 'File tidak berisi data.',
  fileTooLarge: (maxRows: number) => `File terlalu besar: maksimal ${maxRows} baris.`,
  fileUnreadable: 'File tidak dapat dibaca. Gunakan template yang disediakan.',
  dropFileHere: 'Tarik dan lepas file ke sini, atau klik untuk memilih file',
  saveAsXls:
    'Upload file yang disimpan sebagai "Excel 97-2003 (.xls)": di Excel pilih File, Save As, lalu type "Excel 97-2003 Workbook (*.xls)". File .xlsx ditolak.',
  parsingFile: 'Membaca file...',
  validatingRows: 'Memvalidasi baris...',

  // Row reasons of more than one upload
  reasonRequired: (column: string) => `${column} wajib diisi.`,
  reasonBadDate: (column: string) => `${column} harus berformat YYYY-MM-DD.`,
  reasonEndBeforeStart: 'END_DATE lebih kecil dari START_DATE.',
  reasonBadFlag: (column: string) => `${column} harus Y atau N.`,
  reasonUnknownBisnis: 'BISNIS tidak ditemukan.',
  reasonYear: 'YEAR_ID harus tahun 2000 sampai 24 tahun ke depan.',
  reasonCallTooLong: (column: string, max: number) => `${column} maksimal ${max} karakter.`,

  // Refusals of a checked upload's submit
  uploadBatchReplaced:
    'File ini bukan file terakhir yang Anda periksa: file lain sudah diperiksa sesudahnya (mis. di tab lain). Upload file ini kembali sebelum submit.',
  uploadRowsMismatch: 'Data yang dikirim tidak sama dengan data yang sudah divalidasi. Upload file kembali.',
  uploadHasFailedRows: 'Masih ada baris yang gagal: perbaiki file dan upload kembali sebelum submit.',
} as const;
