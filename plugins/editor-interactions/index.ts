import { createTranslate, definePlugin, I18nService, INTERACTION_LIST_TYPE, Locales, NotificationService, PropertyEditors, SceneDocumentService } from '../../sdk/index.js';
import type { LocaleId } from '../../sdk/index.js';
import { createInteractionsEditor } from './interactions-editor.js';
import { interactionLocales } from './locales.js';
import './interactions.css';

/** The interaction panel (spec 001 §2): a node's interactions, Add and Delete, the selected one's fields. */
export default definePlugin({
  id: 'builtin.editor-interactions',
  activate(ctx) {
    for (const locale of Object.keys(interactionLocales) as LocaleId[]) ctx.contribute(Locales, { locale, texts: interactionLocales[locale] });
    const notifications = ctx.tryGet(NotificationService);
    const component = createInteractionsEditor({
      t: createTranslate(ctx.tryGet(I18nService), interactionLocales),
      document: ctx.get(SceneDocumentService),
      warn: (message) => notifications?.warning(message),
    });
    ctx.contribute(PropertyEditors, { types: [INTERACTION_LIST_TYPE], wide: true, component });
  },
});
