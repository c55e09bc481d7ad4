/** CRC File Viewer's filters, as its controls hold them and as its call takes them. */
import { ALL_BRANCH } from '../../../common/constants';
import type { ACRYLIC_CHOICES, ViewerFilter } from '../../../common/contract/crc';
import { endOfThisMonth, firstDayOfMonth } from '../../../common/dates';

export interface ViewerFilters {
  /** BRANCH_CODE; '0' is head office's ALL, '' until the areas are there. */
  branch: string;
  /** POSITION_CODE; '' is every position. */
  position: string;
  acrylic: (typeof ACRYLIC_CHOICES)[number];
  start: string;
  end: string;
}

/** Every area and position, acrylic racks, this month (spec part 2 section 9). */
export const startingFilters = (): ViewerFilters => ({
  branch: '',
  position: '',
  acrylic: 'Y',
  start: firstDayOfMonth(),
  end: endOfThisMonth(),
});

/** The spec's body: ALL as '', every business (Bisnis ''). */
export const viewerInput = (f: ViewerFilters): ViewerFilter => ({
  BranchCode: f.branch === ALL_BRANCH.BRANCH_CODE ? '' : f.branch,
  PositionCode: f.position,
  Bisnis: '',
  isAcrylic: f.acrylic,
  StartDate: f.start,
  EndDate: f.end,
});
