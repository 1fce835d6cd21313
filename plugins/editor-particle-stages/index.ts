import { createTranslate, definePlugin, I18nService, Locales, NotificationService, ParticleStages, PropertyEditors, SceneDocumentService } from '../../sdk/index.js';
import type { LocaleId } from '../../sdk/index.js';
import { particleStageLocales } from './locales.js';
import { createStageStripEditor } from './stage-strip-editor.js';
import './stage-strip.css';

/** The particle stage strip editor (with the Math modifier's item list) for a particle system's `stages`. */
export default definePlugin({
  id: 'builtin.editor-particle-stages',
  activate(ctx) {
    for (const locale of Object.keys(particleStageLocales) as LocaleId[]) ctx.contribute(Locales, { locale, texts: particleStageLocales[locale] });
    const i18n = ctx.tryGet(I18nService);
    const document = ctx.tryGet(SceneDocumentService);
    const component = createStageStripEditor({
      kinds: ctx.contributions(ParticleStages),
      document,
      notifications: ctx.tryGet(NotificationService),
      t: createTranslate(i18n, particleStageLocales),
      pick: (text) => (i18n ? i18n.pick(text) : text.en),
      newId: () => `stage-${document?.newId() ?? Math.random().toString(36).slice(2)}`,
      newMoverId: () => `mover-${document?.newId() ?? Math.random().toString(36).slice(2)}`,
    });
    ctx.contribute(PropertyEditors, { types: ['particleStages'], component });
  },
});
