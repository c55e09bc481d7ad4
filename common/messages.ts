/**
 * Every user-facing text of the specification, each written once.
 * Indonesian text is kept exactly as the specification quotes it, odd spelling and spacing included.
 */
/** A count as the screens write it, with thousands separators: 11,725. */
const n = (count: number) => count.toLocaleString('en-US');

/** The hint of a list not loaded yet: the button to press is the screen's own. */
const pressToLoad = (button: string) => `Pilih filter, lalu tekan ${button}.`;

export const messages = {
  // Common
  confirmTitle: 'Are you Sure to Continue ?',
  cancel: 'Cancel',
  submit: 'Submit',
  ok: 'OK',
  sessionEndedText: 'Silahkan login kembali untuk dapat melanjutkan menggunakan website ini',
  periodClosed: 'Periode sudah ditutup.',
  /** A write of several branches, some of them closed: the spec's text, then the closed branches. */
  periodClosedFor: (branchCodes: readonly string[]) =>
    `Periode sudah ditutup. Cabang: ${branchCodes.join(', ')}`,
  somethingWrong: 'Something is wrong..',
  success: 'Success..',
  submitSuccess: 'Submit Success...',
  editSuccess: 'Edit Success',
  updateSuccess: 'Success Update Data !',
  cutOffSuccess: 'Success Cut Off Data !',
  uploadSuccess: 'Sukses upload',
  dataSaved: 'Data saved successfully',
  allFieldMustFilled: 'All Field Must Filled',
  importResult: (success: number, fail: number) =>
    `Success Import ${success} record(s) and failed for ${fail} record(s).`,

  // Shared screen parts: list screen, import screen, date fields, branch and position selects
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
  selectToday: 'Select Today',
  selectEndOfThisMonth: 'Select End Date of This Month',
  selectEndOfLastMonth: 'Select End date of Last Month',
  startDateLabel: 'Start Date',
  endDateLabel: 'End Date',
  branchLabel: 'Branch',
  channelLabel: 'Channel',
  monthLabel: 'Bulan',
  yearLabel: 'Tahun',
  positionLabel: 'Position',
  allPositions: 'ALL POSITION',
  saveLabel: 'Simpan',
  yes: 'Yes',
  no: 'No',

  // Structure screens
  employeeType: 'Employee Type',
  employeeTitle: 'Employee Title',
  addNewType: 'Add New Type',
  editType: 'Edit Type',
  typeCodeLabel: 'Type',
  typeDescLabel: 'Type Description',
  addNewTitle: 'Add New Title',
  editTitle: 'Edit Title',
  titleCodeLabel: 'Title',
  titleDescLabel: 'Title Description',
  statusLabel: 'Status',
  manageRole: 'Manage Role',
  addNewRole: 'Add New Role',
  editRole: 'Edit Structure Role',
  uploadNewRole: 'Upload New Role',
  supervisorLabel: 'Supervisor',
  supervisorEmailLabel: 'Supervisor Email',
  csoLabel: 'CSO',
  collectorLabel: 'Collector',
  secondaryPositionLabel: 'Secondary Position',
  mappingAdditionalLabel: 'Mapping Additional',
  additionalTypeLabel: 'Additional Type',

  // Login
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  loginEmpty: "username or password can't be empty..",
  loginFailed: 'Username atau password salah..',
  loginLocked: 'Terlalu banyak login yang gagal. Tunggu beberapa menit, lalu coba lagi.',
  usernameLabel: 'Username',
  passwordLabel: 'Password',
  login: 'Login',

  // Main layout and router
  logout: 'Logout',
  home: 'Home',
  toggleMenu: 'Tampilkan atau sembunyikan menu',
  notFoundTitle: 'Tidak Ditemukan',
  noAccessTitle: 'Tidak Ada Akses',
  notFoundText: 'Halaman yang anda buka tidak ada.',
  backToHome: 'Kembali ke Home',
  backToList: 'Kembali ke daftar',
  serverUnreachable: 'Server tidak dapat dihubungi. Periksa koneksi, lalu coba lagi.',
  retry: 'Coba lagi',
  serverAnswerUnreadable: (status: number) =>
    `Server tidak dapat menjawab (status ${status}). Silakan coba lagi sebentar lagi.`,
  screenUnavailable: 'Layar ini bagian dari rilis Armada berikutnya.',

  // Server-side platform
  sessionEnded: 'Session anda telah habis',
  apiKeyMissing: 'A valid api-key header is required.',
  forbidden: 'Anda tidak memiliki akses ke menu ini.',
  outOfScope: 'Data ini milik cabang lain.',
  unexpected: (requestId: string) =>
    `Terjadi kesalahan tak terduga. Hubungi support dengan request id ${requestId}.`,
  invalidRequest: (detail: string) => `Invalid request: ${detail}`,
  notFound: 'Data tidak ditemukan.',
  tooLarge: 'Permintaan terlalu besar.',
  /** What an 'Invalid request: <field>: <part>' answer says of the refused field. */
  refused: {
    bodyEmpty: 'the body is empty',
    bodyNotJson: 'the body is not valid JSON',
    keyNotAccepted: 'a key named __proto__ (or constructor holding prototype) is not accepted',
    textNotStorable: 'holds a NUL character or broken Unicode text, which cannot be stored',
    wholeNumberOutOfRange: 'must be a whole number from -2147483648 to 2147483647',
    sortFieldMalformed: 'must be the name of a column',
    sortFieldUnknown: 'is not a column this list can be sorted on',
  },
  searchTooShort: (min: number) => `Ketik minimal ${min} karakter untuk mencari.`,
  /** A page number past the depth an offset may reach (PAGE_NUMBER_MAX_ROWS): the cursors reach any page. */
  pageTooDeep: (maxRows: number) =>
    `Nomor halaman hanya dapat dipakai sampai baris ${n(maxRows)}. Untuk halaman sesudahnya gunakan cursor (after, before atau last), atau persempit pencarian.`,
  exportRunning: 'Export anda sebelumnya masih berjalan. Tunggu sampai selesai diunduh, lalu export lagi.',
  reasonUnstorableText: (column: string) =>
    `${column} berisi karakter yang tidak dapat disimpan (NUL atau teks Unicode rusak); ketik ulang isi sel ini.`,

  // Type and title
  typeRequired: 'Type is required',
  typeDescRequired: 'Type description is required',
  titleRequired: 'Title is required',
  titleDescRequired: 'Title description is required',
  typeInserted: 'Type berhasil disimpan',
  typeUpdated: 'Type berhasil diubah',
  typeDuplicate: (code: string) => `Type ${code} already exist.`,
  titleInserted: 'Title berhasil disimpan',
  titleUpdated: 'Title berhasil diubah',
  titleDuplicate: (code: string) => `Title ${code} already exist.`,
  unknownType: (code: string) => `Type ${code} tidak ditemukan.`,
  endBeforeStart: 'End Date tidak boleh sebelum Start Date.',

  // Upload and template
  templateMismatch: 'Template tidak sesuai.',
  templateMismatchSubmit: 'Template Tidak sesuai',
  templateMismatchCalendar: 'Template tidak sesuai !',
  useXlsTemplate: 'Gunakan Template XLS',
  useXlsTemplateLower: 'Gunakan template XLS',
  checkTemplateOrData: 'Periksa Kembali Template Atau Data Yang Digunakan',
  uploadFileFirst: 'Please Upload CSV File First !',
  emptyData: 'Empty data...',
  startDateMismatch: 'Start Date tidak sesuai.',
  branchPositionMismatch: 'Branch/Position tidak sesuai.',
  fileEmpty: 'File tidak berisi data.',
  fileTooLarge: (maxRows: number) => `File terlalu besar: maksimal ${maxRows} baris.`,
  fileUnreadable: 'File tidak dapat dibaca. Gunakan template yang disediakan.',
  dropFileHere: 'Tarik dan lepas file ke sini, atau klik untuk memilih file',
  saveAsXls:
    'Upload file yang disimpan sebagai "Excel 97-2003 (.xls)": di Excel pilih File, Save As, lalu type "Excel 97-2003 Workbook (*.xls)". File .xlsx ditolak.',
  parsingFile: 'Membaca file...',
  validatingRows: 'Memvalidasi baris...',

  // Role upload row reasons
  reasonRequired: (column: string) => `${column} wajib diisi.`,
  reasonUnknownType: 'EMPLOYEE_TYPE_CODE tidak ditemukan.',
  reasonUnknownTitle: 'EMPLOYEE_TITLE_CODE tidak sesuai dengan EMPLOYEE_TYPE_CODE.',
  reasonUnknownBranch: 'BRANCH_CODE / ORG_ID tidak ditemukan.',
  reasonOtherBranch: 'BRANCH_CODE di luar cabang anda.',
  reasonUnknownSupervisor: 'SUPERVISOR tidak ditemukan di cabang ini.',
  reasonUnknownCso: 'CSO_CODE tidak ditemukan di cabang ini.',
  reasonUnknownAdditionalType: 'ADDITIONAL_TYPE tidak ditemukan di cabang ini.',
  reasonBadDate: (column: string) => `${column} harus berformat YYYY-MM-DD.`,
  reasonEndBeforeStart: 'END_DATE lebih kecil dari START_DATE.',
  reasonBadFlag: (column: string) => `${column} harus Y atau N.`,
  reasonDuplicateInFile: 'POSITION_CODE duplikat di dalam file.',
  reasonPositionExists: 'POSITION_CODE sudah ada.',
  rolePositionExists: (code: string) => `Position ${code} already exist.`,
  selectBranchFirst: 'Silakan pilih Branch terlebih dahulu',
  fillBranchFirst: 'Silakan isi Branch terlebih dahulu',

  // Sales rep mapping
  mappingSalesrep: 'Mapping Salesrep',
  salesrepHistory: 'Riwayat',
  cutOff: 'Cut Off',
  close: 'Tutup',
  salesrepNotFound: (id: string) => `Sales rep ${id} tidak ditemukan.`,
  positionNotOfBranch: (position: string, branch: string) =>
    `Position ${position} tidak ditemukan di cabang ${branch}.`,
  positionOfOtherOrg: (position: string) =>
    `Position ${position} milik organisasi lain dari organisasi sales rep.`,
  positionNotSalesForce: (position: string) =>
    `Position ${position} adalah posisi supervisor atau CSO; sales rep hanya di-mapping ke posisi sales.`,
  positionClosedOn: (position: string, start: string, end: string) =>
    `Position ${position} berlaku dari ${start} sampai ${end}; mapping harus mulai di antara tanggal tersebut.`,
  salesrepBusy: (name: string, position: string, start: string, end: string) =>
    `${name} sudah memegang ${position} dari ${start} sampai ${end}. Cut Off mapping tersebut dulu, atau mulai sesudahnya.`,
  positionHeld: (position: string, name: string, start: string, end: string) =>
    `${position} dipegang oleh ${name} dari ${start} sampai ${end}.`,
  noStintToCut: (name: string, position: string, date: string) =>
    `${name} tidak punya mapping di ${position} yang berjalan pada atau sesudah ${date}.`,
  stintEndsEarlier: (position: string, end: string) =>
    `Mapping di ${position} sudah berakhir pada ${end}; Cut Off hanya dapat mengakhirinya lebih awal.`,
  choosePositionFirst: 'Pilih position untuk sales rep ini.',
  salesrepEndDateMoved: (end: string) =>
    `End Date tidak sesudah Start Date: Submit menyimpan End Date ${end}, akhir bulan Start Date.`,

  // Sales assignment
  viewMappingAssignment: 'View Mapping Assignment',
  mappingNewCustomer: 'Mapping New Customer',
  editMappingAssignment: 'Edit Mapping Sales Assignment',
  uploadMappingAssignmentMenu: 'Upload Mapping Assignment',
  uploadMappingAssignment: 'Upload Mapping Sales Assignment with validation',
  unmappingSales: 'Unmapping Sales',
  assignmentFieldRequired: (field: string) => `${field} is required`,
  assignmentNotFound: (id: number) => `Assignment ${id} tidak ditemukan.`,
  assignmentsAdded: (n: number) => `Submit Success... ${n} assignment ditambahkan.`,
  assignmentsUploaded: (n: number) => `Sukses upload: ${n} assignment ditambahkan.`,
  /** A text of one row, by its number: a row of the form refused, a note on a row of a sheet. */
  rowNote: (row: number, note: string) => `Baris ${row}: ${note}`,
  startBeforeHistory: (start: string) =>
    `Penggantian position harus mulai setelah ${start}, tanggal mulai assignment ini.`,
  // Sales assignment upload row reasons (REASON of /validation)
  reasonUnknownCustomer: 'CUSTOMER_ID_REF tidak ditemukan.',
  reasonCustomerInactive: 'CUSTOMER_ID_REF sudah tidak aktif.',
  reasonCustomerOtherOrg: 'CUSTOMER_ID_REF bukan customer dari cabang POSITION.',
  reasonUnknownBisnis: 'BISNIS tidak ditemukan.',
  reasonUnknownTypeDesc: 'TYPE_DESC tidak ada untuk BISNIS ini.',
  reasonUnknownPosition: 'POSITION tidak ditemukan.',
  reasonPositionNotOpen: 'POSITION tidak berlaku pada START_DATE.',
  reasonUnknownAddSalesman: 'ADD_SALESMAN_POSITION tidak ditemukan di cabang POSITION.',
  reasonAddSalesmanSame: 'ADD_SALESMAN_POSITION sama dengan POSITION.',
  reasonStartInClosedMonth: (firstOpenDay: string) =>
    `START_DATE di bulan yang sudah ditutup; paling awal ${firstOpenDay}.`,
  reasonAssignmentExists: 'Customer sudah di-mapping ke POSITION ini untuk BISNIS dan TYPE_DESC yang sama.',
  reasonAssignmentNotStored: 'Assignment tidak tersimpan.',
  reasonAssignmentTwice: 'Baris duplikat di dalam file (CUSTOMER_ID_REF, BISNIS, TYPE_DESC, POSITION).',

  // Target upload row reasons (REASON of /target/upload and /target/uploadcab)
  reasonYear: 'YEAR_ID harus tahun 2000 sampai 24 tahun ke depan.',
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
  previewTitle: 'Baris terbaca',
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

  // Print and location
  selectPositionFirst: 'Silakan pilih Position terlebih dulu',
  selectChannelFirst: 'Silahkan pilih Channel terlebih dahulu',
  printerNotFound: 'Printer tidak terdeteksi. Silakan jalankan Zebra Browser Print pada perangkat Anda',
  printingFor: (customer: string) => `Sedang mencetak QR untuk ${customer}`,
  printing: 'Sedang mencetak QR',
  positionNotFound: (code: string) => `Position ${code} tidak ditemukan.`,
  customerNotFound: (id: string) => `Customer ${id} tidak ditemukan.`,
  customerOtherOrg: (id: string, orgId: number) => `Customer ${id} bukan customer org ${orgId}.`,
  customersNotServed: (position: string, ids: readonly string[]) =>
    `${ids.length} customer tidak dilayani ${position} hari ini: ${ids.slice(0, 5).join(', ')}${ids.length > 5 ? ', …' : ''}`,
  photoNotFound: 'Foto tidak ditemukan.',
  printBarcodeRelasi: 'Print Barcode Relasi',
  printBarcodeRelasiFile: 'Print Barcode Relasi (File)',
  overviewLocationRelasi: 'Overview Location Relasi',
  printAll: 'Print All',
  choosePosition: 'Pilih position',
  detectingPrinter: 'Mencari printer Zebra…',
  printerFound: (name: string) => `Printer: ${name}`,
  printResolution: 'Resolusi cetak',
  labelLayout: 'Label',
  labelLayoutNames: {
    '49x20': '49 x 20 mm',
    '49x39': '49 x 39 mm',
    '49x39-logo': '49 x 39 mm dengan logo dan website',
  } as Record<string, string>,
  printerSettingsSaved: (name: string) => `Pengaturan ${name} disimpan.`,
  printLabel: 'Print',
  reprintLabel: 'Reprint',
  printerSettings: 'Pengaturan printer',
  offerStickerFile: 'Unduh label sebagai file stiker (PDF) untuk dicetak di printer lain?',
  downloadStickerFile: 'Unduh file stiker',
  stickersMade: (n: number) => `File stiker berisi ${n} label dibuat.`,
  stickersMadeOf: (made: number, asked: number) => `File stiker berisi ${made} dari ${asked} label dibuat.`,
  printCount: (done: number, total: number) => `${done} dari ${total}`,
  cancelPrinting: 'Batalkan',
  cancellingPrint: 'Berhenti setelah label ini…',
  reprintOnly: 'Hanya yang perlu Reprint',
  reprintCount: (n: number) => `${n} perlu Reprint`,
  labelsPrinted: (printed: number, asked: number) =>
    printed === asked ? `${printed} label dicetak.` : `${printed} dari ${asked} label dicetak.`,

  // Setting Period
  settingPeriod: 'Setting Period',
  settingPeriodHeading: 'AAM - SETTING PERIOD',
  modulNameLabel: 'MODUL NAME',
  branchNameLabel: 'BRANCH NAME',
  quartalLabel: 'QUARTAL',
  startPeriodLabel: 'START PERIOD',
  endPeriodLabel: 'END PERIOD',
  addUpdate: 'ADD/UPDATE',
  allModules: 'ALL MODUL',
  typeColumn: 'TYPE',
  startDateColumn: 'START DATE',
  endDateColumn: 'END DATE',

  // Multi-select dialog
  selectAllShown: 'Pilih semua yang tampil',
  chosenCount: (n: number) => `${n} dipilih`,
  clearChoice: 'Kosongkan',

  // Part 2 forms
  fillReasonFirst: 'Silahkan isi reason terlebih dahulu.',
  fillModuleFirst: 'Silahkan isi nama modul terlebih dahulu.',
  confirmApprove: 'Apakah Yakin akan lakukan Approve?',
  confirmApproveSubmit: 'Apakah Yakin akan lakukan Approve submit?',
  confirmDelete: 'Apakah Yakin akan menghapus data ini?',
  // Structure server rules
  dateInvalid: (field: string) => `${field} harus tanggal yang valid, ditulis YYYY-MM-DD.`,
  unknownBranch: (code: string) => `Branch ${code} tidak ditemukan.`,
  titleNotOfType: (title: string, type: string) => `Title ${title} tidak sesuai dengan type ${type}.`,
  titleTypeInUse: (title: string, roles: number) =>
    `Title ${title} dipakai oleh ${roles} role; type dari title ini tidak dapat diubah.`,
  supervisorMustBeNa: 'Supervisor harus NA untuk type SUP / SUPERVISOR.',
  unknownSupervisor: (code: string) => `Supervisor ${code} tidak ditemukan di cabang ini.`,
  unknownCso: (code: string) => `CSO ${code} tidak ditemukan di cabang ini.`,
  unknownAdditionalType: (code: string) => `Additional type ${code} tidak ditemukan di cabang ini.`,
  reasonSupervisorMustBeNa: 'SUPERVISOR harus NA untuk EMPLOYEE_TYPE_CODE SUP / SUPERVISOR.',
  invalidEmail: (address: string) => `Supervisor Email: '${address}' bukan alamat e-mail.`,
  endedTitle: (title: string) => `${title} (berakhir)`,
  titleInactive: (title: string) => `Title ${title} sudah tidak aktif.`,
  reasonInactiveTitle: 'EMPLOYEE_TITLE_CODE sudah tidak aktif.',
  reasonBadEmail: 'EMAIL_SUPERVISOR berisi alamat e-mail yang tidak valid.',
  reasonBadCode: (column: string, max: number) =>
    `${column} hanya boleh berisi huruf, angka dan - _ . / tanpa spasi, maksimal ${max} karakter.`,

  // Sales assignment upload screen
  assignmentUploadHint:
    'START_DATE ditulis MM/DD/YYYY (mis. 01/31/2026). Semua baris diperiksa dulu; Submit mengirim baris Clean Data.',

  // Sales assignment screens
  assignmentCustomerLabel: 'Customer',
  assignmentCustomerNameLabel: 'Customer Name',
  assignmentBisnisLabel: 'Bisnis',
  assignmentTypeDescLabel: 'Type Desc',
  assignmentAddSalesmanLabel: 'Add Salesman Position',
  assignmentNoCustomer: 'Customer tidak ditemukan.',
  assignmentChooseCustomerFirst: 'Pilih customer terlebih dahulu.',
  assignmentChooseBisnisFirst: 'Pilih bisnis terlebih dahulu.',
  assignmentServedToday: (positions: string) => `Dilayani hari ini oleh ${positions}`,
  assignmentRowTitle: (n: number) => `Baris ${n}`,
  assignmentAddRow: 'Tambah Baris',
  assignmentRemoveRow: 'Hapus baris',
  assignmentRowsToSubmit: (send: number, skipped: number) =>
    skipped === 0
      ? `${send} baris akan di-submit.`
      : `${send} baris akan di-submit; ${skipped} baris yang belum lengkap tidak ikut.`,

  // Call plans and the working calendar (spec part 2 sections 5 and 8)
  uploadFixedCall: 'Upload Fixed Call',
  overviewFixedCall: 'Overview Fixed Call',
  uploadMasterCall: 'Upload Master Call Plan',
  overviewMasterCall: 'Overview Master Call Plan',
  uploadCalendar: 'Upload Calendar',
  overviewCalendar: 'Overview Calendar',
  errorFixCallTab: 'Error Fix Call',
  errorMasterCallTab: 'Error Master Call',
  reasonDayName: 'Nama Hari tidak Sesuai',
  reasonWeek: 'Week Tidak Sesuai',
  reasonCallPeriode: 'PERIODE harus 1 sampai 12.',
  reasonCallUnknownBranch: 'BRANCH_CODE tidak ditemukan.',
  reasonCallForeignBranch: 'BRANCH_CODE bukan cabang Anda.',
  reasonCallUnknownPosition: 'POSITION_DESC bukan posisi di BRANCH_CODE.',
  reasonCallTypeSalesman: 'TYPE_SALESMAN tidak sesuai dengan type posisi.',
  reasonCallUnknownCustomer: 'CUSTOMERID_REF bukan customer aktif di BRANCH_CODE.',
  reasonCallFrequency: 'FREQUENCY harus bilangan bulat 1 atau lebih.',
  reasonCallNoWorkingDay:
    'Tidak ada hari kerja untuk DAYS dan WEEK ini di PERIODE tersebut (lihat Overview Calendar).',
  reasonFixedCallTwice: 'Baris duplikat di dalam file (POSITION_DESC, CUSTOMERID_REF, DAYS, WEEK).',
  reasonMasterCallTwice: 'Baris duplikat di dalam file (POSITION_DESC, CUSTOMERID_REF).',
  reasonMasterCallNoDay: 'Isi minimal satu kolom MONDAY sampai SATURDAY dengan minggu kunjungan (1-4).',
  reasonCallTooLong: (column: string, max: number) => `${column} maksimal ${max} karakter.`,
  reasonCallPlanChanged: 'Rencana call posisi ini berubah setelah file diperiksa; tidak disimpan.',
  callPlanSaved: (landed: number, replaced: number, kept: number) =>
    `Sukses upload: ${n(landed)} baris disimpan, ${n(replaced)} baris tersimpan diganti; ${n(kept)} baris tersimpan lainnya di bulan tersebut tetap ada.`,
  callPlanSavedWholeMonth: (landed: number, removed: number, months: number) =>
    `Sukses upload: ${n(landed)} baris disimpan; seluruh bulan dari ${n(months)} posisi-bulan diganti, ${n(removed)} baris tersimpan dihapus.`,
  callPlanWholeMonthUnchecked:
    'Mengganti seluruh bulan hanya dapat dilakukan dari layar upload, sesudah pemeriksaan file menunjukkan baris tersimpan yang akan dihapus.',
  replaceWholeMonth: (noun: string, others: number) =>
    `Ganti seluruh bulan posisi di file: hapus juga ${n(others)} ${noun} tersimpan lainnya yang tidak ada di file`,
  replaceWholeMonthHint:
    'Tanpa pilihan ini, file hanya mengganti baris dengan kunci yang sama dan menambah baris baru; baris tersimpan lainnya tetap ada.',
  // What a checked call plan file does to the stored plan (the check's months), on the upload screen
  // and in its confirmation. `noun` is what a row of the plan is: a visit, a master call row.
  callPlanVisit: 'kunjungan',
  masterCallRow: 'baris master call',
  callPlanMonth: (year: number, periode: number) => `${year}-${String(periode).padStart(2, '0')}`,
  callPlanReplaces: (noun: string, replaced: number, months: number, added: number) =>
    `File ini mengganti ${n(replaced)} ${noun} tersimpan di ${n(months)} posisi-bulan dan menambah ${n(added)} ${noun} baru.`,
  callPlanOthersKept: (noun: string, others: number) =>
    `${n(others)} ${noun} tersimpan lainnya di bulan tersebut tetap ada.`,
  callPlanWholeMonth: (noun: string, removed: number, others: number, months: number) =>
    `File ini mengganti seluruh bulan dari ${n(months)} posisi-bulan: semua ${n(removed)} ${noun} tersimpan dihapus, ${n(others)} di antaranya tidak ada di file.`,
  callPlanMonthsTitle: 'Rencana tersimpan pada bulan-bulan di file',
  callPlanMonthColumns: {
    position: 'Posisi',
    month: 'Bulan',
    rows: 'Baris di file',
    replaced: 'Tersimpan diganti',
    others: 'Tersimpan lainnya',
  },
  callPlanMoreMonths: (more: number) => `… dan ${n(more)} posisi-bulan lainnya.`,
  callPlanBatchReplaced:
    'File ini bukan file terakhir yang Anda periksa: file lain sudah diperiksa sesudahnya (mis. di tab lain). Upload file ini kembali sebelum submit.',
  callPlanRowsMismatch:
    'Data yang dikirim tidak sama dengan data yang sudah divalidasi. Upload file kembali.',
  callRowsSkipped: (n: number, columns: number) =>
    `${n} baris dilewati karena tidak berisi ${columns} kolom pertama yang wajib.`,
  reasonCalendarDate: 'FULL_DATE bukan tanggal (DD-MM-YYYY).',
  reasonDayNotOfDate: (day: string) => `DAY_NAME tidak sesuai dengan FULL_DATE (seharusnya ${day}).`,
  reasonHolidayFlag: 'HOLIDAY harus Y atau N.',
  reasonCalendarTwice: 'Tanggal ini ada dua kali di dalam file.',
  reasonCalendarMonthYear: 'MonthID dan YearID harus bulan dan tahun dari FULL_DATE.',
  calendarRowRefused: (row: number, reason: string) => `Baris ${row}: ${reason} Kalender tidak disimpan.`,
  calendarSaved: (n: number) => `Sukses upload: ${n} hari disimpan.`,
  calendarHeadOfficeOnly: 'Hanya head office yang dapat mengubah kalender.',
  noWorkingDayPlan: 'Tidak ada kunjungan.',
  dayOff: 'Libur',
  fixedCallUploadHint:
    'Baris hanya diambil bila kesepuluh kolom terisi. DAYS adalah SENIN sampai MINGGU; WEEK adalah minggu dalam bulan, 1 sampai 4.',
  masterCallUploadHint:
    'Baris diambil bila ketujuh kolom pertamanya terisi. MONDAY sampai SATURDAY berisi minggu-minggu dalam bulan customer dikunjungi pada hari itu, mis. "1,3" untuk minggu pertama dan ketiga; kosongkan hari tanpa kunjungan.',
  periodeLabel: 'Periode',
  visitCalendarView: 'Kalender Kunjungan',
  visitCalendarNeedsPosition: 'Pilih satu position, lalu tekan Load List untuk melihat kunjungannya sebulan.',
  visitCalendarTitle: (position: string, month: string, year: number) => `${position}: ${month} ${year}`,
  visitCount: (n: number) => `${n} customer`,
  visitMonthTotals: (visits: number, workingDays: number, idleDays: number) =>
    `${visits} kunjungan pada ${workingDays} hari kerja; ${idleDays} hari kerja tanpa kunjungan.`,
  notInCalendar: 'Tidak ada di kalender',
  visitsOfDay: (day: string, date: string) => `Customer yang direncanakan pada ${day}, ${date}`,
  chooseVisitDay: 'Pilih hari untuk melihat customer-nya.',
  callWeekShort: (week: number) => `W${week}`,

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
  uploadHasFailedRows: 'Masih ada baris yang gagal: perbaiki file dan upload kembali sebelum submit.',

  // Upload Calendar, Overview Calendar's month view, the mapping upload and overview
  calendarTemplateYear: 'Tahun template',
  calendarUploadHint:
    'Download Template berisi seluruh tahun yang dipilih: isi HOLIDAY dengan Y untuk hari libur, N untuk hari kerja. FULL_DATE ditulis DD-MM-YYYY, DAY_NAME adalah hari dari tanggal itu (SENIN sampai MINGGU), WEEK_CALL minggu call, 1 sampai 4. Upload kembali sebagai .xlsx atau .xls.',
  calendarWorkingDay: 'Hari kerja',
  calendarToday: 'Hari ini',
  calendarWeekLegend: 'W1-W4: minggu call dari hari itu',
  calendarMonthCounts: (working: number, off: number) => `${working} hari kerja, ${off} libur`,
  calendarYearEmpty: (year: number) => `Belum ada kalender yang tersimpan untuk ${year}.`,
  mappingUploadHint:
    'Setiap baris wajib berisi kesebelas kolom; START_DATE dan END_DATE ditulis YYYY-MM-DD. Baris yang kurang kolom tampil di Error Mapping dengan kolom yang harus diisi.',
  allOption: 'ALL',
} as const;

export type Messages = typeof messages;
