import { definePlugin, I18nService, Locales, NotificationService, PropertyEditors, type LocaleId } from '../../sdk/index.js';
import { locales } from './locales.js';
import { createNumberEditor } from './number-editor.js';

/** Fill {{placeholders}} of an English fallback text (when no i18n service is bound). */
function fallbackText(key: string, values?: Record<string, string | number>): string {
  const texts: Record<string, string> = locales.en;
  const text = texts[key] ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values?.[name] ?? ''));
}

/** The number and integer property editor (spec 001 §4–§5): display modes, expressions, drag with a mover. */
export const numberEditorPlugin = definePlugin({
  id: 'builtin.editor-number',
  activate(ctx) {
    for (const locale of Object.keys(locales) as LocaleId[]) {
      ctx.contribute(Locales, { locale, texts: locales[locale] });
    }
    const i18n = ctx.tryGet(I18nService);
    const notifications = ctx.tryGet(NotificationService);
    const component = createNumberEditor({
      t: (key, values) => (i18n ? i18n.t(key, values) : fallbackText(key, values)),
      notifyError: (message) => notifications?.error(message),
    });
    ctx.contribute(PropertyEditors, { types: ['number', 'int'], component });
  },
});

export default numberEditorPlugin;
