/**
 * Texts several screens and modules show: the confirmation and success texts, the labels of the
 * list screen, the date fields and the branch, position and customer selects, and the rules more
 * than one module answers with.
 */

/** The hint of a list not loaded yet: the button to press is the screen's own. */
const pressToLoad = (button: string) => `Pilih filter, lalu tekan ${button}.`;

export const sharedMessages = {
  // Common
  confirmTitle: 'Are you Sure to Continue ?',
  cancel: 'Cancel',
  submit: 'Submit',
  ok: 'OK',
  periodClosed: 'Periode sudah ditutup.',
  /** A write of several branches, some of them closed: the spec's text, then the closed branches. */
  periodClosedFor: (branchCodes: readonly string[]) =>
    `Periode sudah ditutup. Cabang: ${branchCodes.join(', ')}`,
  somethingWrong: 'Something is wrong..',
  success: 'Success..',
  confirmApprove: 'Apakah Yakin akan lakukan Approve?',
  confirmDelete: 'Apakah Yakin akan menghapus data ini?',
  dataSaved: 'Data saved successfully',
  submitSuccess: 'Submit Success...',
  editSuccess: 'Edit Success',
  updateSuccess: 'Success Update Data !',
  uploadSuccess: 'Sukses upload',

  // Shared screen parts: list screen, date fields, branch and position selects
  loadList: 'Load List',
  exportData: 'Export Data',
  exportExcel: 'Export Excel',
  searchLabel: 'Search',
  rowsTotal: (n: number) => `Total ${n.toLocaleString('en-US')} baris`,
  pressLoadList: pressToLoad('Load List'),
  /** The empty list's hint, naming the list's own load button ('Search Target Overview'). */
  pressToLoad,
  noRows: 'Tidak ada data.',
  editLabel: 'Edit',
  actionsLabel: 'Aksi',
  selectToday: 'Select Today',
  selectEndOfThisMonth: 'Select End Date of This Month',
  selectEndOfLastMonth: 'Select End date of Last Month',
  startDateLabel: 'Start Date',
  endDateLabel: 'End Date',
  branchLabel: 'Branch',
  monthLabel: 'Bulan',
  yearLabel: 'Tahun',
  positionLabel: 'Position',
  allPositions: 'ALL POSITION',
  saveLabel: 'Simpan',

  // Labels and prompts of forms in more than one module
  typeCodeLabel: 'Type',
  titleCodeLabel: 'Title',
  supervisorLabel: 'Supervisor',
  csoLabel: 'CSO',
  endBeforeStart: 'End Date tidak boleh sebelum Start Date.',
  dateRangeTooLong: (days: number) => `Rentang tanggal paling lama ${days} hari.`,
  selectBranchFirst: 'Silakan pilih Branch terlebih dahulu',
  fillBranchFirst: 'Silakan isi Branch terlebih dahulu',
  close: 'Tutup',
  assignmentCustomerLabel: 'Customer',
  assignmentNoCustomer: 'Customer tidak ditemukan.',
  allOption: 'ALL',
  areaLabel: 'Area',
  findLabel: 'Find',

  // Photos: their thumbnails and the full-screen preview (display checks)
  viewPhotos: 'Lihat foto',
  photoPrevious: 'Foto sebelumnya',
  photoNext: 'Foto berikutnya',
  zoomIn: 'Perbesar',
  zoomOut: 'Perkecil',
  zoomReset: 'Ukuran semula',
  photoUnavailable: 'Foto tidak dapat ditampilkan.',
  photoPosition: (shown: number, count: number) => `${shown} / ${count}`,
  checkWithoutPhotos: 'Display check ini tidak memiliki foto.',

  // Answers of more than one module
  /** A text of one row, by its number: a row of the form refused, a note on a row of a sheet. */
  rowNote: (row: number, note: string) => `Baris ${row}: ${note}`,
  positionNotFound: (code: string) => `Position ${code} tidak ditemukan.`,
  customerNotFound: (id: string) => `Customer ${id} tidak ditemukan.`,
  dateInvalid: (field: string) => `${field} harus tanggal yang valid, ditulis YYYY-MM-DD.`,
  unknownBranch: (code: string) => `Branch ${code} tidak ditemukan.`,
  unknownSupervisor: (code: string) => `Supervisor ${code} tidak ditemukan di cabang ini.`,
  unknownCso: (code: string) => `CSO ${code} tidak ditemukan di cabang ini.`,

  // Multi-select dialog
  selectAllShown: 'Pilih semua yang tampil',
  chosenCount: (n: number) => `${n} dipilih`,
  clearChoice: 'Kosongkan',
} as const;
