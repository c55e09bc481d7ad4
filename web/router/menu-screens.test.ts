import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../common/contract/auth';
import { menuItemForPath, menuOpensPath, moduleOfPath } from './menu-screens';

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

describe('moduleOfPath', () => {
  it('takes the longest screen prefix', () => {
    expect(moduleOfPath('/mapping-sales-assignment/overviewgeotag')).toBe('location');
    expect(moduleOfPath('/mapping-sales-assignment/overview')).toBe('sales-assignment');
    expect(moduleOfPath('/mapping-sales-assignment/printqrrelasinew')).toBe('labels');
    expect(moduleOfPath('/structure/type/:typeId')).toBe('structure');
    expect(moduleOfPath('/')).toBeUndefined();
  });
});

describe('menuOpensPath', () => {
  it('opens the screens of the modules the menu holds, and Home to everyone', () => {
    expect(menuOpensPath(branchMenu, '/manage-role/new/:roleMapID')).toBe(true);
    expect(menuOpensPath(branchMenu, '/mapping-sales-assignment/overviewgeotag')).toBe(true);
    expect(menuOpensPath(branchMenu, '/setting/settingperiod')).toBe(false);
    expect(menuOpensPath(branchMenu, '/')).toBe(true);
    expect(menuOpensPath([], '/structure/type')).toBe(false);
  });
});
