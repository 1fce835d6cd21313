import {
  ApiService, Commands, createTranslate, definePlugin, I18nService, LayoutService, Locales, NotificationService, OpenScenesService, Panels,
  SceneDocumentService, SelectionService, UndoService,
} from '../../sdk/index.js';
import type { LocaleId } from '../../sdk/index.js';
import { ComponentActions } from './component-actions.js';
import { createComponentPanel } from './component-panel.js';
import { locales } from './locales.js';

/**
 * Component libraries in the designer (docs/market.md): the approved libraries' and one's own components, inserted
 * into the open scene with their materials (and their assets given to the scene's project); the selection shared as a
 * component; a manager's list of the libraries awaiting review. Submitting and reviewing are /v calls the panel does
 * not offer yet (no declared endpoint: docs/market.md).
 */
export default definePlugin({
  id: 'builtin.component-library',
  dependsOn: ['builtin.open-scenes'], // OpenScenesService
  // The libraries and components come from the server.
  capabilities: ['api.raw'],
  activate(ctx) {
    for (const locale of Object.keys(locales) as LocaleId[]) ctx.contribute(Locales, { locale, texts: locales[locale] });
    const t = createTranslate(ctx.tryGet(I18nService), locales);
    const api = ctx.tryGet(ApiService);
    const scenes = ctx.tryGet(OpenScenesService);
    if (!api || !scenes) return;
    const actions = new ComponentActions({
      api, scenes, t, document: ctx.get(SceneDocumentService), undo: ctx.get(UndoService), selection: ctx.get(SelectionService),
    });
    ctx.contribute(Panels, { id: 'componentLibrary', titleKey: 'componentLibrary.title', area: 'left', order: 6, component: createComponentPanel(actions, t, ctx.tryGet(NotificationService)) });
    ctx.contribute(Commands, { id: 'componentLibrary.show', titleKey: 'componentLibrary.show', run: () => ctx.tryGet(LayoutService)?.showPanel('componentLibrary') });
  },
});
