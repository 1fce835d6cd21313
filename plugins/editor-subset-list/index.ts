import { createTranslate, definePlugin, I18nService, Locales, PropertyEditors } from '../../sdk/index.js';
import type { LocaleId } from '../../sdk/index.js';
import { subsetLocales } from './locales.js';
import { createSubsetListEditor } from './subset-list-editor.js';
import './subset-list.css';

/** The mesh sub-set list editor. */
export default definePlugin({
  id: 'builtin.editor-subset-list',
  activate(ctx) {
    for (const locale of Object.keys(subsetLocales) as LocaleId[]) ctx.contribute(Locales, { locale, texts: subsetLocales[locale] });
    ctx.contribute(PropertyEditors, { types: ['subSetList'], component: createSubsetListEditor(createTranslate(ctx.tryGet(I18nService), subsetLocales)) });
  },
});
