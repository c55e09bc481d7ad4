/** Texts of Mapping Salesrep: the mapping of sales reps to positions, and its cut-off. */

export const salesrepMappingMessages = {
  // Sales rep mapping
  cutOffSuccess: 'Success Cut Off Data !',
  mappingSalesrep: 'Mapping Salesrep',
  salesrepHistory: 'Riwayat',
  cutOff: 'Cut Off',
  salesrepNotFound: (id: string) => `Sales rep ${id} tidak ditemukan.`,
  /** A rep the HR system deactivated (ACTIVE=false through the ERP's load) gets no new mapping. */
  salesrepInactive: (id: string) => `Sales rep ${id} sudah tidak aktif.`,
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
} as const;
