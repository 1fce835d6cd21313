import { createTranslate, definePlugin, I18nService, Locales, NotificationService, PropertyEditors } from '../../sdk/index.js';
import type { LocaleId } from '../../sdk/index.js';
import { userMetadataLocales } from './locales.js';
import { createUserMetadataEditor } from './user-metadata-editor.js';
import './user-metadata.css';

/** The user-metadata editor: presets none / space component / 3D configuration, languages, items, copy and paste. */
export default definePlugin({
  id: 'builtin.editor-user-metadata',
  activate(ctx) {
    for (const locale of Object.keys(userMetadataLocales) as LocaleId[]) ctx.contribute(Locales, { locale, texts: userMetadataLocales[locale] });
    const component = createUserMetadataEditor({ t: createTranslate(ctx.tryGet(I18nService), userMetadataLocales), notifications: ctx.tryGet(NotificationService) });
    ctx.contribute(PropertyEditors, { types: ['userMetadata'], wide: true, component });
  },
});
