import { defineLogicAction } from '../../sdk/index.js';
import type { KeyframeAnimationService, LogicActionContribution } from '../../sdk/index.js';

type Control = 'play' | 'pause' | 'stop';

/** Play makes the animation the current one; pause and stop act on it only when it is the current one. */
function control(animations: KeyframeAnimationService | undefined, action: Control, animationId: string): void {
  if (!animations) return;
  if (action === 'play') {
    if (animations.currentAnimation?.id !== animationId) animations.setCurrent(animationId);
    animations.play();
  } else if (animations.currentAnimation?.id === animationId) {
    if (action === 'pause') animations.pause();
    else animations.stop();
  }
}

/**
 * The animation blocks' actions: `scene.playAnimation|pauseAnimation|stopAnimation(animationId)` (an animation of the
 * scene), `scene.jumpToState(animationId, stateId)` (a state of a state animation) and
 * `scene.setProgress(animationId, progress)` (a state animation; any finite progress, kept within 0..1), run through
 * the player's animation service.
 */
export function animationActions(animations: () => KeyframeAnimationService | undefined): readonly LogicActionContribution[] {
  const controlAction = (id: string, action: Control) => defineLogicAction({
    id,
    args: [{ type: 'animation' }],
    run: ([animationId]) => control(animations(), action, animationId),
  });
  return [
    controlAction('playAnimation', 'play'),
    controlAction('pauseAnimation', 'pause'),
    controlAction('stopAnimation', 'stop'),
    defineLogicAction({
      id: 'jumpToState',
      args: [{ type: 'animation', kind: 'state' }, { type: 'animationState', of: 0 }],
      run: ([animationId, stateId]) => animations()?.jumpToState(animationId, stateId),
    }),
    defineLogicAction({
      id: 'setProgress',
      // Generated code passes any number expression: every finite one is taken, and kept within 0..1 (as before).
      args: [{ type: 'animation', kind: 'state' }, { type: 'number', min: -Number.MAX_VALUE, max: Number.MAX_VALUE }],
      run: ([animationId, progress]) => animations()?.setProgress(animationId, Math.min(1, Math.max(0, progress))),
    }),
  ];
}
