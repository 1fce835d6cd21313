import { definePlugin, KeyframeAnimationService, SceneDocumentService, toDisposable, ViewportService } from '../../sdk/index.js';
import { AnimationPlayer } from './animation-player.js';

/** Plays keyframe animations and movers in the viewport (runtime values only; the document is never written). */
export default definePlugin({
  id: 'builtin.animation-player',
  dependsOn: ['builtin.viewport-state', 'builtin.animation'], // ViewportService, the animation services
  activate(ctx) {
    const player = new AnimationPlayer(ctx.get(KeyframeAnimationService), ctx.get(SceneDocumentService), ctx.get(ViewportService));
    ctx.subscriptions.add(toDisposable(() => player.dispose()));
  },
});
