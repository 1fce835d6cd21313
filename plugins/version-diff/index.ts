import {
  ApiService, createTranslate, definePlugin, I18nService, Locales, NotificationService, OpenScenesService, Panels, SceneDocumentService,
  SelectionService, UndoService,
} from '../../sdk/index.js';
import type { LocaleId } from '../../sdk/index.js';
import { LoadSceneVersion } from '../../sdk/endpoints.js';
import { diffPanelFor } from './diff-panel.js';
import { versionDiffLocales } from './locales.js';
import './version-diff.css';

/**
 * Compare versions: the open scene against one of its saved versions, every difference listed (nodes added, removed,
 * moved, renamed, properties, scene sections), a node's name selecting it in the viewport, and each difference put
 * back as the older version had it, one undoable step each.
 */
export default definePlugin({
  id: 'builtin.version-diff',
  dependsOn: ['builtin.open-scenes'], // OpenScenesService
  // Older versions are read from the server.
  capabilities: ['api.raw'],
  activate(ctx) {
    for (const locale of Object.keys(versionDiffLocales) as LocaleId[]) ctx.contribute(Locales, { locale, texts: versionDiffLocales[locale] });
    const openScenes = ctx.tryGet(OpenScenesService);
    const document = ctx.tryGet(SceneDocumentService);
    const undo = ctx.tryGet(UndoService);
    const api = ctx.tryGet(ApiService);
    if (!openScenes || !document || !undo || !api) return;
    const component = diffPanelFor({
      openScenes, document, undo,
      selection: ctx.tryGet(SelectionService),
      notifications: ctx.tryGet(NotificationService),
      t: createTranslate(ctx.tryGet(I18nService), versionDiffLocales),
      loadVersion: async (id, version) => (await api.call(LoadSceneVersion, { params: { id, flag: 'true', version } })).content,
    });
    ctx.contribute(Panels, { id: 'version-diff', titleKey: 'versionDiff.title', area: 'right', order: 11, component });
  },
});
