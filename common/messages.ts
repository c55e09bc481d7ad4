/**
 * Every user-facing text of the specification, each written once.
 * Indonesian text is kept exactly as the specification quotes it, odd spelling and spacing included.
 */
export const messages = {
  // Common
  confirmTitle: 'Are you Sure to Continue ?',
  confirmSaveText: 'It will save input data to database. Please give confirmation before you continue.',
  cancel: 'Cancel',
  submit: 'Submit',
  ok: 'OK',
  sessionEndedTitle: 'Session anda telah habis',
  sessionEndedText: 'Silahkan login kembali untuk dapat melanjutkan menggunakan website ini',
  periodClosed: 'Periode sudah ditutup.',
  somethingWrong: 'Something is wrong..',
  success: 'Success..',
  getDataSuccess: 'Get Data Success...',
  getDataProductSuccess: 'Get Data Product Success...',
  submitSuccess: 'Submit Success...',
  editSuccess: 'Edit Success',
  updateSuccess: 'Success Update Data !',
  cutOffSuccess: 'Success Cut Off Data !',
  uploadSuccess: 'Sukses upload',
  importDataSuccess: 'Import Data Success !',
  dataSaved: 'Data saved successfully',
  dataDeleted: 'Data deleted successfully',
  dataFailedToSave: 'Data failed to save',
  duplicateDetected: 'System has detect Duplicate Data',
  dataNotFound: 'Data tidak ditemukan.',
  allFieldMustFilled: 'All Field Must Filled',
  fillAllData: 'Please fill in all data.',
  alreadyExist: (item: string) => `${item} already exist.`,
  importResult: (success: number, fail: number) =>
    `Success Import ${success} record(s) and failed for ${fail} record(s).`,

  // Shared screen parts: list screen, import screen, date fields, branch and position selects
  loadList: 'Load List',
  exportData: 'Export Data',
  exportExcel: 'Export Excel',
  searchLabel: 'Search',
  rowsTotal: (n: number) => `Total ${n.toLocaleString('en-US')} row(s)`,
  pressLoadList: 'Choose the filters and press Load List.',
  noRows: 'No data.',
  editLabel: 'Edit',
  actionsLabel: 'Action',
  downloadTemplate: 'Download Template',
  submitUploadedFile: 'Submit Uploaded File',
  oneFileOnly: 'Upload one file at a time.',
  removeFile: 'Remove file',
  sendingRows: 'Sending rows...',
  failedRowsTitle: 'Failed rows',
  exportFailedRows: 'Export Failed Rows',
  exportCleanRows: 'Export Clean Rows',
  errorMappingTab: 'Error Mapping',
  cleanDataTab: 'Clean Data',
  rowsRead: (n: number) => `${n.toLocaleString('en-US')} row(s) read.`,
  selectToday: 'Select Today',
  selectEndOfThisMonth: 'Select End Date of This Month',
  selectEndOfLastMonth: 'Select End date of Last Month',
  startDateLabel: 'Start Date',
  endDateLabel: 'End Date',
  branchLabel: 'Branch',
  positionLabel: 'Position',
  allPositions: 'ALL POSITION',
  saveLabel: 'Save',
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
  loginFailed: 'Username or password is wrong..',
  loginLocked: 'Too many failed logins. Please wait a few minutes and try again.',
  usernameLabel: 'Username',
  passwordLabel: 'Password',
  loginButton: 'Login',

  // Main layout and router
  logout: 'Logout',
  home: 'Home',
  loginTitle: 'Login',
  toggleMenu: 'Show or hide the menu',
  notFoundTitle: 'Not Found',
  noAccessTitle: 'No Access',
  notFoundText: 'The page you opened does not exist.',
  backToHome: 'Back to Home',
  backToList: 'Back to list',
  serverUnreachable: 'The server could not be reached. Check the connection and try again.',
  serverAnswerUnreadable: (status: number) =>
    `The server could not answer (status ${status}). Please try again in a moment.`,
  screenUnavailable: 'This screen is part of a later release of Armada.',

  // Server-side platform
  sessionEnded: 'Session anda telah habis',
  apiKeyMissing: 'A valid api-key header is required.',
  forbidden: 'You have no access to this menu.',
  outOfScope: 'This data belongs to another branch.',
  unexpected: (requestId: string) => `Unexpected error. Please contact support with request id ${requestId}.`,
  invalidRequest: (detail: string) => `Invalid request: ${detail}`,
  notFound: 'Data tidak ditemukan.',
  tooLarge: 'The request is too large.',
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
  searchTooShort: (min: number) => `Type at least ${min} characters to search.`,
  exportRunning: 'Your previous export is still running. Wait until it has downloaded, then export again.',
  reasonUnstorableText: (column: string) =>
    `${column} berisi karakter yang tidak dapat disimpan (NUL atau teks Unicode rusak); ketik ulang isi sel ini.`,

  // Type and title
  typeRequired: 'Type is required',
  typeDescRequired: 'Type description is required',
  titleRequired: 'Title is required',
  titleDescRequired: 'Title description is required',
  typeInserted: 'Type saved successfully',
  typeUpdated: 'Type updated successfully',
  typeDuplicate: (code: string) => `Type ${code} already exist.`,
  titleInserted: 'Title saved successfully',
  titleUpdated: 'Title updated successfully',
  titleDuplicate: (code: string) => `Title ${code} already exist.`,
  unknownType: (code: string) => `Type ${code} tidak ditemukan.`,
  endBeforeStart: 'End date must not be before start date.',

  // Upload and template
  templateMismatch: 'Template tidak sesuai.',
  templateMismatchSubmit: 'Template Tidak sesuai',
  templateMismatchCalendar: 'Template tidak sesuai !',
  useXlsTemplate: 'Gunakan Template XLS',
  useXlsTemplateLower: 'Gunakan template XLS',
  useXlsxTemplate: 'Gunakan template XLSX',
  templateValid: 'Template valid',
  checkTemplateOrData: 'Periksa Kembali Template Atau Data Yang Digunakan',
  uploadFileFirst: 'Please Upload CSV File First !',
  emptyData: 'Empty data...',
  emptyDataUpper: 'Empty Data...',
  startDateMismatch: 'Start Date tidak sesuai.',
  branchPositionMismatch: 'Branch/Position tidak sesuai.',
  fileEmpty: 'File tidak berisi data.',
  fileTooLarge: (maxRows: number) => `File terlalu besar: maksimal ${maxRows} baris.`,
  fileUnreadable: 'File tidak dapat dibaca. Gunakan template yang disediakan.',
  dropFileHere: 'Drag and drop a file here, or click to choose one',
  saveAsXls:
    'Upload the file saved as "Excel 97-2003 (.xls)": in Excel choose File, Save As, and the type "Excel 97-2003 Workbook (*.xls)". An .xlsx file is refused.',
  parsingFile: 'Reading file...',
  validatingRows: 'Validating rows...',

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
  roleSaved: 'Submit Success...',
  rolePositionExists: (code: string) => `Position ${code} already exist.`,
  selectBranchFirst: 'Silakan pilih Branch terlebih dahulu',
  fillBranchFirst: 'Please fill the branch first',

  // Sales rep mapping
  mappingSalesrep: 'Mapping Salesrep',
  salesrepHistory: 'History',
  cutOff: 'Cut Off',
  close: 'Close',
  salesrepNotFound: (id: string) => `Sales rep ${id} tidak ditemukan.`,
  positionNotOfBranch: (position: string, branch: string) =>
    `Position ${position} tidak ditemukan di cabang ${branch}.`,
  positionOfOtherOrg: (position: string) =>
    `Position ${position} belongs to another organisation than the sales rep.`,
  positionNotSalesForce: (position: string) =>
    `Position ${position} is a supervisor or CSO position; sales reps are mapped to sales positions.`,
  positionClosedOn: (position: string, start: string, end: string) =>
    `Position ${position} exists from ${start} to ${end}; the mapping must start within those dates.`,
  salesrepBusy: (name: string, position: string, start: string, end: string) =>
    `${name} already holds ${position} from ${start} to ${end}. Cut that mapping off first, or start after it.`,
  positionHeld: (position: string, name: string, start: string, end: string) =>
    `${position} is held by ${name} from ${start} to ${end}.`,
  noStintToCut: (name: string, position: string, date: string) =>
    `${name} has no mapping on ${position} running on or after ${date}.`,
  stintEndsEarlier: (position: string, end: string) =>
    `The mapping on ${position} already ends on ${end}; a cut-off can only end it earlier.`,
  choosePositionFirst: 'Choose the position to map the sales rep to.',

  // Sales assignment
  viewMappingAssignment: 'View Mapping Assignment',
  mappingNewCustomer: 'Mapping New Customer',
  editMappingAssignment: 'Edit Mapping Sales Assignment',
  uploadMappingAssignmentMenu: 'Upload Mapping Assignment',
  uploadMappingAssignment: 'Upload Mapping Sales Assignment with validation',
  unmappingSales: 'Unmapping Sales',
  assignmentFieldRequired: (field: string) => `${field} is required`,
  assignmentNotFound: (id: number) => `Assignment ${id} tidak ditemukan.`,
  assignmentsAdded: (n: number) => `Submit Success... ${n} assignment(s) added.`,
  assignmentsUploaded: (n: number) => `Sukses upload: ${n} assignment(s) added.`,
  assignmentRowProblem: (row: number, problem: string) => `Row ${row}: ${problem}`,
  unknownCustomer: (id: string) => `Customer ${id} tidak ditemukan.`,
  customerInactive: (id: string) => `Customer ${id} sudah tidak aktif.`,
  customerOfOtherOrg: (id: string, position: string) =>
    `Customer ${id} bukan customer dari cabang position ${position}.`,
  unknownBisnis: (bisnis: string) => `Bisnis ${bisnis} tidak ditemukan.`,
  unknownTypeDesc: (typeDesc: string, bisnis: string) =>
    `Type Desc ${typeDesc} tidak ada untuk bisnis ${bisnis}.`,
  unknownPosition: (position: string) => `Position ${position} tidak ditemukan.`,
  positionOutOfScope: (position: string) => `Position ${position} di luar cabang anda.`,
  positionNotOpen: (position: string, start: string, end: string) =>
    `Position ${position} berlaku dari ${start} sampai ${end}; assignment harus mulai di antara tanggal tersebut.`,
  addSalesmanSameAsPosition: 'Add Salesman Position tidak boleh sama dengan Position.',
  unknownAddSalesman: (position: string) =>
    `Add Salesman Position ${position} tidak ditemukan di cabang ini.`,
  startInClosedMonth: (firstOpenDay: string) =>
    `Start Date di bulan yang sudah ditutup; paling awal ${firstOpenDay}.`,
  assignmentOverlaps: (customer: string, position: string, start: string, end: string) =>
    `${customer} sudah di-mapping ke ${position} untuk bisnis dan type ini dari ${start} sampai ${end}.`,
  assignmentRowTwice: (other: number) => `Baris yang sama dengan baris ${other}.`,
  startBeforeHistory: (start: string) =>
    `Penggantian position harus mulai setelah ${start}, tanggal mulai assignment ini.`,
  // Sales assignment upload row reasons (REASON of /validation)
  reasonAssignmentRequired: (column: string) => `${column} wajib diisi.`,
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

  // Print and location
  selectPositionFirst: 'Silakan pilih Position terlebih dulu',
  selectChannelFirst: 'Silahkan pilih Channel terlebih dahulu',
  printerNotFound: 'Printer tidak terdeteksi. Silakan jalankan Zebra Browser Print pada perangkat Anda',
  printingFor: (customer: string) => `Sedang mencetak QR untuk ${customer}`,
  printing: 'Sedang mencetak QR',

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
  selectAllShown: 'Select all shown',
  chosenCount: (n: number) => `${n} chosen`,
  clearChoice: 'Clear',

  // Part 2 forms
  fillReasonFirst: 'Silahkan isi reason terlebih dahulu.',
  fillModuleFirst: 'Silahkan isi nama modul terlebih dahulu.',
  imageSize: (w: number, h: number) => `Image size should be ${w} wide, ${h} high.`,
  confirmApprove: 'Apakah Yakin akan lakukan Approve?',
  confirmApproveSubmit: 'Apakah Yakin akan lakukan Approve submit?',
  confirmReject: 'Apakah Yakin akan lakukan Reject?',
  confirmDelete: 'Apakah Yakin akan menghapus data ini?',
  confirmDeletePromotion: 'Do you really want to delete?',
  dayNameMismatch: 'Nama Hari tidak Sesuai',
  weekMismatch: 'Week Tidak Sesuai',
  // Structure server rules
  dateInvalid: (field: string) => `${field} must be a real date written YYYY-MM-DD.`,
  unknownBranch: (code: string) => `Branch ${code} tidak ditemukan.`,
  titleNotOfType: (title: string, type: string) => `Title ${title} tidak sesuai dengan type ${type}.`,
  titleTypeInUse: (title: string, roles: number) =>
    `Title ${title} dipakai oleh ${roles} role; type dari title ini tidak dapat diubah.`,
  supervisorMustBeNa: 'Supervisor harus NA untuk type SUP / SUPERVISOR.',
  unknownSupervisor: (code: string) => `Supervisor ${code} tidak ditemukan di cabang ini.`,
  unknownCso: (code: string) => `CSO ${code} tidak ditemukan di cabang ini.`,
  unknownAdditionalType: (code: string) => `Additional type ${code} tidak ditemukan di cabang ini.`,
  reasonSupervisorMustBeNa: 'SUPERVISOR harus NA untuk EMPLOYEE_TYPE_CODE SUP / SUPERVISOR.',
  invalidEmail: (address: string) => `Supervisor Email: '${address}' is not an e-mail address.`,
  endedTitle: (title: string) => `${title} (ended)`,
  titleInactive: (title: string) => `Title ${title} sudah tidak aktif.`,
  reasonInactiveTitle: 'EMPLOYEE_TITLE_CODE sudah tidak aktif.',
  reasonBadEmail: 'EMAIL_SUPERVISOR berisi alamat e-mail yang tidak valid.',
  reasonBadCode: (column: string, max: number) =>
    `${column} hanya boleh berisi huruf, angka dan - _ . / tanpa spasi, maksimal ${max} karakter.`,

  // Sales assignment upload screen
  assignmentUploadHint:
    'START_DATE is written MM/DD/YYYY (e.g. 01/31/2026). Every row is checked first; Submit sends the rows of Clean Data.',

  // Sales assignment screens
  assignmentCustomerLabel: 'Customer',
  assignmentCustomerNameLabel: 'Customer Name',
  assignmentBisnisLabel: 'Bisnis',
  assignmentTypeDescLabel: 'Type Desc',
  assignmentAddSalesmanLabel: 'Add Salesman Position',
  assignmentNoCustomer: 'No customer found.',
  assignmentChooseCustomerFirst: 'Choose the customer first.',
  assignmentChooseBisnisFirst: 'Choose the bisnis first.',
  assignmentServedToday: (positions: string) => `Served today by ${positions}`,
  assignmentRowTitle: (n: number) => `Row ${n}`,
  assignmentAddRow: 'Add Row',
  assignmentRemoveRow: 'Remove row',
  assignmentRowsToSubmit: (send: number, skipped: number) =>
    skipped === 0
      ? `${send} row(s) will be submitted.`
      : `${send} row(s) will be submitted; ${skipped} incomplete row(s) are left out.`,
} as const;

export type Messages = typeof messages;
