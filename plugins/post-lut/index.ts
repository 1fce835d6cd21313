import {
  ApiService, createTranslate, definePlugin, I18nService, Locales, NotificationService, Panels, SceneDocumentService,
  SelectionService, UndoService,
} from '../../sdk/index.js';
import type { LocaleId } from '../../sdk/index.js';
import { LutActions } from './lut-actions.js';
import { LutCatalogue } from './lut-catalogue.js';
import { lut } from './lut-effect.js';
import { createLutPanel } from './lut-panel.js';
import { locales } from './locales.js';

/** The LUT effect (colour grading from the server's LUT list) and the LUT pipeline panel that adds and deletes them. */
export default definePlugin({
  id: 'builtin.post-lut',
  // The built-in LUT list comes from the server.
  capabilities: ['api.raw'],
  contributes: [lut],
  activate(ctx) {
    for (const locale of Object.keys(locales) as LocaleId[]) ctx.contribute(Locales, { locale, texts: locales[locale] });
    const i18n = ctx.tryGet(I18nService);
    const t = createTranslate(i18n, locales);
    const document = ctx.get(SceneDocumentService);
    const selection = ctx.get(SelectionService);
    const actions = new LutActions({ document, undo: ctx.get(UndoService), selection, i18n }, t);
    ctx.contribute(Panels, {
      id: 'lutPipeline', titleKey: 'postLut.title', area: 'bottom', order: 160,
      component: createLutPanel({
        actions, catalogue: new LutCatalogue(ctx.tryGet(ApiService)), document, selection, i18n, notifications: ctx.tryGet(NotificationService), t,
      }),
    });
  },
});
