import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../common/contract/auth';
import { menuItemForPath, menuOpensScreen, unregisteredPathKind } from './menu-screens';

const link = (id: number, desc: string, url: string): MenuItem => ({
  MENU_LIST_ID: id,
  PARENT_ID: 1,
  MENU_LIST_DESC: desc,
  URL: url,
});
const branchMenu = [
  { MENU_LIST_ID: 1, PARENT_ID: null, MENU_LIST_DESC: 'Structure', URL: null },
  link(13, 'Manage Role', '/manage-role/overview'),
  link(36, 'Overview Location Relasi', '/mapping-sales-assignment/overviewgeotag'),
  link(85, 'Overview Calendar', '/call-management/overviewCalendar'),
];

describe('menuItemForPath', () => {
  it('finds the entry by its URL, ignoring a trailing slash and letter case', () => {
    expect(menuItemForPath(branchMenu, '/manage-role/overview/')?.MENU_LIST_DESC).toBe('Manage Role');
    expect(menuItemForPath(branchMenu, '/call-management/overviewcalendar')?.MENU_LIST_ID).toBe(85);
    expect(menuItemForPath(branchMenu, '/manage-role')).toBeUndefined();
  });
});

describe('menuOpensScreen', () => {
  it('opens a screen only through its own menu entry, and Home to everyone', () => {
    expect(menuOpensScreen(branchMenu, '/manage-role/overview')).toBe(true);
    expect(menuOpensScreen(branchMenu, '/structure/type')).toBe(false);
    expect(menuOpensScreen(branchMenu, '/setting/settingperiod')).toBe(false);
    expect(menuOpensScreen(branchMenu, null)).toBe(true);
    expect(menuOpensScreen([], '/manage-role/overview')).toBe(false);
  });
});

describe('unregisteredPathKind', () => {
  it('tells a later screen of the menu, a screen the menu does not open, and an unknown path apart', () => {
    expect(unregisteredPathKind(branchMenu, '/call-management/overviewCalendar')).toMatchObject({
      kind: 'unavailable',
    });
    expect(unregisteredPathKind(branchMenu, '/setting/settingperiod').kind).toBe('no-access');
    expect(unregisteredPathKind(branchMenu, '/mapping-sales-assignment/edit/42').kind).toBe('no-access');
    expect(unregisteredPathKind(branchMenu, '/structure/typo').kind).toBe('not-found');
    expect(unregisteredPathKind(branchMenu, '/mapping-sales-assignment/edit').kind).toBe('not-found');
  });
});
