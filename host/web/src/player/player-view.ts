import { Engine } from '@babylonjs/core/Engines/engine.js';
import { Scene } from '@babylonjs/core/scene.js';
import { ArcRotateCamera } from '@babylonjs/core/Cameras/arcRotateCamera.js';
import { Camera } from '@babylonjs/core/Cameras/camera.js';
import { Matrix, Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import type { TransformNode } from '@babylonjs/core/Meshes/transformNode.js';
import { Color4 } from '@babylonjs/core/Maths/math.color.js';
import type { EditorKernel } from '../../../../core/kernel/editor-kernel.js';
import { followPostProcesses, KeyframeAnimationService, PostProcessRuntimeService, RenderScheduler, SceneDocumentService, SceneRuntimeService, ViewportService } from '../../../../sdk/index.js';
import type { Disposable } from '../../../../sdk/index.js';
import { guardBabylonCdn } from '../../../../plugins/viewport/cdn-guard.js';

/**
 * The camera the player starts on: the first camera node (any node type whose engine object is a Babylon camera: an
 * orbit camera, a spline camera…) marked active, else the first camera node, as the runtime built it.
 */
function documentCamera(kernel: EditorKernel, objectOf: (id: string) => { node?: unknown } | undefined): Camera | undefined {
  const document = kernel.services.get(SceneDocumentService);
  let first: Camera | undefined;
  for (const id of document.ids()) {
    const node = objectOf(id)?.node;
    if (!(node instanceof Camera)) continue;
    if (document.get(id)?.props.active !== false) return node;
    first ??= node;
  }
  return first;
}


/**
 * Configure the engine's decoders (Draco, meshopt, Basis, KTX2: glTF models and compressed textures) on our own
 * static path: their setup is a chunk of its own (8 kB gzip), asked for beside the player's kernel and awaited before
 * the view starts when the scene loads a glTF model or KTX2 texture (contentNeedsDecoders), else after the first frame.
 * A failure leaves the CDN guard (guardBabylonCdn) as the only safety net.
 */
export function configurePlayerDecoders(): Promise<void> {
  return import('../../../../plugins/viewport/decoder-config.js').then((m) => void m.configureDecoders(), () => undefined);
}

/** Input on the canvas that may change the view (the camera's own inputs read it): each asks for a frame. */
const INPUT_EVENTS = ['pointerdown', 'pointermove', 'pointerup', 'pointerleave', 'wheel', 'keydown', 'keyup'] as const;

/**
 * The player's view: one engine on the canvas, the document built into one scene by the runtime, its post-process
 * effects, its active document camera (an orbit camera driven by the user, a spline camera on its path) or a default
 * one. The first keyframe animation, if any, plays from the start.
 *
 * Drawn on demand by the designer's `RenderScheduler` (sdk/viewport/render-scheduler.ts): a frame when something asks
 * (the animation player, movers and logic through `ViewportService.requestRender`, a document change by the logic, an
 * effect, input on the canvas, a resize), frames while the camera moves or glides, while textures load, while engine
 * animations run and while something holds the scene drawing (`keepSceneRendering`: emitting particles, animated grain,
 * a spline camera on its way), and until the scene is ready after a change. A still scene costs no frame: software
 * WebGL made every frame a long task, and Lighthouse's Total Blocking Time counted them all.
 */
export class PlayerView implements Disposable {
  private readonly engine: Engine;
  readonly scene: Scene;
  private readonly held: Disposable[] = [];
  private readonly resizeObserver: ResizeObserver;
  private readonly scheduler: RenderScheduler;
  readonly runtime: ReturnType<SceneRuntimeService["start"]>;
  /** When the first frame was drawn (performance.now()). */
  firstFrameAt: number | undefined;
  /** When the first frame of the ready scene was drawn (every material compiled, every texture loaded before it). */
  readyFrameAt: number | undefined;
  /** When the last frame was drawn (tests: a frame drawn after an action). */
  lastFrameAt: number | undefined;
  /** Whether the scene was ready when the frame being drawn began (checked once per frame until the ready scene is drawn). */
  private readyAtFrameStart = false;

  constructor(canvas: HTMLCanvasElement, kernel: EditorKernel) {
    // The decoders themselves are configured by whoever starts the view, before it (configurePlayerDecoders).
    guardBabylonCdn();
    this.engine = new Engine(canvas, true, { preserveDrawingBuffer: true, stencil: true }, true);
    this.scene = new Scene(this.engine);
    this.scene.clearColor = new Color4(0.2, 0.22, 0.26, 1);
    // Nothing in the player reacts to the mesh under a hovering pointer (logic clicks pick on their own).
    this.scene.skipPointerMovePicking = true;
    this.pickAfterFirstFrame();
    this.scheduler = new RenderScheduler(this.engine, this.scene);
    const invalidate = () => this.scheduler.invalidate();
    const contentChanged = () => this.scheduler.invalidate(true);
    const services = kernel.services;
    const runtime = services.get(SceneRuntimeService).start(this.scene);
    this.runtime = runtime;
    this.held.push(runtime);
    const camera = documentCamera(kernel, (id) => runtime.objectOf(id)) ?? new ArcRotateCamera('player.camera', -Math.PI / 3, Math.PI / 3, 18, Vector3.Zero(), this.scene);
    this.scene.activeCamera = camera;
    camera.attachControl(true);
    const viewport = kernel.plugins.providedService(ViewportService);
    if (!viewport) throw new Error('The player needs the viewport state plugin (builtin.viewport-state)');
    const stopEffects = followPostProcesses(this.scene, services.tryGet(PostProcessRuntimeService), viewport, contentChanged);
    this.held.push({ dispose: stopEffects });
    const subscriptions = [
      ...(viewport.onDidRequestRender ? [viewport.onDidRequestRender.subscribe(invalidate)] : []),
      // The logic writes the document copy: the runtime applies it, and adapters finish some work later (models).
      runtime.onDidApply.subscribe(() => {
        contentChanged();
        void runtime.whenIdle().then(contentChanged);
      }),
    ];
    this.held.push({ dispose: () => subscriptions.forEach((s) => s.unsubscribe()) });
    for (const type of INPUT_EVENTS) canvas.addEventListener(type, invalidate, { passive: true });
    this.held.push({ dispose: () => INPUT_EVENTS.forEach((type) => canvas.removeEventListener(type, invalidate)) });
    const animation = kernel.plugins.providedService(KeyframeAnimationService);
    const first = animation?.animations.find((a) => a.kind === 'keyframe');
    if (animation && first) {
      animation.setCurrent(first.id);
      animation.play();
    }
    // Last: the logic runtime and the animation player start when the viewport service announces the runtime.
    viewport.setScene(this.scene, runtime);
    // A frame drawn while a shader compiles or a texture loads lacks them: the ready scene is drawn when it began ready.
    const readiness = this.scene.onBeforeRenderObservable.add(() => {
      if (this.readyFrameAt === undefined) this.readyAtFrameStart = this.scene.isReady(true);
    });
    this.held.push({ dispose: () => this.scene.onBeforeRenderObservable.remove(readiness) });
    this.engine.runRenderLoop(() => this.tick());
    this.resizeObserver = new ResizeObserver(() => this.engine.resize());
    this.resizeObserver.observe(canvas);
  }

  /**
   * Babylon's picking (its Ray) after the first frame, not before it (5 kB gzip the first frame does not use): until it
   * is there, a pointer press or release picks nothing instead of throwing. What picks on its own imports it itself
   * (the logic's scene events).
   */
  private pickAfterFirstFrame(): void {
    this.scene.skipPointerDownPicking = true;
    this.scene.skipPointerUpPicking = true;
    this.scene.onAfterRenderObservable.addOnce(() => {
      void import('@babylonjs/core/Culling/ray.js').then(() => {
        this.scene.skipPointerDownPicking = false;
        this.scene.skipPointerUpPicking = false;
      }, () => undefined);
    });
  }

  /** One tick of the render loop: the scheduler draws when needed; the times of frames are noted for tests and the bench. */
  private tick(): void {
    const before = this.scheduler.frames;
    this.scheduler.tick();
    if (this.scheduler.frames === before) return;
    const now = performance.now();
    this.firstFrameAt ??= now;
    this.lastFrameAt = now;
    if (this.readyFrameAt === undefined && this.readyAtFrameStart) this.readyFrameAt = now;
  }

  /** Frames drawn since the view started (0 while nothing changes: the player draws on demand). */
  get frames(): number {
    return this.scheduler.frames;
  }

  /** Ask for a frame (tests, and whatever changes the scene outside the document and the services that ask already). */
  requestFrame(): void {
    this.scheduler.invalidate(true);
  }

  /** Where a node's origin shows on the canvas, in CSS pixels (for tests: click where a user would). */
  screenPointOf(nodeId: string): { x: number; y: number } | undefined {
    const node = this.runtime.objectOf(nodeId)?.node as TransformNode | undefined;
    const camera = this.scene.activeCamera;
    if (!node?.getAbsolutePosition || !camera) return undefined;
    node.computeWorldMatrix(true);
    const width = this.engine.getRenderWidth();
    const height = this.engine.getRenderHeight();
    const p = Vector3.Project(node.getAbsolutePosition(), Matrix.IdentityReadOnly, this.scene.getTransformMatrix(), camera.viewport.toGlobal(width, height));
    const scale = this.engine.getRenderingCanvasClientRect()!.width / Math.max(1, width);
    return { x: p.x * scale, y: p.y * scale };
  }

  /** Whether the engine is gone (tests: the kernel's plugins release their parts of the scene before it goes). */
  get engineDisposed(): boolean {
    return this.engine.isDisposed;
  }

  /** Stop drawing and release the scene's runtime and effects; the engine stays until `dispose`. */
  release(): void {
    this.resizeObserver.disconnect();
    this.engine.stopRenderLoop();
    this.scheduler.dispose();
    for (const d of this.held.splice(0).reverse()) d.dispose();
  }

  /**
   * Release, then dispose the engine (and the scene with it). Dispose the player's kernel between the two (see
   * `PlayerStage`): its plugins release their parts of the scene on their way out, and on a disposed engine Babylon
   * throws ("Cannot set properties of undefined (setting 'active')" from disableAttributeByIndex).
   */
  dispose(): void {
    this.release();
    if (!this.engine.isDisposed) this.engine.dispose();
  }
}
