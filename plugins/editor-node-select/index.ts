import { createTranslate, definePlugin, I18nService, Locales, NodeTypes, NotificationService, PropertyEditors, SceneDocumentService } from '../../sdk/index.js';
import type { LocaleId } from '../../sdk/index.js';
import { nodeSelectLocales } from './locales.js';
import { createNodeSelectEditor } from './node-select-editor.js';
import './node-select.css';

/**
 * The node-select picker: drop a scene node (MIME application/x-scene-node, data = node id) to target it. A
 * descriptor's `options.nodeType` (a node type class name) limits it to nodes of that type.
 */
export default definePlugin({
  id: 'builtin.editor-node-select',
  activate(ctx) {
    for (const locale of Object.keys(nodeSelectLocales) as LocaleId[]) ctx.contribute(Locales, { locale, texts: nodeSelectLocales[locale] });
    const i18n = ctx.tryGet(I18nService);
    const nodeTypes = ctx.contributions(NodeTypes);
    const component = createNodeSelectEditor({
      document: ctx.get(SceneDocumentService),
      typeTitle: (className) => {
        const type = nodeTypes.current.find((t) => t.id === className);
        return type ? (i18n ? i18n.pick(type.titles) : type.titles.en) : className;
      },
      notifications: ctx.tryGet(NotificationService),
      t: createTranslate(i18n, nodeSelectLocales),
    });
    ctx.contribute(PropertyEditors, { types: ['nodeSelect'], component });
  },
});
