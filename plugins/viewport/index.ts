import {
  ApiError, CommandService, Commands, createTranslate, definePlugin, I18nService, Locales, Menus, NotificationService, OpenScenesService, Panels, SceneAssetsService,
  SceneDocumentService, SceneIoService, SceneRuntimeService, SelectionService, UndoService, ViewportCommandIds, ViewportService,
} from '../../sdk/index.js';
import type { LocaleId } from '../../sdk/index.js';
import { locales } from './locales.js';
import { keepBabylonOffTheCdn } from './no-cdn.js';
import { createViewportPanel } from './viewport-panel.js';
import { openSceneFromLocation } from './open-from-location.js';

/** The viewport panel: Babylon views of the document with picking, gizmos, layouts and stats; Ctrl+S saves. */
export default definePlugin({
  id: 'builtin.viewport',
  activate(ctx) {
    keepBabylonOffTheCdn();
    for (const locale of Object.keys(locales) as LocaleId[]) ctx.contribute(Locales, { locale, texts: locales[locale] });
    const t = createTranslate(ctx.tryGet(I18nService), locales);
    const viewport = ctx.get(ViewportService);
    const sceneIo = ctx.get(SceneIoService);
    const notifications = ctx.tryGet(NotificationService);
    const component = createViewportPanel({
      runtime: ctx.get(SceneRuntimeService),
      viewport,
      selection: ctx.get(SelectionService),
      document: ctx.get(SceneDocumentService),
      undo: ctx.get(UndoService),
      assets: ctx.get(SceneAssetsService),
      commands: ctx.tryGet(CommandService),
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
    ctx.contribute(Commands, {
      id: ViewportCommandIds.save, titleKey: 'viewport.save', categoryKey: category, keybinding: 'Ctrl+S', skipInTextInput: false,
      async run() {
        if (!sceneIo.current) {
          notifications?.warning(t('viewport.noSceneOpen'));
          return;
        }
        // Through the open-scene registry when there is one (it handles the stale-save conflict), else directly.
        const openScenes = ctx.tryGet(OpenScenesService);
        if (openScenes?.activeId !== undefined) {
          try {
            await openScenes.save();
          } catch (error) {
            // A stale save: the registry asks the user (reload or save as new); no second message.
            if (error instanceof ApiError && error.code === 409) return;
            throw error;
          }
        } else await sceneIo.save();
        notifications?.success(t('viewport.saved'));
      },
    });
    ctx.contribute(Menus, { menu: 'file', command: ViewportCommandIds.save, group: 'save', order: 1 });
    openSceneFromLocation(sceneIo, ctx.tryGet(OpenScenesService));
  },
});
