import {
  createTranslate, definePlugin, DialogService, HEAT_MAP_POINT_LIST_TYPE, I18nService, Locales, NotificationService, PointHandlesService, PropertyEditors,
  TEXT_POINT_LIST_TYPE,
} from '../../sdk/index.js';
import type { LocaleId } from '../../sdk/index.js';
import { createHeatMapPointsEditor } from './heat-map-points-editor.js';
import { heatPointsLocales } from './heat-points-locales.js';
import { createTextPointsEditor } from './text-points-editor.js';
import { textPointsLocales } from './text-points-locales.js';
import './point-lists.css';

/**
 * The point list editors in the inspector, across the row: heat-map points (HEAT_MAP_POINT_LIST_TYPE) and text points
 * (TEXT_POINT_LIST_TYPE), one list scaffold with a kind each.
 */
export default definePlugin({
  id: 'builtin.editor-point-lists',
  activate(ctx) {
    const locales = {
      en: { ...heatPointsLocales.en, ...textPointsLocales.en },
      'zh-CN': { ...heatPointsLocales['zh-CN'], ...textPointsLocales['zh-CN'] },
      'zh-TW': { ...heatPointsLocales['zh-TW'], ...textPointsLocales['zh-TW'] },
    };
    for (const locale of Object.keys(locales) as LocaleId[]) ctx.contribute(Locales, { locale, texts: locales[locale] });
    const notifications = ctx.tryGet(NotificationService);
    const deps = {
      t: createTranslate(ctx.tryGet(I18nService), locales),
      dialogs: ctx.tryGet(DialogService),
      handles: ctx.tryGet(PointHandlesService),
      warn: (message: string) => notifications?.warning(message),
    };
    ctx.contribute(PropertyEditors, { types: [HEAT_MAP_POINT_LIST_TYPE], wide: true, component: createHeatMapPointsEditor(deps) });
    ctx.contribute(PropertyEditors, { types: [TEXT_POINT_LIST_TYPE], wide: true, component: createTextPointsEditor(deps) });
  },
});
