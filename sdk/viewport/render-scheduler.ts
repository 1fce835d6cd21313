import type { Engine } from '@babylonjs/core/Engines/engine.js';
import type { Scene } from '@babylonjs/core/scene.js';
import type { Camera } from '@babylonjs/core/Cameras/camera.js';
import type { Observer } from '@babylonjs/core/Misc/observable.js';
import { isSceneKeptRendering } from './scene-activity.js';

/** Camera fields whose change (or pending inertia) means the view changes; read by name, missing ones are skipped. */
const CAMERA_FIELDS = [
  'alpha', 'beta', 'radius', 'inertialAlphaOffset', 'inertialBetaOffset', 'inertialRadiusOffset', 'inertialPanningX', 'inertialPanningY',
  'fov', 'mode', 'orthoLeft', 'orthoRight', 'orthoTop', 'orthoBottom', 'minZ', 'maxZ',
] as const;

/** Camera fields that, while not zero, mean the next render moves the camera (a drag's input or its inertia glide). */
const MOTION_FIELDS = ['inertialAlphaOffset', 'inertialBetaOffset', 'inertialRadiusOffset', 'inertialPanningX', 'inertialPanningY'] as const;

/** Whether a camera still glides: the render after the last one would show it elsewhere although nothing else changed. */
function inMotion(cameras: readonly Camera[]): boolean {
  for (const camera of cameras) {
    const fields = camera as unknown as Record<string, unknown>;
    for (const key of MOTION_FIELDS) {
      const value = fields[key];
      if (typeof value === 'number' && value !== 0) return true;
    }
  }
  return false;
}

/** A number signature of the view of the scene's active cameras: what a render would show from them. */
function cameraSignature(cameras: readonly Camera[], into: number[]): number[] {
  into.length = 0;
  for (const camera of cameras) {
    const fields = camera as unknown as Record<string, unknown>;
    for (const key of CAMERA_FIELDS) {
      const value = fields[key];
      if (typeof value === 'number') into.push(value);
    }
    const target = (camera as unknown as { target?: { x: number; y: number; z: number } }).target;
    if (target) into.push(target.x, target.y, target.z);
    into.push(camera.position.x, camera.position.y, camera.position.z);
    const vp = camera.viewport;
    into.push(vp.x, vp.y, vp.width, vp.height);
  }
  return into;
}

function sameNumbers(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Renders the scene on demand: a frame is drawn when something asked for one (`invalidate`), while a camera moves or
 * still has inertia, while the scene loads something (textures, files), runs animations or particles, and after a
 * change until every material is ready. Otherwise the loop only compares a few camera numbers per animation frame.
 */
export class RenderScheduler {
  private dirty = true;
  private contentChanged = true;
  private settling = false;
  /** Frames follow until this says ready (what is drawn outside the scene's meshes, e.g. a gizmo layer, compiles). */
  private until: (() => boolean) | undefined;
  private rendered: number[] = [];
  private current: number[] = [];
  private readonly observers: { remove(): void }[] = [];
  /** Frames drawn since start (for tests and the stats overlay). */
  frames = 0;
  /** Draw calls of the last frame drawn (the stats overlay). */
  drawCalls = 0;
  /** Least milliseconds between two frames (the quality setting's frame-rate cap); 0 draws on every tick that needs it. */
  minFrameInterval = 0;
  private lastFrameAt = -Infinity;

  constructor(private readonly engine: Engine, private readonly scene: Scene, private readonly now: () => number = () => performance.now()) {
    const invalidate = () => this.invalidate(true);
    for (const observable of [
      scene.onNewMeshAddedObservable, scene.onMeshRemovedObservable, scene.onNewMaterialAddedObservable, scene.onNewTextureAddedObservable,
      scene.onNewLightAddedObservable, scene.onLightRemovedObservable, scene.onNewTransformNodeAddedObservable, scene.onNewCameraAddedObservable,
    ] as { add(fn: () => void): Observer<unknown> | null; remove(o: Observer<unknown> | null): boolean }[]) {
      const observer = observable.add(invalidate);
      this.observers.push({ remove: () => observable.remove(observer) });
    }
    const resized = engine.onResizeObservable.add(() => this.invalidate());
    this.observers.push({ remove: () => engine.onResizeObservable.remove(resized) });
  }

  /**
   * Ask for a frame: the next animation frame renders. `content`: meshes, materials or textures changed, so frames
   * follow until the scene is ready (a check over every mesh, too dear to run after a mere camera or gizmo move).
   */
  invalidate(content = false): void {
    this.dirty = true;
    if (content) this.contentChanged = true;
  }

  /**
   * Ask for a frame, and more until `ready()` is true, at most `maxFrames` in all: for what is drawn outside the scene (a
   * gizmo's utility layer, some of whose hidden parts never report ready, so the cap keeps the view from drawing forever).
   */
  invalidateUntil(ready: () => boolean, maxFrames = 4): void {
    this.dirty = true;
    let left = maxFrames;
    this.until = () => --left <= 0 || ready();
  }

  /** Whether the scene does something over time on its own (loads, animates, emits particles). */
  private busy(): boolean {
    const scene = this.scene;
    if (scene.getWaitingItemsCount() > 0 || scene.animatables.length > 0 || isSceneKeptRendering(scene)) return true;
    return scene.particleSystems.some((p) => p.isStarted());
  }

  /** One tick of the engine's render loop: render when needed. */
  tick(): void {
    const cameras = this.scene.activeCameras?.length ? this.scene.activeCameras : this.scene.activeCamera ? [this.scene.activeCamera] : [];
    // The signature alone misses a glide: it reads the same before and after a frame whose render would move the camera.
    const moved = !sameNumbers(cameraSignature(cameras, this.current), this.rendered) || inMotion(cameras);
    if (!this.dirty && !moved && !this.busy()) {
      if (this.until?.()) this.until = undefined;
      if (!this.settling && !this.until) return;
      // After a change: keep drawing until every mesh's material and every shadow map has compiled and its textures
      // have loaded, then draw once more: the frames drawn so far used what was ready then (a shader compiled during
      // the last of them, e.g. a shadow receiver's or a caster's depth shader, would otherwise never reach the canvas).
      if (this.settling && this.scene.isReady(true)) this.settling = false;
    }
    // Under a frame-rate cap a frame asked for too soon waits for a later tick, and is owed: a frame wanted because the
    // scene was busy (a texture loading) is still drawn when the scene is no longer busy at that later tick.
    const at = this.now();
    if (at - this.lastFrameAt < this.minFrameInterval) {
      this.dirty = true;
      return;
    }
    this.lastFrameAt = at;
    if (this.contentChanged) this.settling = true;
    this.dirty = false;
    this.contentChanged = false;
    // Babylon only adds to its draw-call counter: without a new frame there, the figure is the total since the page opened.
    const counter = this.engine._drawCalls;
    counter.fetchNewFrame();
    this.scene.render();
    this.drawCalls = counter.current;
    this.frames++;
    // The signature after the render (inertia applied) is what the next tick compares with.
    [this.rendered, this.current] = [cameraSignature(cameras, this.current), this.rendered];
  }

  dispose(): void {
    for (const o of this.observers.splice(0)) o.remove();
  }
}
