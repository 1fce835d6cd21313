import {
  createTranslate, definePlugin, I18nService, KeyframeAnimationService, Locales, NotificationService, Panels, SceneDocumentService, SelectionService,
  ViewportService,
} from '../../sdk/index.js';
import type { LocaleId } from '../../sdk/index.js';
import { orbitCameraLocales } from './locales.js';
import { orbitCameraPanelFor } from './orbit-camera-panel.js';
import { driveViewCamera } from './view-camera-driver.js';
import './orbit-camera.css';

/**
 * The orbit-camera animation panel: add the selected orbit camera to the current animation, or disconnect it; while the
 * Timeline plays such an animation, the viewport looks through that camera.
 */
export default definePlugin({
  id: 'builtin.orbit-camera-animation',
  dependsOn: ['builtin.viewport-state', 'builtin.animation'], // ViewportService, the animation services
  activate(ctx) {
    for (const locale of Object.keys(orbitCameraLocales) as LocaleId[]) ctx.contribute(Locales, { locale, texts: orbitCameraLocales[locale] });
    const i18n = ctx.tryGet(I18nService);
    const component = orbitCameraPanelFor({
      animation: ctx.get(KeyframeAnimationService),
      document: ctx.get(SceneDocumentService),
      selection: ctx.get(SelectionService),
      viewport: ctx.get(ViewportService),
      i18n,
      notifications: ctx.tryGet(NotificationService),
      t: createTranslate(i18n, orbitCameraLocales),
    });
    ctx.contribute(Panels, { id: 'orbit-camera-animation', titleKey: 'orbitCameraAnimation.title', area: 'bottom', order: 170, component });
    ctx.subscriptions.add(driveViewCamera(ctx.get(KeyframeAnimationService), ctx.get(SceneDocumentService), ctx.get(ViewportService)));
  },
});
