import { AnimationService, definePlugin, I18nService, KeyframeAnimationService, PermissionService, SceneDocumentService, UndoService } from '../../sdk/index.js';
import { AnimationServiceImpl } from './animation-service.js';

/** Id of the plugin that provides the animation services; plugins that use them list it in `dependsOn`. */
export const ANIMATION_PLUGIN = 'builtin.animation';

/**
 * The animation services: keyframe, state and group animations in the document's `animations` section (every edit one
 * undo step), the current animation and its playback (`KeyframeAnimationService`), and the inspector's add/remove
 * calls (`AnimationService`, the same object). Provided to the plugins that depend on this one: the timeline, the
 * state-animation and animation-group panels, the orbit-camera panel, the inspector, the animation player and the
 * logic runtime.
 */
export default definePlugin({
  id: ANIMATION_PLUGIN,
  activate(ctx) {
    ctx.provide(KeyframeAnimationService, [SceneDocumentService, UndoService, PermissionService, I18nService], (document, undo, permissions, i18n) =>
      new AnimationServiceImpl(document, undo, () => permissions, (key, values) => i18n.t(key, values)), { dispose: (animation) => animation.stop() });
    // One object answers both ids: the inspector's calls and the timeline's edits and playback.
    ctx.provide(AnimationService, [KeyframeAnimationService], (keyframes) => keyframes);
  },
});
