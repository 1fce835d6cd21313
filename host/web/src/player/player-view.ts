import { Engine } from '@babylonjs/core/Engines/engine.js';
import { Scene } from '@babylonjs/core/scene.js';
import { ArcRotateCamera } from '@babylonjs/core/Cameras/arcRotateCamera.js';
import { Camera } from '@babylonjs/core/Cameras/camera.js';
import { Matrix, Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import type { TransformNode } from '@babylonjs/core/Meshes/transformNode.js';
import { Color4 } from '@babylonjs/core/Maths/math.color.js';
import '@babylonjs/core/Culling/ray.js';
import type { EditorKernel } from '../../../../core/kernel/editor-kernel.js';
import { KeyframeAnimationService, PostProcessRuntimeService, SceneDocumentService, SceneRuntimeService, ViewportService } from '../../../../sdk/index.js';
import type { Disposable } from '../../../../sdk/index.js';
import { keepBabylonOffTheCdn } from '../../../../plugins/viewport/no-cdn.js';

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
 * The player's view: one engine on the canvas, the document built into one scene by the runtime, its post-process
 * effects, its active document camera (an orbit camera driven by the user, a spline camera on its path) or a default one, rendered every frame (animations, movers and logic
 * change the scene all the time). The first keyframe animation, if any, plays from the start.
 */
export class PlayerView implements Disposable {
  private readonly engine: Engine;
  readonly scene: Scene;
  private readonly held: Disposable[] = [];
  private readonly resizeObserver: ResizeObserver;
  readonly runtime: ReturnType<SceneRuntimeService["start"]>;
  firstFrameAt: number | undefined;
  frames = 0;

  constructor(canvas: HTMLCanvasElement, kernel: EditorKernel) {
    keepBabylonOffTheCdn();
    this.engine = new Engine(canvas, true, { preserveDrawingBuffer: true, stencil: true }, true);
    this.scene = new Scene(this.engine);
    this.scene.clearColor = new Color4(0.2, 0.22, 0.26, 1);
    const services = kernel.services;
    const runtime = services.get(SceneRuntimeService).start(this.scene);
    this.runtime = runtime;
    this.held.push(runtime);
    const camera = documentCamera(kernel, (id) => runtime.objectOf(id)) ?? new ArcRotateCamera('player.camera', -Math.PI / 3, Math.PI / 3, 18, Vector3.Zero(), this.scene);
    this.scene.activeCamera = camera;
    camera.attachControl(true);
    const postProcesses = services.tryGet(PostProcessRuntimeService)?.start(this.scene);
    if (postProcesses) this.held.push(postProcesses);
    const animation = kernel.plugins.providedService(KeyframeAnimationService);
    const first = animation?.animations.find((a) => a.kind === 'keyframe');
    if (animation && first) {
      animation.setCurrent(first.id);
      animation.play();
    }
    // Last: the logic runtime and the animation player start when the viewport service announces the runtime.
    const viewport = kernel.plugins.providedService(ViewportService);
    if (!viewport) throw new Error('The player needs the viewport state plugin (builtin.viewport-state)');
    viewport.setScene(this.scene, runtime);
    this.engine.runRenderLoop(() => {
      this.scene.render();
      this.frames++;
      this.firstFrameAt ??= performance.now();
    });
    this.resizeObserver = new ResizeObserver(() => this.engine.resize());
    this.resizeObserver.observe(canvas);
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
