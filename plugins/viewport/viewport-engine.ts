import { Engine } from '@babylonjs/core/Engines/engine.js';
import { Scene } from '@babylonjs/core/scene.js';
import { Color3, Color4 } from '@babylonjs/core/Maths/math.color.js';
import { Matrix, Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import { HemisphericLight } from '@babylonjs/core/Lights/hemisphericLight.js';
import { CreateGround } from '@babylonjs/core/Meshes/Builders/groundBuilder.js';
import { PointerEventTypes } from '@babylonjs/core/Events/pointerEvents.js';
import { SceneInstrumentation } from '@babylonjs/core/Instrumentation/sceneInstrumentation.js';
import { TransformNode } from '@babylonjs/core/Meshes/transformNode.js';
import { Camera } from '@babylonjs/core/Cameras/camera.js';
import type { AbstractMesh } from '@babylonjs/core/Meshes/abstractMesh.js';
import { GridMaterial } from '@babylonjs/materials/grid/gridMaterial.js';
import '@babylonjs/core/Culling/ray.js';
import { nodeIdOfEngineNode } from '../../sdk/index.js';
import type {
  SceneDocumentService, SceneRuntimeHandle, SceneRuntimeService, SelectionService, UndoService, ViewportLayout, ViewportService,
} from '../../sdk/index.js';
import { GizmoController } from './gizmos.js';
import { LAYOUT_VIEWS, applyLayout, createViewCamera, fitOrtho, windowAt } from './views.js';
import type { ViewWindow } from './views.js';

/** Services the viewport engine uses. */
export interface ViewportEngineServices {
  readonly runtime: SceneRuntimeService;
  readonly viewport: ViewportService;
  readonly selection: SelectionService;
  readonly document: SceneDocumentService;
  readonly undo: UndoService;
}

/** Figures for the stats overlay. */
export interface ViewportStats {
  readonly fps: number;
  readonly drawCalls: number;
  readonly meshes: number;
}

const EDITOR = { editorOnly: true };

/** The Babylon side of the viewport panel: engine, scene, runtime, views, grid, picking, gizmos and stats. */
export class ViewportEngine {
  readonly engine: Engine;
  readonly scene: Scene;
  readonly runtime: SceneRuntimeHandle;
  private windows: ViewWindow[] = [];
  private readonly cameras = new Map<string, ViewWindow>();
  private controlled: ViewWindow | undefined;
  private readonly gizmos: GizmoController;
  private readonly helperLight: HemisphericLight;
  private readonly instrumentation: SceneInstrumentation;
  private readonly cleanups: (() => void)[] = [];
  private running = false;
  private disposed = false;

  constructor(private readonly canvas: HTMLCanvasElement, readonly services: ViewportEngineServices) {
    this.engine = new Engine(canvas, true, { preserveDrawingBuffer: true, stencil: true, doNotHandleContextLost: false }, true);
    this.scene = new Scene(this.engine);
    this.scene.clearColor = new Color4(0.2, 0.22, 0.26, 1);
    this.instrumentation = new SceneInstrumentation(this.scene);
    this.instrumentation.captureFrameTime = false;
    this.helperLight = new HemisphericLight('viewport.helperLight', new Vector3(0.3, 1, 0.2), this.scene);
    this.helperLight.metadata = EDITOR;
    this.helperLight.intensity = 0.9;
    this.helperLight.groundColor = new Color3(0.35, 0.35, 0.4);
    this.createGrid();
    for (const kind of ['perspective', 'top', 'front', 'side'] as const) this.cameras.set(kind, { kind, camera: createViewCamera(this.scene, kind) });
    this.gizmos = new GizmoController(this.scene, this.cameras.get('perspective')!.camera, services.document, services.undo);
    this.runtime = services.runtime.start(this.scene);
    services.viewport.setScene(this.scene);
    this.watch();
    this.attachInput();
  }

  private createGrid(): void {
    const ground = CreateGround('viewport.grid', { width: 400, height: 400 }, this.scene);
    const material = new GridMaterial('viewport.gridMaterial', this.scene);
    material.majorUnitFrequency = 10;
    material.minorUnitVisibility = 0.35;
    material.gridRatio = 1;
    material.mainColor = new Color3(0.22, 0.24, 0.28);
    material.lineColor = new Color3(0.45, 0.48, 0.55);
    material.opacity = 0.9;
    material.backFaceCulling = false;
    ground.material = material;
    ground.isPickable = false;
    ground.metadata = EDITOR;
    ground.position.y = -0.001;
    ground.doNotSerialize = true;
  }

  private watch(): void {
    const { viewport, selection } = this.services;
    const subs = [
      viewport.onDidChangeLayout.subscribe((layout) => this.setLayout(layout)),
      viewport.onDidChangeGizmo.subscribe((mode) => this.gizmos.setMode(mode)),
      viewport.onDidRequestFrame.subscribe(() => this.frameSelection()),
      selection.onDidChangeSelection.subscribe(() => this.syncGizmoTarget()),
      this.runtime.onDidApply.subscribe(() => {
        this.syncGizmoTarget();
        this.syncHelperLight();
      }),
    ];
    this.cleanups.push(() => subs.forEach((s) => s.unsubscribe()));
    this.syncHelperLight();
  }

  /** The editor's own light is on only while the document has no enabled light. */
  private syncHelperLight(): void {
    const documentLights = this.scene.lights.filter((l) => l !== this.helperLight && l.isEnabled());
    this.helperLight.setEnabled(documentLights.length === 0);
  }

  private syncGizmoTarget(): void {
    if (this.gizmos.dragging) return;
    const selected = this.services.selection.selected;
    const primary = selected[selected.length - 1];
    this.gizmos.setTarget(primary, primary === undefined ? undefined : this.runtime.objectOf(primary)?.node);
  }

  /** Show one, two or four windows. */
  setLayout(layout: ViewportLayout): void {
    this.windows = LAYOUT_VIEWS[layout].map((kind) => this.cameras.get(kind)!);
    for (const w of this.cameras.values()) w.camera.detachControl();
    this.controlled = undefined;
    applyLayout(this.scene, this.windows);
    this.resize();
  }

  /** The windows now shown. */
  get views(): readonly ViewWindow[] {
    return this.windows;
  }

  private attachInput(): void {
    const canvas = this.canvas;
    const control = (event: PointerEvent | WheelEvent) => {
      if (event instanceof PointerEvent && event.buttons !== 0 && event.type === 'pointermove') return;
      const rect = canvas.getBoundingClientRect();
      const target = windowAt(this.windows, event.clientX - rect.left, event.clientY - rect.top, rect.width, rect.height);
      if (!target || target === this.controlled) return;
      this.controlled?.camera.detachControl();
      this.controlled = target;
      target.camera.attachControl(true);
      if (target.kind !== 'perspective') target.camera.inputs.removeByType('ArcRotateCameraMouseWheelInput');
    };
    const wheel = (event: WheelEvent) => {
      control(event);
      const w = this.controlled;
      if (!w || w.camera.mode !== Camera.ORTHOGRAPHIC_CAMERA) return;
      event.preventDefault();
      const meta = w.camera.metadata as { orthoSize: number };
      meta.orthoSize = Math.min(5000, Math.max(0.5, meta.orthoSize * (event.deltaY > 0 ? 1.1 : 1 / 1.1)));
      this.resize();
    };
    const keys = (event: KeyboardEvent) => this.gizmos.setSnapping(event.shiftKey);
    canvas.addEventListener('pointerdown', control);
    canvas.addEventListener('pointermove', control);
    canvas.addEventListener('wheel', wheel, { passive: false });
    window.addEventListener('keydown', keys);
    window.addEventListener('keyup', keys);
    this.cleanups.push(() => {
      canvas.removeEventListener('pointerdown', control);
      canvas.removeEventListener('pointermove', control);
      canvas.removeEventListener('wheel', wheel);
      window.removeEventListener('keydown', keys);
      window.removeEventListener('keyup', keys);
    });
    const observer = this.scene.onPointerObservable.add((info) => {
      if (info.type !== PointerEventTypes.POINTERTAP || this.gizmos.dragging) return;
      const event = info.event as PointerEvent;
      if (event.button !== 0) return;
      const rect = canvas.getBoundingClientRect();
      const x = event.clientX - rect.left;
      const y = event.clientY - rect.top;
      const w = windowAt(this.windows, x, y, rect.width, rect.height);
      if (!w) return;
      const scale = this.engine.getRenderWidth() / Math.max(1, rect.width);
      const pick = this.scene.pick(x * scale, y * scale, (m) => this.isSelectable(m), false, w.camera);
      this.select(pick?.hit ? nodeIdOfEngineNode(pick.pickedMesh) : undefined, event);
    });
    this.cleanups.push(() => this.scene.onPointerObservable.remove(observer));
  }

  private isSelectable(mesh: AbstractMesh): boolean {
    return mesh.isPickable && mesh.isEnabled() && mesh.isVisible && nodeIdOfEngineNode(mesh) !== undefined;
  }

  /** Apply a pick to the selection: Ctrl/Meta toggles, Shift adds, a plain click replaces (or clears on empty space). */
  select(id: string | undefined, modifiers: { ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }): void {
    const { selection } = this.services;
    if (id === undefined) {
      if (!modifiers.ctrlKey && !modifiers.metaKey && !modifiers.shiftKey) selection.clear();
      return;
    }
    if (modifiers.ctrlKey || modifiers.metaKey) selection.toggle(id);
    else if (modifiers.shiftKey) selection.add([id]);
    else selection.set([id]);
  }

  /** Point every window's camera at the selection's bounds (or the whole scene when nothing is selected). */
  frameSelection(): void {
    const ids = this.services.selection.selected;
    const nodes = ids.map((id) => this.runtime.objectOf(id)?.node).filter((n): n is TransformNode => n instanceof TransformNode);
    let min = new Vector3(Infinity, Infinity, Infinity);
    let max = new Vector3(-Infinity, -Infinity, -Infinity);
    const meshes = nodes.length ? nodes : this.scene.meshes.filter((m) => nodeIdOfEngineNode(m) !== undefined);
    for (const node of meshes) {
      node.computeWorldMatrix(true);
      const b = node.getHierarchyBoundingVectors(true);
      if (!Number.isFinite(b.min.x)) {
        min = Vector3.Minimize(min, node.getAbsolutePosition());
        max = Vector3.Maximize(max, node.getAbsolutePosition());
        continue;
      }
      min = Vector3.Minimize(min, b.min);
      max = Vector3.Maximize(max, b.max);
    }
    if (!Number.isFinite(min.x)) return;
    const center = min.add(max).scale(0.5);
    const size = Math.max(0.5, max.subtract(min).length());
    for (const w of this.cameras.values()) {
      w.camera.setTarget(center.clone());
      if (w.kind === 'perspective') w.camera.radius = size * 1.6;
      else (w.camera.metadata as { orthoSize: number }).orthoSize = size * 1.3;
    }
    this.resize();
  }

  /** Match the canvas size; re-fit orthographic windows. */
  resize(): void {
    if (this.disposed) return;
    this.engine.resize();
    const width = this.engine.getRenderWidth();
    const height = this.engine.getRenderHeight();
    for (const w of this.windows) fitOrtho(w.camera, (w.camera.viewport.width * width) / Math.max(1, w.camera.viewport.height * height));
  }

  /** Render while visible; stop rendering when hidden. */
  setRunning(running: boolean): void {
    if (running === this.running || this.disposed) return;
    this.running = running;
    if (running) this.engine.runRenderLoop(() => this.scene.render());
    else this.engine.stopRenderLoop();
  }

  /** Whether the render loop runs. */
  get isRunning(): boolean {
    return this.running;
  }

  /** Canvas CSS-pixel point of a node's position in the perspective view, and of its move gizmo's X arrow (for tests). */
  probeNode(id: string): { center: { x: number; y: number }; xArrow?: { x: number; y: number } } | undefined {
    const node = this.runtime.objectOf(id)?.node;
    if (!(node instanceof TransformNode)) return undefined;
    const camera = this.cameras.get('perspective')!.camera;
    const width = this.engine.getRenderWidth();
    const height = this.engine.getRenderHeight();
    const viewport = camera.viewport.toGlobal(width, height);
    const project = (p: Vector3) => Vector3.Project(p, Matrix.IdentityReadOnly, this.scene.getTransformMatrix(), viewport);
    this.scene.updateTransformMatrix();
    camera.getViewMatrix(true);
    this.scene.setTransformMatrix(camera.getViewMatrix(), camera.getProjectionMatrix(true));
    const origin = node.getAbsolutePosition();
    const center = project(origin);
    const ahead = project(origin.add(new Vector3(1, 0, 0)));
    const arrow = this.gizmos.xArrowPoint({ x: center.x, y: center.y }, { x: ahead.x - center.x, y: ahead.y - center.y });
    const scale = this.canvas.getBoundingClientRect().width / Math.max(1, width);
    const css = (p: { x: number; y: number }) => ({ x: p.x * scale, y: p.y * scale });
    return { center: css(center), xArrow: arrow && css(arrow) };
  }

  /** Figures for the overlay. */
  stats(): ViewportStats {
    return {
      fps: Math.round(this.engine.getFps()),
      drawCalls: this.instrumentation.drawCallsCounter.lastSecAverage || this.instrumentation.drawCallsCounter.current,
      meshes: this.scene.meshes.filter((m) => !(m.metadata as { editorOnly?: boolean } | null)?.editorOnly).length,
    };
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.engine.stopRenderLoop();
    for (const c of this.cleanups.splice(0)) c();
    this.gizmos.dispose();
    this.runtime.dispose();
    if (this.services.viewport.scene === this.scene) this.services.viewport.setScene(undefined);
    this.instrumentation.dispose();
    this.scene.dispose();
    this.engine.dispose();
  }
}
