import { createTranslate, definePlugin, I18nService, Locales, NotificationService, PropertyEditors, type LocaleId } from '../../sdk/index.js';
import { locales } from './locales.js';
import { createNumberEditor } from './number-editor.js';

/** The number and integer property editor (spec 001 §4–§5): display modes, expressions, drag with a mover. */
export const numberEditorPlugin = definePlugin({
  id: 'builtin.editor-number',
  activate(ctx) {
    for (const locale of Object.keys(locales) as LocaleId[]) {
      ctx.contribute(Locales, { locale, texts: locales[locale] });
    }
    const notifications = ctx.tryGet(NotificationService);
    const component = createNumberEditor({
      t: createTranslate(ctx.tryGet(I18nService), locales),
      notifyError: (message) => notifications?.error(message),
    });
    ctx.contribute(PropertyEditors, { types: ['number', 'int'], component });
  },
});

export default numberEditorPlugin;
