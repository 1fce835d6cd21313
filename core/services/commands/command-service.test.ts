import { describe, expect, it, vi } from 'vitest';
import { Commands, I18nService, Locales, NotificationService } from '../../../sdk/index.js';
import type { CommandContribution, Notification } from '../../../sdk/index.js';
import { createEditorKernel } from '../../kernel/editor-kernel.js';
import { commandsModule } from './commands-module.js';
import { notificationsModule } from '../notifications/notifications-module.js';
import { i18nModule } from '../i18n/i18n-module.js';
import { MemoryStore } from '../settings/key-value-store.js';
import { CommandService } from '../../../sdk/index.js';
import type { CommandServiceImpl, DispatchableKeyEvent } from './command-service.js';

async function setup(isMac = false) {
  const kernel = await createEditorKernel([
    i18nModule({ store: new MemoryStore(), languages: ['en'], reload: () => undefined }),
    notificationsModule(),
    commandsModule(isMac),
  ]);
  const commands = kernel.services.get(CommandService) as CommandServiceImpl;
  const shown: Notification[] = [];
  kernel.services.get(NotificationService).onDidNotify.subscribe((n) => shown.push(n));
  const add = (command: CommandContribution) => kernel.registry.contribute(Commands, command);
  return { kernel, commands, shown, add };
}

function press(k: string, mods: Partial<DispatchableKeyEvent> = {}, target?: unknown) {
  const event = {
    key: k,
    code: /^[a-z]$/i.test(k) ? `Key${k.toUpperCase()}` : undefined,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    metaKey: false,
    target,
    prevented: false,
    preventDefault() {
      event.prevented = true;
    },
    ...mods,
  };
  return event;
}

describe('CommandServiceImpl', () => {
  it('runs a command by id with its arguments and rejects an unknown id clearly', async () => {
    const { commands, add } = await setup();
    const run = vi.fn();
    add({ id: 'test.hello', titleKey: 'x', run });
    await commands.execute('test.hello', { a: 1 });
    expect(run).toHaveBeenCalledWith({ args: { a: 1 } });
    await expect(commands.execute('test.nothing')).rejects.toThrow('There is no command "test.nothing".');
  });

  it('dispatches a key binding, cancels the event and skips disabled commands', async () => {
    const { commands, add } = await setup();
    const run = vi.fn();
    let enabled = false;
    add({ id: 'test.palette', titleKey: 'x', keybinding: ['Ctrl+Shift+P', 'F1'], enabled: () => enabled, run });
    const first = press('P', { ctrlKey: true, shiftKey: true });
    expect(commands.dispatchKey(first)).toBe(false);
    enabled = true;
    const second = press('P', { ctrlKey: true, shiftKey: true });
    expect(commands.dispatchKey(second)).toBe(true);
    expect(second.prevented).toBe(true);
    expect(commands.dispatchKey(press('F1'))).toBe(true);
    expect(run).toHaveBeenCalledTimes(2);
    expect(commands.dispatchKey(press('P', { ctrlKey: true }))).toBe(false);
  });

  it('skips plain-key bindings while the user types, but not Ctrl or F-key bindings', async () => {
    const { commands, add } = await setup();
    const del = vi.fn();
    const save = vi.fn();
    const help = vi.fn();
    add({ id: 'test.delete', titleKey: 'x', keybinding: 'Delete', run: del });
    add({ id: 'test.save', titleKey: 'x', keybinding: 'Ctrl+S', run: save });
    add({ id: 'test.help', titleKey: 'x', keybinding: 'F1', run: help });
    const input = { tagName: 'INPUT', type: 'text' };
    expect(commands.dispatchKey(press('Delete', {}, input))).toBe(false);
    expect(commands.dispatchKey(press('s', { ctrlKey: true }, input))).toBe(true);
    expect(commands.dispatchKey(press('F1', {}, input))).toBe(true);
    expect(commands.dispatchKey(press('Delete', {}, { tagName: 'DIV' }))).toBe(true);
    expect([del.mock.calls.length, save.mock.calls.length, help.mock.calls.length]).toEqual([1, 1, 1]);
  });

  it('matches Ctrl bindings with ⌘ on macOS and shows the binding', async () => {
    const { commands, add } = await setup(true);
    const run = vi.fn();
    add({ id: 'test.undo', titleKey: 'x', keybinding: 'Ctrl+Z', run });
    expect(commands.dispatchKey(press('z', { metaKey: true }))).toBe(true);
    expect(run).toHaveBeenCalledOnce();
    expect(commands.keybindingOf('test.undo')).toBe('⌘+Z');
  });

  it('lets the latest contribution of an id win and falls back when it leaves', async () => {
    const { commands, add } = await setup();
    const older = vi.fn();
    const newer = vi.fn();
    add({ id: 'test.same', titleKey: 'x', run: older });
    const override = add({ id: 'test.same', titleKey: 'x', run: newer });
    await commands.execute('test.same');
    override.dispose();
    await commands.execute('test.same');
    expect([older.mock.calls.length, newer.mock.calls.length]).toEqual([1, 1]);
  });

  it('reports a failing key-bound command as a translated error notification', async () => {
    const { kernel, commands, shown, add } = await setup();
    kernel.registry.contribute(Locales, { locale: 'en', texts: { 'test.boom': 'Boom' } });
    add({ id: 'test.fail', titleKey: 'test.boom', keybinding: 'Ctrl+B', run: () => Promise.reject(new Error('disk full')) });
    commands.dispatchKey(press('b', { ctrlKey: true }));
    await vi.waitFor(() => expect(shown).toHaveLength(1));
    expect(shown[0]).toMatchObject({ kind: 'error', message: '"Boom" failed: disk full' });
    expect(kernel.services.get(I18nService).locale).toBe('en');
  });

  it('listens with one keydown listener and stops when disposed', async () => {
    const { commands, add } = await setup();
    const run = vi.fn();
    add({ id: 'test.key', titleKey: 'x', keybinding: 'F2', run });
    const target = new EventTarget();
    const listening = commands.listen(target);
    const fire = () => {
      const event = new Event('keydown', { cancelable: true });
      Object.assign(event, { key: 'F2', ctrlKey: false, shiftKey: false, altKey: false, metaKey: false });
      target.dispatchEvent(event);
      return event;
    };
    expect(fire().defaultPrevented).toBe(true);
    listening.dispose();
    fire();
    expect(run).toHaveBeenCalledOnce();
  });
});
