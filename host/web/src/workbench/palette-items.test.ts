import { describe, expect, it } from 'vitest';
import type { CommandContribution } from '../../../../sdk/index.js';
import { filterPalette, paletteItems } from './palette-items.js';

const texts: Record<string, string> = { 'c.view': 'View', 'c.edit': 'Edit', reset: 'Reset layout', undo: 'Undo', redo: 'Redo', hidden: 'Hidden', welcome: 'Welcome' };
const command = (id: string, titleKey: string, categoryKey?: string, enabled = true): CommandContribution => ({
  id,
  titleKey,
  categoryKey,
  enabled: () => enabled,
  run: () => undefined,
});

function items() {
  return paletteItems({
    commands: [
      command('workbench.resetLayout', 'reset', 'c.view'),
      command('undo.undo', 'undo', 'c.edit'),
      command('undo.redo', 'redo', 'c.edit'),
      command('x.hidden', 'hidden', undefined, false),
      command('workbench.showPanel.welcome', 'welcome', 'c.view'),
      command('undo.undo', 'undo', 'c.edit'),
    ],
    isEnabled: (c) => (c.enabled ? c.enabled() : true),
    t: (key) => texts[key] ?? key,
    keybindingsOf: (id) => (id === 'undo.undo' ? ['Ctrl+Z'] : id === 'undo.redo' ? ['Ctrl+Y', 'Ctrl+Shift+Z'] : []),
  });
}

describe('command palette items', () => {
  it('lists each enabled command once with its category, title and binding, sorted', () => {
    expect(items()).toEqual([
      { id: 'undo.redo', label: 'Edit: Redo', keybindings: ['Ctrl+Y', 'Ctrl+Shift+Z'] },
      { id: 'undo.undo', label: 'Edit: Undo', keybindings: ['Ctrl+Z'] },
      { id: 'workbench.resetLayout', label: 'View: Reset layout', keybindings: [] },
      { id: 'workbench.showPanel.welcome', label: 'View: Welcome', keybindings: [] },
    ]);
  });

  it('filters by every word, in any case, over label and id, title prefix first', () => {
    expect(filterPalette(items(), 'RESET').map((i) => i.id)).toEqual(['workbench.resetLayout']);
    expect(filterPalette(items(), 'view lay').map((i) => i.id)).toEqual(['workbench.resetLayout']);
    expect(filterPalette(items(), 'showpanel').map((i) => i.id)).toEqual(['workbench.showPanel.welcome']);
    expect(filterPalette(items(), 're').map((i) => i.id)).toEqual(['undo.redo', 'workbench.resetLayout']);
    expect(filterPalette(items(), '  ')).toHaveLength(4);
    expect(filterPalette(items(), 'nothing like this')).toEqual([]);
  });
});

describe('command palette owners', () => {
  it('names the plugin that owns a command', () => {
    const owned = paletteItems({
      commands: [command('acme.greet', 'greet'), command('undo.undo', 'undo', 'c.edit')],
      isEnabled: () => true,
      t: (key) => texts[key] ?? key,
      keybindingsOf: () => ['Ctrl+Alt+H'],
      ownerOf: (c) => (c.id === 'acme.greet' ? 'Hello plugin' : undefined),
    });
    expect(owned.map((i) => [i.id, i.owner])).toEqual([['undo.undo', undefined], ['acme.greet', 'Hello plugin']]);
  });
});
