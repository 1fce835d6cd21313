import { contribution, definePlugin, KeyframeAnimationService, LogicActions, LogicBlocks } from '../../sdk/index.js';
import { animationActions } from './animation-actions.js';
import { ANIMATION_BLOCKS } from './animation-blocks.js';

/**
 * Logic blocks: animation (play/pause/stop, jump to a state, set progress), with the sandbox actions their code calls
 * (`scene.playAnimation`, `scene.pauseAnimation`, `scene.stopAnimation`, `scene.jumpToState`, `scene.setProgress`),
 * which the player checks and runs. Loaded by the designer (blocks) and the player (actions).
 */
export default definePlugin({
  id: 'builtin.logic-blocks-animation',
  dependsOn: ['builtin.animation'], // KeyframeAnimationService: the animations the actions play
  contributes: ANIMATION_BLOCKS.map((block) => contribution(LogicBlocks, block)),
  activate(ctx) {
    const animations = ctx.tryGet(KeyframeAnimationService);
    for (const action of animationActions(() => animations)) ctx.contribute(LogicActions, action);
  },
});
