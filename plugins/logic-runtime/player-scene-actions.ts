import type { KeyframeAnimationService, JsonValue, PuzzleTransformProp, PuzzleVector, SceneDocumentService } from '../../sdk/index.js';
import type { SceneActions } from './scene-actions.js';

/** Frame scheduling (requestAnimationFrame in the page). */
export type FrameScheduler = (step: (now: number) => void) => void;

interface Vec { x: number; y: number; z: number }
const DEG = Math.PI / 180;

function vec(value: JsonValue | undefined, fallback: Vec): Vec {
  const v = value as Partial<Vec> | null | undefined;
  return { x: Number(v?.x ?? fallback.x), y: Number(v?.y ?? fallback.y), z: Number(v?.z ?? fallback.z) };
}

/**
 * The player's scene actions: transforms tweened frame by frame through property sets (the document copy, so adapters
 * show them), animations through the animation service (camera moves are the camera blocks' actions).
 */
export class PlayerSceneActions implements SceneActions {
  private readonly tweens = new Map<string, number>();
  private generation = 0;

  constructor(
    private readonly document: SceneDocumentService,
    private readonly animations: KeyframeAnimationService | undefined,
    private readonly frame: FrameScheduler,
  ) {}

  transform(nodeId: string, prop: PuzzleTransformProp, value: PuzzleVector, seconds: number, relative: boolean, set: (value: JsonValue) => void): void {
    const fallback = prop === 'scaling' ? { x: 1, y: 1, z: 1 } : { x: 0, y: 0, z: 0 };
    const from = vec(this.document.get(nodeId)?.props[prop], fallback);
    const unit = prop === 'rotation' ? DEG : 1; // puzzles speak degrees; the document stores radians
    const to = relative
      ? { x: from.x + value.x * unit, y: from.y + value.y * unit, z: from.z + value.z * unit }
      : { x: value.x * unit, y: value.y * unit, z: value.z * unit };
    const key = `${nodeId} ${prop}`;
    const id = ++this.generation;
    this.tweens.set(key, id); // a newer tween of the same property replaces an older one
    if (seconds <= 0) {
      set(to);
      return;
    }
    let start: number | undefined;
    const step = (now: number) => {
      if (this.tweens.get(key) !== id) return;
      start ??= now;
      const t = Math.min(1, (now - start) / (seconds * 1000));
      set({ x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t, z: from.z + (to.z - from.z) * t });
      if (t < 1) this.frame(step);
      else this.tweens.delete(key);
    };
    this.frame(step);
  }

  animation(action: 'play' | 'pause' | 'stop', animationId: string): void {
    const animation = this.animations;
    if (!animation) return;
    if (action === 'play') {
      if (animation.currentAnimation?.id !== animationId) animation.setCurrent(animationId);
      animation.play();
    } else if (animation.currentAnimation?.id === animationId) {
      if (action === 'pause') animation.pause();
      else animation.stop();
    }
  }

  jumpToState(animationId: string, stateId: string): void {
    this.animations?.jumpToState(animationId, stateId);
  }

  setProgress(animationId: string, progress: number): void {
    this.animations?.setProgress(animationId, progress);
  }

  dispose(): void {
    this.tweens.clear();
  }
}
