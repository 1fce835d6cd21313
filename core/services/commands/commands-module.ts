import { CommandPaletteService, CommandService, I18nService, NotificationService, PluginFaultService } from '../../../sdk/index.js';
import { KernelRegistry, serviceModule, type ServiceModule } from '../../kernel/editor-kernel.js';
import { optional, provide } from '../../kernel/service-declaration.js';
import { CommandPaletteServiceImpl } from './command-palette-service.js';
import { CommandServiceImpl } from './command-service.js';
import { detectMac } from './keybinding.js';

/** Declares the command service (over the Commands point) and the command palette state. */
export function commandsModule(isMac: boolean = detectMac()): ServiceModule {
  return serviceModule([
    provide(
      CommandService,
      [KernelRegistry, optional(NotificationService), optional(I18nService), optional(PluginFaultService)],
      (registry, notifications, i18n, faults) => new CommandServiceImpl(registry, {
        isMac,
        notifications: () => notifications,
        wasReported: (error) => faults?.wasReported(error) ?? false,
        i18n: () => i18n,
      }),
    ),
    provide(CommandPaletteService, [], () => new CommandPaletteServiceImpl()),
  ]);
}
