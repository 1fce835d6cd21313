import { createTranslate, definePlugin, I18nService, KeyframeAnimationService, Locales, NotificationService, Panels } from '../../sdk/index.js';
import type { LocaleId } from '../../sdk/index.js';
import { stateAnimationLocales } from './locales.js';
import { stateAnimationsPanelFor } from './state-animations-panel.js';
import './state-animations.css';

/** The state-animation panel: state animations, their states to jump to, record, progress. */
export default definePlugin({
  id: 'builtin.state-animations',
  dependsOn: ['builtin.animation'], // the animation services
  activate(ctx) {
    for (const locale of Object.keys(stateAnimationLocales) as LocaleId[]) ctx.contribute(Locales, { locale, texts: stateAnimationLocales[locale] });
    const i18n = ctx.tryGet(I18nService);
    const component = stateAnimationsPanelFor({
      animation: ctx.get(KeyframeAnimationService),
      i18n,
      notifications: ctx.tryGet(NotificationService),
      t: createTranslate(i18n, stateAnimationLocales),
    });
    ctx.contribute(Panels, { id: 'state-animations', titleKey: 'stateAnimations.title', area: 'bottom', order: 160, component });
  },
});
