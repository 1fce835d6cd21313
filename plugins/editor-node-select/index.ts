import { createTranslate, definePlugin, I18nService, Locales, NotificationService, PropertyEditors, SceneDocumentService } from '../../sdk/index.js';
import type { LocaleId } from '../../sdk/index.js';
import { nodeSelectLocales } from './locales.js';
import { createNodeSelectEditor } from './node-select-editor.js';
import './node-select.css';

/** The node-select picker: drop a scene node (MIME application/x-scene-node, data = node id) to target it. */
export default definePlugin({
  id: 'builtin.editor-node-select',
  activate(ctx) {
    for (const locale of Object.keys(nodeSelectLocales) as LocaleId[]) ctx.contribute(Locales, { locale, texts: nodeSelectLocales[locale] });
    const component = createNodeSelectEditor({
      document: ctx.get(SceneDocumentService),
      notifications: ctx.tryGet(NotificationService),
      t: createTranslate(ctx.tryGet(I18nService), nodeSelectLocales),
    });
    ctx.contribute(PropertyEditors, { types: ['nodeSelect'], component });
  },
});
