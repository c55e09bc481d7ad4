/** Texts of Setting Period and Promotion Setting. */

export const settingMessages = {
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
  fillModuleFirst: 'Silahkan isi nama modul terlebih dahulu.',

  // Promotion Setting
  promotionSetting: 'Promotion Setting',
  promotionHeading: 'AAM - Add New Promotion',
  promotionList: 'Promotion List',
  promotionDescLabel: 'Description',
  promotionUrlLabel: 'URL',
  /** The list's column, as the spec writes it. */
  promotionUrlColumn: 'Url',
  promotionImageLabel: 'Image',
  promotionChooseImage: 'Pilih gambar',
  /** Under the image picker: the JPEG size the chosen type takes ('1080 x 1350'), or every type's. */
  promotionImageHint: (size: string) => `JPEG, ${size} px`,
  promotionImageNotJpeg: 'Gambar harus berupa file JPEG.',
  viewImage: 'Lihat gambar',
  promotionConfirmText: 'It will save input data to database. Please give confirmation before you continue.',
  promotionSaveFailed: 'Data failed to save',
  promotionDeleteConfirm: 'Do you really want to delete?',
  dataDeleted: 'Data deleted successfully',
  /** The image is not a JPEG of its type's size: the spec's text, whatever is wrong with it. */
  imageSize: (width: number, height: number) => `Image size should be ${width} wide, ${height} high.`,
  promotionTitleRequired: 'Pilih minimal satu title.',
  promotionImageRequired: 'Pilih gambar (jpeg) terlebih dahulu.',
  promotionImageTooLarge: 'Ukuran gambar terlalu besar (maksimal 4 MB).',
  promotionTitleUnknown: (codes: string) => `Title ${codes} tidak ditemukan.`,
  promotionNotFound: (id: number) => `Promotion ${id} tidak ditemukan.`,
} as const;
