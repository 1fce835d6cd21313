import { createTranslate, definePlugin, I18nService, Locales, NotificationService, PropertyEditorHost, PropertyEditors, SPLINE_LIST_TYPE } from '../../sdk/index.js';
import type { LocaleId } from '../../sdk/index.js';
import { splineListLocales } from './locales.js';
import { createSplineListEditor } from './spline-list-editor.js';
import './spline-list.css';

/** The spline list editor of a spline node's `splines` (rows, context menu, messages, the selected spline's detail). */
export default definePlugin({
  id: 'builtin.editor-spline-list',
  dependsOn: ['builtin.inspector'], // PropertyEditorHost: a path's points use the editor the inspector chooses for a point list
  activate(ctx) {
    for (const locale of Object.keys(splineListLocales) as LocaleId[]) ctx.contribute(Locales, { locale, texts: splineListLocales[locale] });
    const component = createSplineListEditor({
      editors: ctx.tryGet(PropertyEditorHost),
      notifications: ctx.tryGet(NotificationService),
      t: createTranslate(ctx.tryGet(I18nService), splineListLocales),
    });
    ctx.contribute(PropertyEditors, { types: [SPLINE_LIST_TYPE], component });
  },
});
