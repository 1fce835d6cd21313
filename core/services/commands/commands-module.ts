import { CommandPaletteService, CommandService, I18nService, NotificationService, PluginFaultService } from '../../../sdk/index.js';
import type { ServiceModule } from '../../kernel/editor-kernel.js';
import { CommandPaletteServiceImpl } from './command-palette-service.js';
import { CommandServiceImpl } from './command-service.js';
import { detectMac } from './keybinding.js';

/** Binds the command service (over the Commands point) and the command palette state. */
export function commandsModule(isMac: boolean = detectMac()): ServiceModule {
  return ({ services, registry }) => {
    services.bindValue(
      CommandService,
      new CommandServiceImpl(registry, {
        isMac,
        notifications: () => services.tryGet(NotificationService),
        wasReported: (error) => services.tryGet(PluginFaultService)?.wasReported(error) ?? false,
        i18n: () => services.tryGet(I18nService),
      }),
    );
    services.bindValue(CommandPaletteService, new CommandPaletteServiceImpl());
  };
}
