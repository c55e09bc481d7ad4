/** Texts of the structure screens and calls: employee types and titles, roles and the role upload. */

export const structureMessages = {
  // Structure screens
  allFieldMustFilled: 'All Field Must Filled',
  importResult: (success: number, fail: number) =>
    `Success Import ${success} record(s) and failed for ${fail} record(s).`,
  yes: 'Yes',
  no: 'No',
  employeeType: 'Employee Type',
  employeeTitle: 'Employee Title',
  addNewType: 'Add New Type',
  editType: 'Edit Type',
  typeDescLabel: 'Type Description',
  addNewTitle: 'Add New Title',
  editTitle: 'Edit Title',
  titleDescLabel: 'Title Description',
  manageRole: 'Manage Role',
  addNewRole: 'Add New Role',
  editRole: 'Edit Structure Role',
  uploadNewRole: 'Upload New Role',
  supervisorEmailLabel: 'Supervisor Email',
  collectorLabel: 'Collector',
  secondaryPositionLabel: 'Secondary Position',
  mappingAdditionalLabel: 'Mapping Additional',
  additionalTypeLabel: 'Additional Type',

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

  // Role upload and template
  templateMismatchSubmit: 'Template Tidak sesuai',
  useXlsTemplate: 'Gunakan Template XLS',

  // Role upload row reasons
  reasonUnknownType: 'EMPLOYEE_TYPE_CODE tidak ditemukan.',
  reasonUnknownTitle: 'EMPLOYEE_TITLE_CODE tidak sesuai dengan EMPLOYEE_TYPE_CODE.',
  reasonUnknownBranch: 'BRANCH_CODE / ORG_ID tidak ditemukan.',
  reasonOtherBranch: 'BRANCH_CODE di luar cabang anda.',
  reasonUnknownSupervisor: 'SUPERVISOR tidak ditemukan di cabang ini.',
  reasonUnknownCso: 'CSO_CODE tidak ditemukan di cabang ini.',
  reasonUnknownAdditionalType: 'ADDITIONAL_TYPE tidak ditemukan di cabang ini.',
  reasonDuplicateInFile: 'POSITION_CODE duplikat di dalam file.',
  reasonPositionExists: 'POSITION_CODE sudah ada.',
  rolePositionExists: (code: string) => `Position ${code} already exist.`,

  // Structure server rules
  titleNotOfType: (title: string, type: string) => `Title ${title} tidak sesuai dengan type ${type}.`,
  titleTypeInUse: (title: string, roles: number) =>
    `Title ${title} dipakai oleh ${roles} role; type dari title ini tidak dapat diubah.`,
  supervisorMustBeNa: 'Supervisor harus NA untuk type SUP / SUPERVISOR.',
  unknownAdditionalType: (code: string) => `Additional type ${code} tidak ditemukan di cabang ini.`,
  reasonSupervisorMustBeNa: 'SUPERVISOR harus NA untuk EMPLOYEE_TYPE_CODE SUP / SUPERVISOR.',
  invalidEmail: (address: string) => `Supervisor Email: '${address}' bukan alamat e-mail.`,
  endedTitle: (title: string) => `${title} (berakhir)`,
  titleInactive: (title: string) => `Title ${title} sudah tidak aktif.`,
  reasonInactiveTitle: 'EMPLOYEE_TITLE_CODE sudah tidak aktif.',
  reasonBadEmail: 'EMAIL_SUPERVISOR berisi alamat e-mail yang tidak valid.',
  reasonBadCode: (column: string, max: number) =>
    `${column} hanya boleh berisi huruf, angka dan - _ . / tanpa spasi, maksimal ${max} karakter.`,
} as const;
