import { CommandService, Commands, definePlugin, I18nService, Locales, NotificationService, Panels } from '../../sdk/index.js';
import type { LocaleId } from '../../sdk/index.js';
import { workbenchLocales } from './locales.js';
import { OutputLog } from './output-log.js';
import { outputPanelFor } from './output-panel.js';
import { welcomePanelFor } from './welcome-panel.js';
import { contributeWorkbenchCommands } from './workbench-commands.js';

/** The workbench's own commands (palette, layout, language, design mode, plugins) and its Welcome and Output panels. */
export default definePlugin({
  id: 'builtin.workbench',
  activate(ctx) {
    for (const locale of Object.keys(workbenchLocales) as LocaleId[]) ctx.contribute(Locales, { locale, texts: workbenchLocales[locale] });
    contributeWorkbenchCommands(ctx);

    const i18n = ctx.get(I18nService);
    const commands = ctx.get(CommandService);
    const commandList = ctx.contributions(Commands);
    const titleOf = (id: string) => {
      const command = [...commandList.current].reverse().find((c) => c.id === id);
      return command ? i18n.t(command.titleKey) : undefined;
    };
    const log = ctx.subscriptions.add(new OutputLog(ctx.get(NotificationService)));
    ctx.contribute(Panels, { id: 'workbench.welcome', titleKey: 'workbench.panel.welcome', area: 'center', order: 100, component: welcomePanelFor(i18n, commands, titleOf) });
    ctx.contribute(Panels, { id: 'workbench.output', titleKey: 'workbench.panel.output', area: 'bottom', order: 100, component: outputPanelFor(i18n, log) });
  },
});
