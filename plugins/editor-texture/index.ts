import { ApiService, createTranslate, definePlugin, I18nService, Locales, NotificationService, OpenScenesService, PropertyEditors } from '../../sdk/index.js';
import type { LocaleId } from '../../sdk/index.js';
import { textureLocales } from './locales.js';
import { TextureCatalogue } from './texture-catalogue.js';
import { createTextureEditor } from './texture-editor.js';
import './texture-editor.css';

/** The texture editor: a texture property picks an image (or an HDR environment) uploaded to the scene or from the built-in catalogue. */
export default definePlugin({
  id: 'builtin.editor-texture',
  activate(ctx) {
    for (const locale of Object.keys(textureLocales) as LocaleId[]) ctx.contribute(Locales, { locale, texts: textureLocales[locale] });
    const component = createTextureEditor({
      catalogue: new TextureCatalogue(ctx.tryGet(ApiService), ctx.tryGet(OpenScenesService), ctx.tryGet(I18nService)),
      notifications: ctx.tryGet(NotificationService),
      t: createTranslate(ctx.tryGet(I18nService), textureLocales),
    });
    ctx.contribute(PropertyEditors, { types: ['texture'], component });
  },
});
