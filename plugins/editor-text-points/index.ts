import {
  createTranslate, definePlugin, DialogService, TEXT_POINT_LIST_TYPE, I18nService, Locales, NotificationService, PointHandlesService, PropertyEditors,
} from '../../sdk/index.js';
import type { LocaleId } from '../../sdk/index.js';
import { textPointsLocales } from './locales.js';
import { createTextPointsEditor } from './text-points-editor.js';
import './text-points.css';

/** The text point list editor: any descriptor of type TEXT_POINT_LIST_TYPE gets it in the inspector, across the row. */
export default definePlugin({
  id: 'builtin.editor-text-points',
  activate(ctx) {
    for (const locale of Object.keys(textPointsLocales) as LocaleId[]) ctx.contribute(Locales, { locale, texts: textPointsLocales[locale] });
    const notifications = ctx.tryGet(NotificationService);
    const component = createTextPointsEditor({
      t: createTranslate(ctx.tryGet(I18nService), textPointsLocales),
      dialogs: ctx.tryGet(DialogService),
      handles: ctx.tryGet(PointHandlesService),
      warn: (message) => notifications?.warning(message),
    });
    ctx.contribute(PropertyEditors, { types: [TEXT_POINT_LIST_TYPE], wide: true, component });
  },
});
