import { createTranslate, definePlugin, I18nService, Locales, PropertyEditors } from '../../sdk/index.js';
import type { LocaleId } from '../../sdk/index.js';
import { createJsonEditor } from './json-editor.js';
import { jsonEditorLocales } from './locales.js';
import './json-editor.css';

/** The JSON editor: text mode, and a Monaco code mode loaded on first use (never in the initial chunk). */
export default definePlugin({
  id: 'builtin.editor-json',
  activate(ctx) {
    for (const locale of Object.keys(jsonEditorLocales) as LocaleId[]) ctx.contribute(Locales, { locale, texts: jsonEditorLocales[locale] });
    ctx.contribute(PropertyEditors, { types: ['json'], component: createJsonEditor(createTranslate(ctx.tryGet(I18nService), jsonEditorLocales)) });
  },
});
