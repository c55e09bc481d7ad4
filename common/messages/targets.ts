/** Texts of the target screens and calls: uploads, submits, approval and the summaries. */

export const targetMessages = {
  // Target screens
  statusLabel: 'Status',

  // Target upload row reasons (REASON of /target/upload and /target/uploadcab)
  reasonTargetMonth: 'MONTH_ID harus 1 sampai 12.',
  reasonTargetUnknownBranch: 'KODE_CABANG tidak ditemukan.',
  reasonTargetForeignBranch: 'KODE_CABANG bukan cabang Anda.',
  reasonTargetUnknownLini: 'ITEM_SUBLINI tidak ada untuk BISNIS ini.',
  reasonTargetUnknownProductName: 'PRODUCT_NAME tidak ditemukan.',
  targetAlternateRefused: (row: number, reason: string) =>
    `Baris ${row}: ${reason} Tidak ada target yang disimpan.`,
  reasonTargetUnknownSubLine: 'SUBLINI_PRODUCT tidak ada untuk ITEM_SUBLINI ini.',
  reasonTargetUnknownChannelGroup: 'CHANNEL_OUTLET_GROUP tidak ditemukan.',
  reasonTargetUnknownPosition: 'SALESPERSON_POSITION bukan posisi di KODE_CABANG.',
  reasonTargetUnknownGeoGroup: 'TERITORY_GEO_GROUP tidak ditemukan.',
  reasonTargetValue: (column: string) => `${column} harus angka 0 atau lebih, paling banyak 2 desimal.`,
  reasonTargetTwice:
    'Baris duplikat di dalam file (YEAR_ID, MONTH_ID, KODE_CABANG, BISNIS, ITEM_SUBLINI, SUBLINI_PRODUCT, CHANNEL_OUTLET_GROUP, SALESPERSON_POSITION, TERITORY_GEO_GROUP).',
  reasonTargetLocked: 'Target cabang bulan ini sudah di-approve; tidak dapat diubah.',
  reasonTargetChanged: 'Target ini di-approve setelah file diperiksa; tidak disimpan.',
  targetsSubmitted: (n: number) => `Submit Success... ${n} target disimpan.`,
  summaryTarget: 'Summary Target',
  submitTarget: 'Submit Target',
  submitTargetCabang: 'Submit Target Cabang',
  uploadTarget: 'Upload Target',
  submitDataTarget: 'Submit Data Target',
  targetUploadHint:
    'Setiap baris wajib berisi semua kolom template. Semua baris diperiksa dulu; Submit menyimpan file bila tidak ada baris yang gagal.',
  targetBranchUploadHint:
    'Pilih bulan dan cabang, lalu Download Template: template berisi rekomendasi head office. Semua baris diperiksa dulu; Submit menyimpan file bila tidak ada baris yang gagal.',
  targetAlternateHint:
    'Baris yang tidak berisi kesepuluh kolom dilewati; baris lainnya disimpan semua atau tidak sama sekali.',
  targetRowsSkipped: (saved: number, skipped: number) =>
    `Submit Success... ${saved} target disimpan, ${skipped} baris yang kolomnya tidak lengkap dilewati.`,
  targetHoApproval: 'Target HO Approval',
  deleteTargetCabang: 'Delete Target Cabang',
  approvalTargetCabang: 'Approval Target Cabang',
  summaryTargetCabang: 'Summary Target Cabang',
  byPosition: 'By Position',
  byLini: 'By Lini',
  reasonLabel: 'Reason',
  deleteLabel: 'Delete',
  approveLabel: 'APPROVE',
  rejectLabel: 'Reject',
  reopenLabel: 'Buka Kembali',
  rejectTitle: (branch: string, periode: string) => `Reject target ${branch}, ${periode}`,
  confirmReopen: 'Buka kembali bulan yang sudah di-approve ini untuk cabang?',
  searchTargetOverview: 'Search Target Overview',
  checkSearchHint: 'Cari baris Error Data dan Clean Data: kolom apa pun, REASON, atau nomor ROW.',
  checkSearchFound: (found: number, all: number) => `${found} dari ${all} baris cocok.`,
  targetNoRecommendation: (branch: string, periode: string) =>
    `Belum ada rekomendasi target head office untuk ${branch} ${periode}; template tidak dapat dibuat.`,
  targetNotSubmittedTitle: (periode: string, n: number) =>
    `Belum submit target cabang ${periode} (${n} cabang):`,
  targetAllSubmitted: (periode: string) => `Semua cabang sudah submit target cabang ${periode}.`,
  targetTotals: (ho: string, cab: string, gap: string) => `Total HO ${ho} · Total Cabang ${cab} · GAP ${gap}`,
  targetNothingToApprove: 'Tidak ada target NEW untuk di-approve.',
  targetNotSubmitted: (periode: string, branches: readonly string[]) =>
    `Cabang ${branches.join(', ')} belum submit target cabang untuk ${periode}; target ini belum dapat di-approve.`,
  targetNothingToReject: 'Tidak ada target NEW untuk di-reject.',
  targetNothingToReopen: 'Tidak ada target yang sudah di-approve untuk dibuka kembali.',
  targetNothingToDelete: 'Tidak ada target cabang untuk dihapus.',
  targetReasonUnknown: 'Reason tidak ada di daftar.',
  targetRejectReasonRequired: 'Reason reject wajib diisi.',

  // Part 2 forms
  fillReasonFirst: 'Silahkan isi reason terlebih dahulu.',
  confirmApproveSubmit: 'Apakah Yakin akan lakukan Approve submit?',
} as const;
