import {
  CommandService, createTranslate, definePlugin, ExposedPropertiesService, I18nService, KeyframeAnimationService, Locales, NotificationService, Panels,
  SceneDocumentService,
} from '../../sdk/index.js';
import type { LocaleId } from '../../sdk/index.js';
import { animationGroupLocales } from './locales.js';
import { animationGroupsPanelFor } from './animation-groups-panel.js';
import './animation-groups.css';

/** The animation-group panel: the groups of imported models with Play, Pause, Stop, Reset, weight, loop and auto play. */
export default definePlugin({
  id: 'builtin.animation-groups',
  dependsOn: ['builtin.animation'], // the animation services
  activate(ctx) {
    for (const locale of Object.keys(animationGroupLocales) as LocaleId[]) ctx.contribute(Locales, { locale, texts: animationGroupLocales[locale] });
    const i18n = ctx.tryGet(I18nService);
    const component = animationGroupsPanelFor({
      animation: ctx.get(KeyframeAnimationService),
      document: ctx.get(SceneDocumentService),
      commands: ctx.tryGet(CommandService),
      exposed: ctx.tryGet(ExposedPropertiesService),
      i18n,
      notifications: ctx.tryGet(NotificationService),
      t: createTranslate(i18n, animationGroupLocales),
    });
    ctx.contribute(Panels, { id: 'animation-groups', titleKey: 'animationGroups.title', area: 'bottom', order: 170, component });
  },
});
