/** Texts of the display-check photo screens: CRC File Viewer and Overview File CRC (spec part 2 section 2). */
import { n } from './format';

export const crcMessages = {
  crcFileViewer: 'CRC File Viewer',
  overviewFileCrc: 'Overview File CRC',
  isAcrylicLabel: 'Is Acrylic',
  acrylicCounter: 'Acrylic',
  totalRelasiCounter: 'Total Relasi',
  /** Overview File CRC's button (the spec writes it in capitals). */
  searchPhotos: 'SEARCH',
  photosTotal: (count: number) => `Total ${n(count)} foto`,
  noPhotos: 'Tidak ada foto.',
  downloadPhoto: 'Unduh foto',
} as const;
