import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../common/contract/auth';
import { buildMenuTree, containsPath } from './menu-tree';

const item = (id: number, parent: number | null, desc: string, url: string | null = null): MenuItem => ({
  MENU_LIST_ID: id,
  PARENT_ID: parent,
  MENU_LIST_DESC: desc,
  URL: url,
});

const menu = [
  item(10, null, 'Structure'),
  item(11, 10, 'Employee Type', '/structure/type'),
  item(13, 10, 'Manage Role', '/manage-role/overview'),
  item(20, null, 'Mapping Sales Rep'),
  item(21, 20, 'Mapping Salesrep', '/mapping-sales-rep/overview'),
  item(99, null, 'Direct link', '/target/overview'),
];

describe('buildMenuTree', () => {
  it('keeps top-level items in order, each with its children in order', () => {
    const tree = buildMenuTree(menu);
    expect(tree.map((n) => n.item.MENU_LIST_DESC)).toEqual(['Structure', 'Mapping Sales Rep', 'Direct link']);
    expect(tree[0]?.children.map((n) => n.item.URL)).toEqual(['/structure/type', '/manage-role/overview']);
    expect(tree[2]?.children).toEqual([]);
  });

  it('shows an item whose parent is not in the list at the top level', () => {
    const tree = buildMenuTree([item(11, 10, 'Employee Type', '/structure/type')]);
    expect(tree.map((n) => n.item.MENU_LIST_ID)).toEqual([11]);
  });

  it('terminates on a cycle in the data', () => {
    const tree = buildMenuTree([item(1, null, 'Root'), item(2, 3, 'A'), item(3, 2, 'B')]);
    expect(tree.map((n) => n.item.MENU_LIST_ID)).toEqual([1]);
  });
});

describe('containsPath', () => {
  it('finds the group of the open screen, including its edit routes', () => {
    const [structure, salesRep] = buildMenuTree(menu);
    expect(structure && containsPath(structure, '/structure/type/5')).toBe(true);
    expect(structure && containsPath(structure, '/structure/typeX')).toBe(false);
    expect(salesRep && containsPath(salesRep, '/structure/type')).toBe(false);
  });
});
