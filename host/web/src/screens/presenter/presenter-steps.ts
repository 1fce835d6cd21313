import { Camera } from '@babylonjs/core/Cameras/camera.js';
import type { ScenePlayerProbe } from '../preview/player-stage.js';

/** One view of a presentation: a camera node of the scene. */
export interface PresenterStep {
  readonly id: string;
  readonly name: string;
  readonly camera: Camera;
}

/** Longest list of views a presentation takes (a scene with more cameras presents its first ones). */
export const MAX_STEPS = 200;

/**
 * The views of a presentation: the scene's camera nodes (any node type whose engine object is a camera: orbit, spline…)
 * in the scene tree's order, as the player's runtime built them. None: the presenter shows the player's default view.
 */
export function presenterSteps(player: Pick<ScenePlayerProbe, 'document' | 'view'>): PresenterStep[] {
  const steps: PresenterStep[] = [];
  for (const id of player.document.ids()) {
    const camera = player.view.runtime.objectOf(id)?.node;
    if (!(camera instanceof Camera)) continue;
    steps.push({ id, name: player.document.get(id)?.name ?? id, camera });
    if (steps.length === MAX_STEPS) break;
  }
  return steps;
}
