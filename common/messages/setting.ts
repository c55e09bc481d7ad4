/** Texts of Setting Period. */

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
} as const;
