/**
 * The drawer's groups of menu entries, in the order it shows them (spec part 1 section 2). A screen
 * names its group in its module's declaration; a group may hold the screens of several modules
 * (Mapping Sales Assignment holds the assignment, label and location screens).
 */
export const MENU_GROUPS = [
  { key: 'structure', id: 10, title: 'Structure' },
  { key: 'salesrepMapping', id: 20, title: 'Mapping Sales Rep' },
  { key: 'salesAssignment', id: 30, title: 'Mapping Sales Assignment' },
  { key: 'target', id: 40, title: 'Target' },
  { key: 'crc', id: 50, title: 'CRC' },
  { key: 'bisnisLini', id: 60, title: 'Mapping Bisnis Lini' },
  { key: 'incentive', id: 70, title: 'Adjust Incentive' },
  { key: 'callManagement', id: 80, title: 'Call Management' },
  { key: 'pushActivity', id: 90, title: 'Push Activity' },
  { key: 'setting', id: 100, title: 'Setting' },
  { key: 'users', id: 110, title: 'Pengguna' },
] as const;

export type MenuGroup = (typeof MENU_GROUPS)[number]['key'];
