import {
  CommandPaletteService, CommandService, I18nService, KeybindingService, NotificationService, PluginFaultService, SessionService,
} from '../../../sdk/index.js';
import { KernelRegistry, serviceModule, type ServiceModule } from '../../kernel/kernel-parts.js';
import { optional, provide } from '../../kernel/service-declaration.js';
import { CommandPaletteServiceImpl } from './command-palette-service.js';
import { CommandServiceImpl } from './command-service.js';
import { detectMac } from './keybinding.js';
import { KeybindingServiceImpl } from './keybinding-service.js';
import { defaultStore, type KeyValueStore } from '../settings/key-value-store.js';
import { UserKeybindings } from './user-keybindings.js';

/**
 * Declares the command service (over the Commands point), the user's key bindings (kept per signed-in user in the
 * store, localStorage by default) and the command palette state.
 */
export function commandsModule(isMac: boolean = detectMac(), store?: KeyValueStore): ServiceModule {
  return serviceModule([
    provide(KeybindingService, [KernelRegistry, optional(SessionService)], (registry, session) => {
      const service = new KeybindingServiceImpl(registry, new UserKeybindings(store ?? defaultStore(), () => session?.user?.userId), isMac);
      let first = true;
      session?.onDidChangeUser.subscribe(() => {
        if (!first) service.userChanged();
        first = false;
      });
      return service;
    }),
    provide(
      CommandService,
      [KernelRegistry, KeybindingService, optional(NotificationService), optional(I18nService), optional(PluginFaultService)],
      (registry, keybindings, notifications, i18n, faults) => new CommandServiceImpl(registry, {
        isMac,
        bindingsOf: (command) => keybindings.bindingsOf(command.id),
        notifications: () => notifications,
        wasReported: (error) => faults?.wasReported(error) ?? false,
        i18n: () => i18n,
      }),
    ),
    provide(CommandPaletteService, [], () => new CommandPaletteServiceImpl()),
  ]);
}
