import {
  Commands, createTranslate, definePlugin, I18nService, KeybindingService, LayoutService, Locales, Menus, NotificationService, Panels,
  TestHooksService,
} from '../../sdk/index.js';
import type { LocaleId } from '../../sdk/index.js';
import { createKeybindingsPanel } from './keybindings-panel.js';
import { locales } from './locales.js';

/** Id of the shortcut panel. */
export const KEYBINDINGS_PANEL = 'keybindings';

/** Id of the command that opens the shortcut panel. */
export const OPEN_KEYBINDINGS_COMMAND = 'keybindings.open';

/**
 * The shortcut panel (spec 000 §2): every command with its keys, search, change (record a chord, conflicts named and
 * the user's choice), remove, reset one and reset all. The bindings live in the key-binding service, per user.
 */
export default definePlugin({
  id: 'builtin.keybindings-editor',
  name: 'Keyboard shortcuts',
  activate(ctx) {
    for (const locale of Object.keys(locales) as LocaleId[]) ctx.contribute(Locales, { locale, texts: locales[locale] });
    const t = createTranslate(ctx.tryGet(I18nService), locales);
    const keys = ctx.get(KeybindingService);
    const commands = ctx.contributions(Commands);
    ctx.contribute(Panels, {
      id: KEYBINDINGS_PANEL, titleKey: 'keybindings.title', area: 'center', order: 300,
      component: createKeybindingsPanel({ keys, commands, notifications: ctx.tryGet(NotificationService), t }),
    });
    // The test build's window.__kfCommands: the command registry itself, which the panel's rows must cover.
    const hook = ctx.tryGet(TestHooksService)?.expose('Commands', commands);
    if (hook) ctx.subscriptions.add(hook);
    const layout = ctx.tryGet(LayoutService);
    ctx.contribute(Commands, {
      id: OPEN_KEYBINDINGS_COMMAND, titleKey: 'keybindings.open', categoryKey: 'keybindings.category', keybinding: 'Ctrl+Alt+K',
      run: () => layout?.showPanel(KEYBINDINGS_PANEL),
    });
    ctx.contribute(Menus, { menu: 'help', command: OPEN_KEYBINDINGS_COMMAND, group: '2_shortcuts', order: 1 });
  },
});
