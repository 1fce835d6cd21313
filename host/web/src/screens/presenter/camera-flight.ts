import { Camera } from '@babylonjs/core/Cameras/camera.js';
import { TargetCamera } from '@babylonjs/core/Cameras/targetCamera.js';
import { Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import type { Observer } from '@babylonjs/core/Misc/observable.js';
import type { Scene } from '@babylonjs/core/scene.js';
import { keepSceneRendering } from '../../../../../sdk/index.js';
import type { Disposable } from '../../../../../sdk/index.js';

/** Where a camera is and what it looks at, in world space. */
interface Pose {
  readonly position: Vector3;
  readonly target: Vector3;
  readonly fov: number;
}

function poseOf(camera: Camera): Pose {
  camera.getViewMatrix(true);
  const position = camera.globalPosition.clone();
  const target = camera instanceof TargetCamera ? camera.getTarget().clone() : position.add(camera.getDirection(Vector3.Forward()));
  return { position, target, fov: camera.fov };
}

/** Slow out of the start, slow into the end. */
const ease = (t: number) => t * t * (3 - 2 * t);

/** Stop a document camera from reading the keyboard: the presenter's arrow keys step through the views. */
function dropKeyboardInput(camera: Camera): void {
  const inputs = (camera as { inputs?: { attached: Record<string, unknown>; remove(input: unknown): void } }).inputs;
  const keyboard = inputs?.attached.keyboard;
  if (inputs && keyboard) inputs.remove(keyboard);
}

/**
 * Moves the view of a scene from camera to camera (the presenter's steps, docs/publishing.md): a flight camera of its
 * own goes from where the scene's active camera is to where the next one is (the next one's pose is read every frame, so
 * a camera moving on a path is met where it is), easing in and out, then the next camera becomes the active one with the
 * user's controls. A new flight starts from wherever the current one has got to.
 */
export class CameraDirector {
  private flight: TargetCamera | undefined;
  private observer: Observer<Scene> | null = null;
  /** Held during a flight: the player draws on demand, and the flight moves its camera frame by frame. */
  private keep: Disposable | undefined;

  constructor(private readonly scene: Scene, cameras: readonly Camera[], private readonly now: () => number = () => performance.now()) {
    for (const camera of cameras) dropKeyboardInput(camera);
  }

  /** Go to `to` over `ms` milliseconds (at once when 0 or already there); `arrived` is called when it is the active camera. */
  fly(to: Camera, ms: number, arrived: () => void): void {
    this.stop();
    const from = this.scene.activeCamera;
    if (!from || from === to || ms <= 0) {
      this.settle(to);
      arrived();
      return;
    }
    const start = poseOf(from);
    from.detachControl();
    const flight = this.flight ??= new TargetCamera('presenter.flight', start.position.clone(), this.scene, false);
    flight.position.copyFrom(start.position);
    flight.setTarget(start.target);
    flight.fov = start.fov;
    flight.minZ = Math.min(from.minZ, to.minZ);
    flight.maxZ = Math.max(from.maxZ, to.maxZ);
    this.scene.activeCamera = flight;
    const began = this.now();
    this.keep = keepSceneRendering(this.scene);
    this.observer = this.scene.onBeforeRenderObservable.add(() => {
      const t = Math.min(1, (this.now() - began) / ms);
      if (t >= 1) {
        this.stop();
        this.settle(to);
        arrived();
        return;
      }
      const end = poseOf(to);
      const k = ease(t);
      flight.position.copyFrom(Vector3.Lerp(start.position, end.position, k));
      flight.setTarget(Vector3.Lerp(start.target, end.target, k));
      flight.fov = start.fov + (end.fov - start.fov) * k;
    });
  }

  /** Whether a flight is under way. */
  get flying(): boolean {
    return this.observer !== null;
  }

  private settle(to: Camera): void {
    const current = this.scene.activeCamera;
    if (current && current !== to) current.detachControl();
    this.scene.activeCamera = to;
    to.attachControl(true);
  }

  private stop(): void {
    if (this.observer) this.scene.onBeforeRenderObservable.remove(this.observer);
    this.observer = null;
    this.keep?.dispose();
    this.keep = undefined;
  }

  dispose(): void {
    this.stop();
    this.flight?.dispose();
    this.flight = undefined;
  }
}
