import {
  createTranslate, definePlugin, I18nService, Locales, PropertyEditors, SceneDocumentService, UndoService,
} from '../../sdk/index.js';
import type { LocaleId } from '../../sdk/index.js';
import { shadowGeneratorType } from './adapter.js';
import { locales } from './locales.js';
import { createShadowEditor } from './shadow-editor.js';

/** The shadow generator node type (a child of a directional, point or spot light) and the lights' Add/Delete panel. */
export default definePlugin({
  id: 'builtin.node-shadow-generator',
  contributes: [shadowGeneratorType],
  activate(ctx) {
    for (const locale of Object.keys(locales) as LocaleId[]) ctx.contribute(Locales, { locale, texts: locales[locale] });
    const document = ctx.tryGet(SceneDocumentService);
    const undo = ctx.tryGet(UndoService);
    if (document && undo) {
      const t = createTranslate(ctx.tryGet(I18nService), locales);
      ctx.contribute(PropertyEditors, { types: ['shadowGenerator'], component: createShadowEditor({ document, undo, t }) });
    }
  },
});
