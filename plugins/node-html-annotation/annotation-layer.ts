import { Matrix, Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import type { Observer } from '@babylonjs/core/Misc/observable.js';
import type { TransformNode } from '@babylonjs/core/Meshes/transformNode.js';
import type { Scene } from '@babylonjs/core/scene.js';

/** One annotation on the layer: its element and the engine node it follows. */
interface Placed {
  readonly element: HTMLElement;
  readonly anchor: TransformNode;
}

const LAYER_CSS = 'position:absolute;overflow:hidden;pointer-events:none;z-index:1;';
const layers = new WeakMap<Scene, AnnotationLayer>();
const world = new Vector3();
const toAnchor = new Vector3();
const projected = new Vector3();

/**
 * The DOM layer over a scene's canvas that holds its HTML annotations, placed after each frame at their anchors'
 * projections (hidden when an anchor is behind the camera or disabled). One layer per scene, made with its first
 * annotation and removed with its last. Without a canvas (a NullEngine) there is no layer.
 */
export class AnnotationLayer {
  private readonly root: HTMLDivElement;
  private readonly placed = new Set<Placed>();
  private readonly observer: Observer<Scene>;

  private constructor(private readonly scene: Scene, private readonly canvas: HTMLCanvasElement) {
    this.root = document.createElement('div');
    this.root.style.cssText = LAYER_CSS;
    this.root.dataset.testid = 'html-annotation-layer';
    canvas.insertAdjacentElement('afterend', this.root);
    this.observer = scene.onAfterRenderObservable.add(() => this.place());
  }

  /** The layer of `scene` (made on first use); undefined where the engine has no canvas in a page. */
  static of(scene: Scene): AnnotationLayer | undefined {
    const known = layers.get(scene);
    if (known) return known;
    const canvas = scene.getEngine().getRenderingCanvas();
    if (!canvas || typeof document === 'undefined' || !canvas.parentElement) return undefined;
    const layer = new AnnotationLayer(scene, canvas);
    layers.set(scene, layer);
    return layer;
  }

  /** Show `element` at `anchor`'s origin until the returned function is called. */
  add(element: HTMLElement, anchor: TransformNode): () => void {
    const entry = { element, anchor };
    element.style.position = 'absolute';
    element.style.display = 'none';
    this.root.append(element);
    this.placed.add(entry);
    this.scene.getEngine().onEndFrameObservable.addOnce(() => this.place());
    return () => {
      element.remove();
      this.placed.delete(entry);
      if (this.placed.size === 0) this.dispose();
    };
  }

  private place(): void {
    const camera = this.scene.activeCamera;
    const canvas = this.canvas;
    this.root.style.left = `${canvas.offsetLeft}px`;
    this.root.style.top = `${canvas.offsetTop}px`;
    this.root.style.width = `${canvas.clientWidth}px`;
    this.root.style.height = `${canvas.clientHeight}px`;
    if (!camera) return;
    const engine = this.scene.getEngine();
    const width = engine.getRenderWidth();
    const height = engine.getRenderHeight();
    const viewport = camera.viewport.toGlobal(width, height);
    const toCss = canvas.clientWidth / Math.max(1, width);
    const forward = camera.getForwardRay(1).direction;
    const eye = camera.globalPosition;
    const transform = this.scene.getTransformMatrix();
    for (const { element, anchor } of this.placed) {
      world.copyFrom(anchor.getAbsolutePosition());
      world.subtractToRef(eye, toAnchor);
      // Behind the camera (or nearer than its near plane) the projection would mirror the anchor onto the screen.
      const shown = anchor.isEnabled() && Vector3.Dot(toAnchor, forward) > camera.minZ;
      if (!shown) {
        element.style.display = 'none';
        continue;
      }
      Vector3.ProjectToRef(world, Matrix.IdentityReadOnly, transform, viewport, projected);
      element.style.display = '';
      element.style.transform = `translate(${Math.round(projected.x * toCss)}px, ${Math.round(projected.y * toCss)}px)`;
    }
  }

  private dispose(): void {
    this.scene.onAfterRenderObservable.remove(this.observer);
    this.root.remove();
    layers.delete(this.scene);
  }
}
