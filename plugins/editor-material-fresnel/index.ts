import { createTranslate, definePlugin, I18nService, Locales, MATERIAL_FRESNEL_PROPERTY_TYPE, NotificationService, PropertyEditors } from '../../sdk/index.js';
import type { LocaleId } from '../../sdk/index.js';
import { createFresnelPanel } from './fresnel-panel.js';
import { materialFresnelLocales } from './locales.js';
import './fresnel-panel.css';

/** The fresnel panel of Phong and PBR materials: a term per slot (diffuse, opacity, reflection, refraction, emissive) with Add and Delete. */
export default definePlugin({
  id: 'builtin.editor-material-fresnel',
  activate(ctx) {
    for (const locale of Object.keys(materialFresnelLocales) as LocaleId[]) ctx.contribute(Locales, { locale, texts: materialFresnelLocales[locale] });
    const component = createFresnelPanel({ t: createTranslate(ctx.tryGet(I18nService), materialFresnelLocales), notifications: ctx.tryGet(NotificationService) });
    ctx.contribute(PropertyEditors, { types: [MATERIAL_FRESNEL_PROPERTY_TYPE], component });
  },
});
