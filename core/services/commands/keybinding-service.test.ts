import { describe, expect, it, vi } from 'vitest';
import { bindingFromKeyEvent, Commands, CommandService, KeybindingService } from '../../../sdk/index.js';
import { createEditorKernel } from '../../kernel/editor-kernel.js';
import { MemoryStore } from '../settings/key-value-store.js';
import { commandsModule } from './commands-module.js';
import { keybindingsStorageKey } from './user-keybindings.js';

async function setup(store = new MemoryStore()) {
  const kernel = await createEditorKernel([commandsModule(false, store)]);
  const keys = kernel.services.get(KeybindingService);
  const commands = kernel.services.get(CommandService);
  const undo = vi.fn();
  const save = vi.fn();
  kernel.registry.contribute(Commands, { id: 'test.undo', titleKey: 'undo', keybinding: 'Ctrl+Z', run: undo });
  kernel.registry.contribute(Commands, { id: 'test.save', titleKey: 'save', keybinding: ['Ctrl+S'], run: save });
  kernel.registry.contribute(Commands, { id: 'test.none', titleKey: 'none', run: () => undefined });
  return { store, keys, commands, undo, save };
}

function press(key: string, mods: { ctrlKey?: boolean; shiftKey?: boolean; altKey?: boolean } = {}) {
  return { key, code: /^[a-z]$/i.test(key) ? `Key${key.toUpperCase()}` : undefined, ctrlKey: false, shiftKey: false, altKey: false, metaKey: false, preventDefault() {}, ...mods };
}

describe('KeybindingServiceImpl', () => {
  it('lists every command with its defaults, and a rebound key runs the command while the old one does not', async () => {
    const { keys, commands, undo } = await setup();
    expect(keys.entries.map((e) => [e.commandId, e.bindings, e.customized])).toEqual([
      ['test.undo', ['Ctrl+Z'], false], ['test.save', ['Ctrl+S'], false], ['test.none', [], false],
    ]);
    keys.setBindings('test.undo', ['Ctrl+Alt+U']);
    expect(commands.dispatchKey(press('z', { ctrlKey: true }) as unknown as KeyboardEvent)).toBe(false);
    expect(commands.dispatchKey(press('u', { ctrlKey: true, altKey: true }) as unknown as KeyboardEvent)).toBe(true);
    expect(undo).toHaveBeenCalledTimes(1);
    expect(commands.keybindingOf('test.undo')).toBe('Ctrl+Alt+U');
    expect(keys.entries[0]).toMatchObject({ defaults: ['Ctrl+Z'], bindings: ['Ctrl+Alt+U'], customized: true });
  });

  it('names the commands a chord conflicts with, in any spelling', async () => {
    const { keys } = await setup();
    expect(keys.conflictsOf('control+s')).toEqual(['test.save']);
    expect(keys.conflictsOf('Ctrl+S', 'test.save')).toEqual([]);
    keys.setBindings('test.none', ['Ctrl+S']);
    expect(keys.conflictsOf('Ctrl+S', 'test.none')).toEqual(['test.save']);
  });

  it('resets one command and all, and keeps bindings per user across kernels', async () => {
    const { keys, store } = await setup();
    const changes = vi.fn();
    keys.onDidChange.subscribe(changes);
    keys.setBindings('test.undo', ['F9']);
    keys.setBindings('test.save', []);
    expect(JSON.parse(store.getItem(keybindingsStorageKey(undefined))!)).toEqual({ 'test.undo': ['F9'], 'test.save': [] });
    const again = await setup(store);
    expect(again.keys.bindingsOf('test.undo')).toEqual(['F9']);
    expect(again.keys.bindingsOf('test.save')).toEqual([]);
    keys.reset('test.undo');
    expect(keys.bindingsOf('test.undo')).toEqual(['Ctrl+Z']);
    keys.resetAll();
    expect(keys.bindingsOf('test.save')).toEqual(['Ctrl+S']);
    expect(store.getItem(keybindingsStorageKey(undefined))).toBeNull();
    expect(changes).toHaveBeenCalledTimes(4);
  });

  it('refuses a binding that does not parse or an unknown command, and ignores damaged stored data', async () => {
    const { keys, store } = await setup();
    expect(() => keys.setBindings('test.undo', ['Hyper+K'])).toThrow(/Unknown modifier 'Hyper'/);
    expect(() => keys.setBindings('test.nothing', ['F2'])).toThrow(/no command "test.nothing"/);
    store.setItem(keybindingsStorageKey(undefined), JSON.stringify({ 'test.undo': ['Ctrl+'], 'test.save': 'Ctrl+Q', 'test.none': ['F4'] }));
    const again = await setup(store);
    expect(again.keys.bindingsOf('test.undo')).toEqual(['Ctrl+Z']);
    expect(again.keys.bindingsOf('test.save')).toEqual(['Ctrl+S']);
    expect(again.keys.bindingsOf('test.none')).toEqual(['F4']);
    store.setItem(keybindingsStorageKey(undefined), '{broken');
    expect((await setup(store)).keys.bindingsOf('test.undo')).toEqual(['Ctrl+Z']);
  });
});

describe('bindingFromKeyEvent', () => {
  it('spells a pressed chord as a binding, by key position, and waits while only modifiers are down', () => {
    const base = { ctrlKey: false, shiftKey: false, altKey: false, metaKey: false };
    expect(bindingFromKeyEvent({ ...base, key: 'Control', ctrlKey: true })).toBeUndefined();
    expect(bindingFromKeyEvent({ ...base, key: 'K', code: 'KeyK', ctrlKey: true, shiftKey: true })).toBe('Ctrl+Shift+K');
    expect(bindingFromKeyEvent({ ...base, key: '˚', code: 'KeyK', altKey: true })).toBe('Alt+K');
    expect(bindingFromKeyEvent({ ...base, key: 'k', code: 'KeyK', metaKey: true }, true)).toBe('Ctrl+K');
    expect(bindingFromKeyEvent({ ...base, key: 'F5', code: 'F5' })).toBe('F5');
    expect(bindingFromKeyEvent({ ...base, key: ' ', code: 'Space', ctrlKey: true })).toBe('Ctrl+Space');
    expect(bindingFromKeyEvent({ ...base, key: 'ArrowUp', code: 'ArrowUp', altKey: true })).toBe('Alt+Up');
  });
});
