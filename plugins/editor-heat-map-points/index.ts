import {
  createTranslate, definePlugin, DialogService, HEAT_MAP_POINT_LIST_TYPE, I18nService, Locales, NotificationService, PointHandlesService, PropertyEditors,
} from '../../sdk/index.js';
import type { LocaleId } from '../../sdk/index.js';
import { heatPointsLocales } from './locales.js';
import { createHeatMapPointsEditor } from './heat-map-points-editor.js';
import './heat-map-points.css';

/** The heat-map point list editor: any descriptor of type HEAT_MAP_POINT_LIST_TYPE gets it in the inspector, across the row. */
export default definePlugin({
  id: 'builtin.editor-heat-map-points',
  activate(ctx) {
    for (const locale of Object.keys(heatPointsLocales) as LocaleId[]) ctx.contribute(Locales, { locale, texts: heatPointsLocales[locale] });
    const notifications = ctx.tryGet(NotificationService);
    const component = createHeatMapPointsEditor({
      t: createTranslate(ctx.tryGet(I18nService), heatPointsLocales),
      dialogs: ctx.tryGet(DialogService),
      handles: ctx.tryGet(PointHandlesService),
      warn: (message) => notifications?.warning(message),
    });
    ctx.contribute(PropertyEditors, { types: [HEAT_MAP_POINT_LIST_TYPE], wide: true, component });
  },
});
