/**
 * Texts of the sales assignment screens and calls: mapping customers to positions, by form and by
 * validated upload.
 */

export const salesAssignmentMessages = {
  // Upload and template: the checks of the sales assignment upload
  emptyData: 'Empty data...',
  startDateMismatch: 'Start Date tidak sesuai.',
  branchPositionMismatch: 'Branch/Position tidak sesuai.',

  // Sales assignment
  viewMappingAssignment: 'View Mapping Assignment',
  mappingNewCustomer: 'Mapping New Customer',
  editMappingAssignment: 'Edit Mapping Sales Assignment',
  uploadMappingAssignmentMenu: 'Upload Mapping Assignment',
  uploadMappingAssignment: 'Upload Mapping Sales Assignment with validation',
  assignmentFieldRequired: (field: string) => `${field} is required`,
  assignmentNotFound: (id: number) => `Assignment ${id} tidak ditemukan.`,
  assignmentsAdded: (n: number) => `Submit Success... ${n} assignment ditambahkan.`,
  assignmentsUploaded: (n: number) => `Sukses upload: ${n} assignment ditambahkan.`,
  startBeforeHistory: (start: string) =>
    `Penggantian position harus mulai setelah ${start}, tanggal mulai assignment ini.`,

  // Sales assignment upload row reasons (REASON of /validation)
  reasonUnknownCustomer: 'CUSTOMER_ID_REF tidak ditemukan.',
  reasonCustomerInactive: 'CUSTOMER_ID_REF sudah tidak aktif.',
  reasonCustomerOtherOrg: 'CUSTOMER_ID_REF bukan customer dari cabang POSITION.',
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

  // Sales assignment upload screen
  assignmentUploadHint:
    'START_DATE ditulis MM/DD/YYYY (mis. 01/31/2026). Semua baris diperiksa dulu; Submit mengirim baris Clean Data.',

  // Sales assignment screens
  assignmentCustomerNameLabel: 'Customer Name',
  assignmentBisnisLabel: 'Bisnis',
  assignmentTypeDescLabel: 'Type Desc',
  assignmentAddSalesmanLabel: 'Add Salesman Position',
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
} as const;
