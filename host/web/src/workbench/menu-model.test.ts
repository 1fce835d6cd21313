import { describe, expect, it } from 'vitest';
import type { CommandContribution, MenuContribution } from '../../../../sdk/index.js';
import { menuEntries } from './menu-model.js';

const cmd = (id: string): CommandContribution => ({ id, titleKey: id, run: () => undefined });

describe('menuEntries', () => {
  it('keeps existing commands of the menu, sorted by group and order, once each', () => {
    const menus: MenuContribution[] = [
      { menu: 'view', command: 'b', group: '2', order: 1 },
      { menu: 'view', command: 'a', group: '1', order: 2 },
      { menu: 'view', command: 'c', group: '1', order: 1 },
      { menu: 'file', command: 'd' },
      { menu: 'view', command: 'missing', group: '0' },
      { menu: 'view', command: 'a', group: '3' },
    ];
    const entries = menuEntries('view', menus, [cmd('a'), cmd('b'), cmd('c'), cmd('d')]);
    expect(entries.map((e) => [e.command.id, e.group])).toEqual([
      ['c', '1'],
      ['a', '1'],
      ['b', '2'],
    ]);
  });
});
