import type { StructureEntry } from '../../../common/contract/incentive';

/** A position as the incentive selects show it: 'JKT-SLS-001 - BUDI SANTOSO' (vacant: the code alone). */
export const positionLabel = (p: StructureEntry): string =>
  p.EMPLOYEE_NAME ? `${p.POSITION_CODE} - ${p.EMPLOYEE_NAME}` : p.POSITION_CODE;
