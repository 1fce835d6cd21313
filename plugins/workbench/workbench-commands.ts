import { CommandPaletteService, Commands, I18nService, LayoutService, LOCALES, Menus, Panels } from '../../sdk/index.js';
import type { CommandContribution, Disposable, PluginContext } from '../../sdk/index.js';
import { DisposableStore } from '../../sdk/index.js';

/** Command ids of the workbench plugin. */
export const WorkbenchCommandIds = {
  showCommands: 'workbench.showCommands',
  resetLayout: 'workbench.resetLayout',
  toggleDesignMode: 'workbench.toggleDesignMode',
  language: (locale: string) => `workbench.language.${locale}`,
  showPanel: (panelId: string) => `workbench.showPanel.${panelId}`,
} as const;

/** Contribute the workbench commands and their menu entries. */
export function contributeWorkbenchCommands(ctx: PluginContext): void {
  const layout = ctx.get(LayoutService);
  const i18n = ctx.get(I18nService);
  const command = (value: CommandContribution) => ctx.contribute(Commands, value);

  command({
    id: WorkbenchCommandIds.showCommands,
    titleKey: 'workbench.command.showCommands',
    categoryKey: 'workbench.category.view',
    keybinding: ['Ctrl+Shift+P', 'F1'],
    run: () => ctx.get(CommandPaletteService).open(),
  });
  command({
    id: WorkbenchCommandIds.resetLayout,
    titleKey: 'workbench.command.resetLayout',
    categoryKey: 'workbench.category.view',
    run: () => layout.resetLayout(),
  });
  command({
    id: WorkbenchCommandIds.toggleDesignMode,
    titleKey: 'workbench.command.toggleDesignMode',
    categoryKey: 'workbench.category.view',
    run: () => layout.setDesignMode(layout.designMode === 'design' ? 'logical' : 'design'),
  });
  for (const locale of LOCALES) {
    command({
      id: WorkbenchCommandIds.language(locale),
      titleKey: `workbench.command.language.${locale}`,
      categoryKey: 'workbench.category.language',
      enabled: () => i18n.locale !== locale,
      run: async () => {
        await i18n.switchLocale(locale);
      },
    });
  }

  ctx.contribute(Menus, { menu: 'view', command: WorkbenchCommandIds.showCommands, group: '1_commands', order: 1 });
  ctx.contribute(Menus, { menu: 'view', command: WorkbenchCommandIds.toggleDesignMode, group: '2_mode', order: 1 });
  ctx.contribute(Menus, { menu: 'view', command: WorkbenchCommandIds.resetLayout, group: '3_layout', order: 1 });
  ctx.contribute(Menus, { menu: 'help', command: WorkbenchCommandIds.showPanel('workbench.welcome'), group: '1_welcome', order: 1 });
  ctx.contribute(Menus, { menu: 'help', command: WorkbenchCommandIds.showCommands, group: '1_welcome', order: 2 });

  ctx.subscriptions.add(contributeShowPanelCommands(ctx));
}

/** One "View: <panel>" command per panel contribution, following the Panels point as plugins come and go. */
function contributeShowPanelCommands(ctx: PluginContext): Disposable {
  const layout = ctx.get(LayoutService);
  const perPanel = new Map<string, DisposableStore>();
  const subscription = ctx.contributions(Panels).onDidChange.subscribe((panels) => {
    const ids = new Set(panels.map((p) => p.id));
    for (const [id, store] of perPanel) {
      if (!ids.has(id)) {
        store.dispose();
        perPanel.delete(id);
      }
    }
    for (const panel of panels) {
      if (perPanel.has(panel.id)) continue;
      const store = new DisposableStore();
      const id = WorkbenchCommandIds.showPanel(panel.id);
      store.add(ctx.contribute(Commands, { id, titleKey: panel.titleKey, categoryKey: 'workbench.category.view', run: () => layout.showPanel(panel.id) }));
      store.add(ctx.contribute(Menus, { menu: 'view', command: id, group: '5_panels', order: panel.order ?? 0 }));
      perPanel.set(panel.id, store);
    }
  });
  return {
    dispose() {
      subscription.unsubscribe();
      for (const store of perPanel.values()) store.dispose();
      perPanel.clear();
    },
  };
}
