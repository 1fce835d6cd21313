import {
  ApiService, createTranslate, definePlugin, DialogService, I18nService, INFO_POINT_LIST_TYPE, ItemPickService, Locales, NotificationService, OpenScenesService, PointHandlesService,
  PropertyEditors,
} from '../../sdk/index.js';
import type { LocaleId } from '../../sdk/index.js';
import { infoPointsLocales } from './locales.js';
import { createInfoPointsEditor } from './info-points-editor.js';
import './info-points.css';

/** The info-point list editor: any descriptor of type INFO_POINT_LIST_TYPE gets it in the inspector, across the row. */
export default definePlugin({
  id: 'builtin.editor-info-points',
  // Import… and the project's info-point sets call the server as the signed-in user.
  capabilities: ['api.raw'],
  dependsOn: ['builtin.open-scenes'], // OpenScenesService: the project an import is kept in
  activate(ctx) {
    for (const locale of Object.keys(infoPointsLocales) as LocaleId[]) ctx.contribute(Locales, { locale, texts: infoPointsLocales[locale] });
    const notifications = ctx.tryGet(NotificationService);
    const scenes = ctx.tryGet(OpenScenesService);
    const i18n = ctx.tryGet(I18nService);
    const component = createInfoPointsEditor({
      t: createTranslate(i18n, infoPointsLocales),
      dialogs: ctx.tryGet(DialogService),
      handles: ctx.tryGet(PointHandlesService),
      warn: (message) => notifications?.warning(message),
      inform: (message) => notifications?.success(message),
      api: ctx.tryGet(ApiService),
      scenes: () => scenes,
      picks: ctx.tryGet(ItemPickService),
      locale: () => i18n?.locale ?? 'en',
    });
    ctx.contribute(PropertyEditors, { types: [INFO_POINT_LIST_TYPE], wide: true, component });
  },
});
