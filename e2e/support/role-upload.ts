/** A clean row of Upload New Role for a new Jakarta salesman position `${prefix}-${n}` (its columns: ROLE_UPLOAD_COLUMNS). */
export const roleUploadRow = (prefix: string, n: number): (string | number)[] => [
  `${prefix}-${n}`,
  'SALESMAN',
  'TO',
  101,
  'JKT',
  '',
  'JKT-SPV-001',
  'spv.jkt1@armada.co.id',
  'N',
  'NA',
  '2026-01-01',
  '4001-12-31',
];
