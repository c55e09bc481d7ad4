/** Texts of Overview Location Relasi and Unmapping Sales. */

export const locationMessages = {
  // Overview Location Relasi and Unmapping Sales
  channelLabel: 'Channel',
  unmappingSales: 'Unmapping Sales',
  selectChannelFirst: 'Silahkan pilih Channel terlebih dahulu',
  photoNotFound: 'Foto tidak ditemukan.',
  overviewLocationRelasi: 'Overview Location Relasi',
} as const;
