import {
  ApiService, SceneAssetsService, Commands, createTranslate, DataSources, definePlugin, I18nService, LayoutService, LiveDataService, Locales, Menus, NodeTypes,
  NotificationService, Panels, SceneDocumentService, SelectionService, UndoService,
} from '../../sdk/index.js';
import type { LocaleBundles, LocaleId } from '../../sdk/index.js';

const liveDataPanelLocales: LocaleBundles = {
  en: { ...baseLocales.en, ...relayPanelLocales.en },
  'zh-CN': { ...baseLocales['zh-CN'], ...relayPanelLocales['zh-CN'] },
  'zh-TW': { ...baseLocales['zh-TW'], ...relayPanelLocales['zh-TW'] },
};
import { liveDataPanelFor } from './live-data-panel.js';
import { liveDataPanelLocales as baseLocales } from './locales.js';
import { relayPanelLocales } from './relay-locales.js';
import type { PanelServices } from './panel-services.js';
import './live-data-panel.css';

/** Arguments of 'liveData.bindProperty': the property (and list item) the binding form starts from. */
interface BindArgs {
  readonly node?: string;
  readonly property?: string;
  readonly item?: string;
}

/**
 * The designer's live-data panel (right area): the live preview switch, data sources and the selected node's bindings
 * (docs/live-data.md). Commands: toggle the live preview; bind a property (the inspector's title menu runs it).
 */
export default definePlugin({
  id: 'builtin.live-data-panel',
  dependsOn: ['builtin.live-data'],
  capabilities: ['api.raw'],
  activate(ctx) {
    for (const locale of Object.keys(liveDataPanelLocales) as LocaleId[]) ctx.contribute(Locales, { locale, texts: liveDataPanelLocales[locale] });
    const i18n = ctx.tryGet(I18nService);
    const selection = ctx.get(SelectionService);
    const live = ctx.get(LiveDataService);
    const layout = ctx.tryGet(LayoutService);
    const services: PanelServices = {
      document: ctx.get(SceneDocumentService),
      undo: ctx.get(UndoService),
      selection,
      live,
      kinds: ctx.contributions(DataSources),
      nodeTypes: ctx.contributions(NodeTypes),
      notifications: ctx.tryGet(NotificationService),
      layout,
      api: ctx.tryGet(ApiService),
      assets: ctx.tryGet(SceneAssetsService),
      t: createTranslate(i18n, liveDataPanelLocales),
      locale: () => i18n?.locale ?? 'en',
      draft: {},
    };
    ctx.contribute(Panels, { id: 'live-data', titleKey: 'liveDataPanel.title', area: 'right', order: 2, component: liveDataPanelFor(services) });
    ctx.contribute(Commands, {
      id: 'liveData.togglePreview',
      titleKey: 'liveDataPanel.togglePreview',
      run: () => live.setEnabled(!live.enabled),
    });
    ctx.contribute(Commands, {
      id: 'liveData.bindProperty',
      titleKey: 'liveDataPanel.bindProperty',
      run: ({ args }) => {
        const a = (args ?? {}) as BindArgs;
        if (a.node) selection.set([a.node]);
        services.draft.property = a.property;
        services.draft.item = a.item;
        layout?.showPanel('live-data');
      },
    });
    ctx.contribute(Menus, { menu: 'view', command: 'liveData.togglePreview', group: 'liveData' });
  },
});
