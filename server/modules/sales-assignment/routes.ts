/** The calls of the sales assignments (spec part 1 section 7, base /mapping-sales-assignment). */
import type { Implementation } from '../../platform/implement';

export const salesAssignmentRoutes = (): Implementation[] => [];
