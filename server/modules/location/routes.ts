/** The calls of customer locations and unmapped customers (spec part 1 section 7). */
import type { Implementation } from '../../platform/implement';

export const locationRoutes = (): Implementation[] => [];
