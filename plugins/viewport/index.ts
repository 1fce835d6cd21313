import {
  CommandService, Commands, ItemPickService, PointHandlesService, PostProcessRuntimeService, createTranslate, definePlugin, I18nService, Locales, Menus, Panels, SceneAssetsService,
  SceneDocumentService, SceneRuntimeService, SelectionService, Settings, SettingsService, TestHooksService, UndoService, ViewportCommandIds, ViewportService,
} from '../../sdk/index.js';
import type { LocaleId } from '../../sdk/index.js';
import { locales } from './locales.js';
import { keepBabylonOffTheCdn } from './no-cdn.js';
import { createViewportPanel } from './viewport-panel.js';
import { viewportQualitySetting } from './viewport-quality.js';

/** The viewport panel: Babylon views of the document with picking, gizmos, layouts and stats. */
export default definePlugin({
  id: 'builtin.viewport',
  dependsOn: ['builtin.viewport-state'], // ViewportService
  activate(ctx) {
    keepBabylonOffTheCdn();
    for (const locale of Object.keys(locales) as LocaleId[]) ctx.contribute(Locales, { locale, texts: locales[locale] });
    const t = createTranslate(ctx.tryGet(I18nService), locales);
    const viewport = ctx.get(ViewportService);
    ctx.contribute(Settings, viewportQualitySetting);
    const component = createViewportPanel({
      runtime: ctx.get(SceneRuntimeService),
      postProcesses: ctx.tryGet(PostProcessRuntimeService),
      pointHandles: ctx.tryGet(PointHandlesService),
      itemPicks: ctx.tryGet(ItemPickService),
      viewport,
      selection: ctx.get(SelectionService),
      document: ctx.get(SceneDocumentService),
      undo: ctx.get(UndoService),
      assets: ctx.get(SceneAssetsService),
      commands: ctx.tryGet(CommandService),
      testHooks: ctx.tryGet(TestHooksService),
      settings: ctx.tryGet(SettingsService),
      t,
    });
    ctx.contribute(Panels, { id: 'viewport', titleKey: 'viewport.title', component, area: 'center', order: 0 });

    const category = 'viewport.category';
    for (const mode of ['move', 'rotate', 'scale'] as const) {
      const key = { move: 'W', rotate: 'E', scale: 'R' }[mode];
      ctx.contribute(Commands, { id: `viewport.gizmo.${mode}`, titleKey: `viewport.gizmo.${mode}`, categoryKey: category, keybinding: key, skipInTextInput: true, run: () => viewport.setGizmo(mode) });
    }
    for (const layout of ['single', 'double', 'quad'] as const) {
      ctx.contribute(Commands, { id: `viewport.layout.${layout}`, titleKey: `viewport.layout.${layout}`, categoryKey: category, run: () => viewport.setLayout(layout) });
      ctx.contribute(Menus, { menu: 'view', command: `viewport.layout.${layout}`, group: 'viewport', order: { single: 1, double: 2, quad: 4 }[layout] });
    }
    ctx.contribute(Commands, {
      id: ViewportCommandIds.frameSelection, titleKey: 'viewport.frameSelection', categoryKey: category, keybinding: 'F', skipInTextInput: true,
      run: () => viewport.frameSelection(),
    });
  },
});
