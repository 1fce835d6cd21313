import {
  createTranslate, definePlugin, DialogService, I18nService, Locales, NotificationService, PointHandlesService, PropertyEditors, VECTOR3_POINTS_TYPE,
} from '../../sdk/index.js';
import type { LocaleId } from '../../sdk/index.js';
import { vector3PointsLocales } from './locales.js';
import { createVector3PointsEditor } from './vector3-points-editor.js';
import './vector3-points.css';

/**
 * The vector3 point list editor: any descriptor of type VECTOR3_POINTS_TYPE gets it in the inspector, and other editors
 * (the spline list's path points) render it by looking this contribution up.
 */
export default definePlugin({
  id: 'builtin.editor-vector3-points',
  activate(ctx) {
    for (const locale of Object.keys(vector3PointsLocales) as LocaleId[]) ctx.contribute(Locales, { locale, texts: vector3PointsLocales[locale] });
    const notifications = ctx.tryGet(NotificationService);
    const component = createVector3PointsEditor({
      t: createTranslate(ctx.tryGet(I18nService), vector3PointsLocales),
      dialogs: ctx.tryGet(DialogService),
      handles: ctx.tryGet(PointHandlesService),
      warn: (message) => notifications?.warning(message),
    });
    ctx.contribute(PropertyEditors, { types: [VECTOR3_POINTS_TYPE], component });
  },
});
