import { createTranslate, definePlugin, I18nService, Locales, PropertyEditors, type LocaleId } from '../../sdk/index.js';
import { createColorEditor } from './color-editor.js';
import { locales } from './locales.js';
import { pickScreenColor } from './pipette.js';

/** The colour editor (spec 001 §2, §5): swatch and picker for color3, color4 and colour-with-alpha/gradient values. */
export const colorEditorPlugin = definePlugin({
  id: 'builtin.editor-color',
  activate(ctx) {
    for (const locale of Object.keys(locales) as LocaleId[]) {
      ctx.contribute(Locales, { locale, texts: locales[locale] });
    }
    const t = createTranslate(ctx.tryGet(I18nService), locales);
    const component = createColorEditor({
      t,
      pickScreenColor: (doc) => pickScreenColor(doc, { hint: t('editorColor.pipetteHint') }),
    });
    ctx.contribute(PropertyEditors, { types: ['color3', 'color4', 'color'], component });
  },
});

export default colorEditorPlugin;
