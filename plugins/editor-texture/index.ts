import { ApiService, createTranslate, definePlugin, I18nService, Locales, NotificationService, OpenScenesService, PropertyEditors, SessionTokenService } from '../../sdk/index.js';
import type { LocaleId } from '../../sdk/index.js';
import { textureLocales } from './locales.js';
import { TextureCatalogue } from './texture-catalogue.js';
import { createTextureEditor } from './texture-editor.js';
import { resourceFetch } from './resource-fetch.js';
import './texture-editor.css';

/**
 * The texture editor: a texture property takes an image (or an HDR environment) uploaded to the scene or from the
 * built-in catalogue, a gradient or a procedural preset, with a live preview, a preset menu and the drop rules.
 */
export default definePlugin({
  id: 'builtin.editor-texture',
  dependsOn: ['builtin.open-scenes'], // OpenScenesService
  // The api for the catalogue and uploads; the token to fetch previews of the user's resource files (an <img> cannot send it).
  capabilities: ['api.raw', 'session.token'],
  activate(ctx) {
    for (const locale of Object.keys(textureLocales) as LocaleId[]) ctx.contribute(Locales, { locale, texts: textureLocales[locale] });
    const api = ctx.tryGet(ApiService);
    const scenes = ctx.tryGet(OpenScenesService);
    const i18n = ctx.tryGet(I18nService);
    const component = createTextureEditor({
      catalogue: new TextureCatalogue(api, scenes, i18n),
      notifications: ctx.tryGet(NotificationService),
      t: createTranslate(i18n, textureLocales),
      ...(i18n ? { pick: (text) => i18n.pick(text) } : {}),
      ...(api ? { api } : {}),
      activeSceneId: () => scenes?.activeId,
      fetchPicture: resourceFetch(api, ctx.tryGet(SessionTokenService)),
    });
    ctx.contribute(PropertyEditors, { types: ['texture'], component });
  },
});
