import { describe, expect, it } from 'vitest';
import { filterRows, keybindingRows } from './keybinding-rows.js';

const t = (key: string) => ({ 'c.undo': 'Undo', 'c.save': 'Save scene', 'c.edit': 'Edit', 'c.other': 'Other' })[key] ?? key;
const entries = [
  { commandId: 'edit.undo', titleKey: 'c.undo', categoryKey: 'c.edit', defaults: ['Ctrl+Z'], bindings: ['Ctrl+Z'], customized: false },
  { commandId: 'scene.save', titleKey: 'c.save', defaults: ['Ctrl+S'], bindings: ['Ctrl+S'], customized: false },
  { commandId: 'x.other', titleKey: 'c.other', defaults: [], bindings: ['control+s'], customized: true },
];

describe('keybindingRows', () => {
  it('translates titles, labels keys and finds the commands that share a key', () => {
    const rows = keybindingRows(entries, t, (b) => `[${b}]`);
    expect(rows[0]).toMatchObject({ title: 'Undo', category: 'Edit', labels: ['[Ctrl+Z]'], sharedWith: [] });
    expect(rows[1].sharedWith).toEqual(['x.other']);
    expect(rows[2]).toMatchObject({ customized: true, sharedWith: ['scene.save'] });
  });
});

describe('filterRows', () => {
  it('matches every word against title, category, id and keys', () => {
    const rows = keybindingRows(entries, t, (b) => b);
    expect(filterRows(rows, '').length).toBe(3);
    expect(filterRows(rows, 'edit undo').map((r) => r.commandId)).toEqual(['edit.undo']);
    expect(filterRows(rows, 'CTRL+S').map((r) => r.commandId)).toEqual(['scene.save']);
    expect(filterRows(rows, 'save')).toHaveLength(1);
    expect(filterRows(rows, 'nothing')).toEqual([]);
  });
});
