import { createTranslate, definePlugin, I18nService, Locales, MaterialStages, NotificationService, PropertyEditorHost, PropertyEditors, SceneDocumentService, UndoService } from '../../sdk/index.js';
import type { LocaleId } from '../../sdk/index.js';
import { createChannelListEditor } from './channel-list-editor.js';
import { kmaterialLocales } from './locales.js';
import './kmaterial-editor.css';

/** Property type of a mixed material's channel list (declared by the mixed material type). */
const CHANNELS_TYPE = 'kmaterialChannels';

/** The channel list and stage strip editors of mixed materials. */
export default definePlugin({
  id: 'builtin.editor-kmaterial',
  dependsOn: ['builtin.inspector'], // PropertyEditorHost: a stage's picture and colours use the product's texture and colour editors
  activate(ctx) {
    for (const locale of Object.keys(kmaterialLocales) as LocaleId[]) ctx.contribute(Locales, { locale, texts: kmaterialLocales[locale] });
    const i18n = ctx.tryGet(I18nService);
    ctx.contribute(PropertyEditors, {
      types: [CHANNELS_TYPE],
      wide: true,
      component: createChannelListEditor({
        document: ctx.get(SceneDocumentService), undo: ctx.get(UndoService), i18n, notifications: ctx.tryGet(NotificationService),
        stages: ctx.contributions(MaterialStages), editors: ctx.tryGet(PropertyEditorHost), t: createTranslate(i18n, kmaterialLocales),
      }),
    });
  },
});
