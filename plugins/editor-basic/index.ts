import { createTranslate, definePlugin, I18nService, Locales, PropertyEditors } from '../../sdk/index.js';
import type { LocaleId, PropertyDescriptor } from '../../sdk/index.js';
import { BooleanEditor, createEnumEditor, createVectorEditor, IntEditor, StringArrayEditor, StringEditor, SwitchEditor, TextEditor } from './editors.js';
import { basicEditorLocales } from './locales.js';
import './editor-basic.css';

/** Basic property editors: boolean, switch, enum, int (fallback), string, text, string array, vector2, vector3. */
export default definePlugin({
  id: 'builtin.editor-basic',
  activate(ctx) {
    for (const locale of Object.keys(basicEditorLocales) as LocaleId[]) ctx.contribute(Locales, { locale, texts: basicEditorLocales[locale] });
    const i18n = ctx.tryGet(I18nService);
    const services = { t: createTranslate(i18n, basicEditorLocales), pick: i18n ? i18n.pick.bind(i18n) : (text: { en: string }) => text.en };
    ctx.contribute(PropertyEditors, { types: ['boolean', 'checkbox'], component: BooleanEditor });
    ctx.contribute(PropertyEditors, { types: ['switch'], component: SwitchEditor });
    ctx.contribute(PropertyEditors, { types: ['enum'], component: createEnumEditor<'enum'>(services) });
    // Numbers shown in enum mode use the drop-down as well, ahead of the number editor.
    ctx.contribute(PropertyEditors, { types: ['number', 'int'], priority: 10, canHandle: (d: PropertyDescriptor) => d.mode === 'enum' && !!d.enum?.length, component: createEnumEditor<'number' | 'int'>(services) });
    ctx.contribute(PropertyEditors, { types: ['int'], priority: -1, component: IntEditor });
    ctx.contribute(PropertyEditors, { types: ['string'], component: StringEditor });
    ctx.contribute(PropertyEditors, { types: ['text'], component: TextEditor });
    ctx.contribute(PropertyEditors, { types: ['stringArray'], component: StringArrayEditor });
    ctx.contribute(PropertyEditors, { types: ['vector2'], component: createVectorEditor<'vector2'>(['x', 'y']) });
    ctx.contribute(PropertyEditors, { types: ['vector3'], component: createVectorEditor<'vector3'>(['x', 'y', 'z']) });
  },
});
