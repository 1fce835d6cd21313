import {
  Commands, createTranslate, definePlugin, I18nService, KeyframeAnimationService, Locales, NotificationService, OpenScenesService, Panels,
  PermissionService, SceneDocumentService, SettingsService,
} from '../../sdk/index.js';
import type { LocaleId, PanelProps } from '../../sdk/index.js';
import { createElement } from 'react';
import { timelineLocales } from './locales.js';
import { rememberOpenAnimation } from './open-animation-memory.js';
import { TimelinePanel } from './timeline-panel.js';
import type { TimelineServices } from './timeline-services.js';
import './timeline.css';

/** The timeline window: keyframe animations, their tracks and keys, the playhead and playback (a dockable panel). */
export default definePlugin({
  id: 'builtin.timeline',
  dependsOn: ['builtin.animation', 'builtin.open-scenes'], // the animation services, OpenScenesService
  activate(ctx) {
    for (const locale of Object.keys(timelineLocales) as LocaleId[]) ctx.contribute(Locales, { locale, texts: timelineLocales[locale] });
    const i18n = ctx.tryGet(I18nService);
    const services: TimelineServices = {
      animation: ctx.get(KeyframeAnimationService),
      document: ctx.get(SceneDocumentService),
      i18n,
      notifications: ctx.tryGet(NotificationService),
      permissions: ctx.tryGet(PermissionService),
      t: createTranslate(i18n, timelineLocales),
    };
    const component = (props: PanelProps) => createElement(TimelinePanel, { ...props, services });
    ctx.contribute(Panels, { id: 'timeline', titleKey: 'timeline.title', area: 'bottom', order: 150, component });
    const { animation } = services;
    const openScenes = ctx.tryGet(OpenScenesService);
    const settings = ctx.tryGet(SettingsService);
    if (openScenes && settings) ctx.subscriptions.add(rememberOpenAnimation(animation, services.document, openScenes, settings));
    const category = 'timeline.category';
    ctx.contribute(Commands, { id: 'timeline.playPause', titleKey: 'timeline.play', categoryKey: category, run: () => (animation.state === 'playing' ? animation.pause() : animation.play()) });
    ctx.contribute(Commands, { id: 'timeline.stop', titleKey: 'timeline.stop', categoryKey: category, run: () => animation.stop() });
    ctx.contribute(Commands, { id: 'timeline.newAnimation', titleKey: 'timeline.new', categoryKey: category, run: () => void animation.createAnimation('') });
  },
});
