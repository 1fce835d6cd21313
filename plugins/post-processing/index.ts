import {
  Commands, createTranslate, definePlugin, I18nService, Locales, NodeTypes, NotificationService, Panels, POST_PROCESS_CONTAINER_TYPE, PostProcesses,
  SceneDocumentService, SelectionService, titles, UndoService, ViewportService,
} from '../../sdk/index.js';
import type { LocaleId } from '../../sdk/index.js';
import { locales } from './locales.js';
import { PipelineActions } from './pipeline-actions.js';
import { createPipelinePanel } from './pipeline-panel.js';

/** The rendering pipeline: the effects' container node type, the Rendering pipeline panel and the show-effects command. */
export default definePlugin({
  id: 'builtin.post-processing',
  dependsOn: ['builtin.viewport-state'], // ViewportService
  activate(ctx) {
    for (const locale of Object.keys(locales) as LocaleId[]) ctx.contribute(Locales, { locale, texts: locales[locale] });
    const i18n = ctx.tryGet(I18nService);
    const t = createTranslate(i18n, locales);
    ctx.contribute(NodeTypes, {
      id: POST_PROCESS_CONTAINER_TYPE, titles: titles('Post-processes', '后期处理', '後期處理'), descriptors: [],
      creatable: false, container: true, listed: false,
    });
    const document = ctx.get(SceneDocumentService);
    const selection = ctx.get(SelectionService);
    const effects = ctx.contributions(PostProcesses);
    const actions = new PipelineActions({ document, undo: ctx.get(UndoService), selection, i18n, effects: () => effects.current }, t);
    ctx.contribute(Panels, {
      id: 'renderingPipeline', titleKey: 'postProcessing.title', area: 'bottom', order: 150, // beside Output, which stays the front tab
      component: createPipelinePanel({ actions, document, selection, i18n, notifications: ctx.tryGet(NotificationService), effects, t }),
    });
    const viewport = ctx.tryGet(ViewportService);
    if (viewport) {
      ctx.contribute(Commands, {
        id: 'postProcessing.toggleEffects', titleKey: 'postProcessing.toggleEffects', categoryKey: 'postProcessing.category',
        run: () => viewport.setEffectsShown(!viewport.effectsShown),
      });
    }
  },
});
