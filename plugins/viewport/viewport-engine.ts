import { Engine } from '@babylonjs/core/Engines/engine.js';
import { Scene } from '@babylonjs/core/scene.js';
import { Color3, Color4 } from '@babylonjs/core/Maths/math.color.js';
import { Matrix, Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import { Viewport } from '@babylonjs/core/Maths/math.viewport.js';
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
  GizmoMode, SceneDocumentService, SceneRuntimeHandle, Vector3Value, SceneRuntimeService, SelectionService, UndoService, ViewportLayout, ViewportService,
} from '../../sdk/index.js';
import { GizmoController } from './gizmos.js';
import { groundPoint, surfacePoint } from './drop-point.js';
import { LightHandles } from './light-handles.js';
import { topmostSelected } from './topmost-selected.js';
import { LAYOUT_VIEWS, applyLayout, createViewCamera, fitOrtho, windowAt } from './views.js';
import type { ViewKind, ViewWindow } from './views.js';
import type { TransformTarget } from './selection-transform.js';
import { fitInPanel, renderSizeOf } from './render-size.js';
import type { RenderSize } from './render-size.js';

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
  private readonly lightHandles: LightHandles;
  private gizmoMode: GizmoMode = 'move';
  private readonly instrumentation: SceneInstrumentation;
  private readonly cleanups: (() => void)[] = [];
  private running = false;
  private disposed = false;
  /** The Scene node's fixed render resolution; undefined = follow the panel. */
  private renderSize: RenderSize | undefined;
  /** The engine's own hardware scaling (device pixel ratio), restored when the render follows the panel again. */
  private readonly panelScaling: number;

  constructor(private readonly canvas: HTMLCanvasElement, readonly services: ViewportEngineServices) {
    this.engine = new Engine(canvas, true, { preserveDrawingBuffer: true, stencil: true, doNotHandleContextLost: false }, true);
    this.panelScaling = this.engine.getHardwareScalingLevel();
    this.scene = new Scene(this.engine);
    this.scene.clearColor = new Color4(0.2, 0.22, 0.26, 1);
    this.instrumentation = new SceneInstrumentation(this.scene);
    this.instrumentation.captureFrameTime = false;
    this.helperLight = new HemisphericLight('viewport.helperLight', new Vector3(0.3, 1, 0.2), this.scene);
    this.helperLight.metadata = EDITOR;
    this.helperLight.intensity = 0.9;
    this.helperLight.groundColor = new Color3(0.35, 0.35, 0.4);
    this.createGrid();
    this.lightHandles = new LightHandles(this.scene, (light) => light === this.helperLight);
    for (const kind of ['perspective', 'top', 'front', 'side'] as const) this.cameras.set(kind, { kind, camera: createViewCamera(this.scene, kind) });
    this.gizmos = new GizmoController(this.scene, [...this.cameras.values()], services.document, services.undo);
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
    const { viewport, selection, document } = this.services;
    const subs = [
      document.onDidChange.subscribe(() => this.syncRenderSize()),
      document.onDidLoad.subscribe(() => this.syncRenderSize()),
      viewport.onDidChangeLayout.subscribe((layout) => this.setLayout(layout)),
      viewport.onDidChangeGizmo.subscribe((mode) => {
        this.gizmoMode = mode;
        this.gizmos.setMode(mode);
        this.syncGizmoTarget();
      }),
      viewport.onDidRequestFrame.subscribe(() => this.frameSelection()),
      selection.onDidChangeSelection.subscribe(() => this.syncGizmoTarget()),
      this.runtime.onDidApply.subscribe(() => {
        if (!this.gizmos.dragging) this.lightHandles.sync();
        this.syncGizmoTarget();
        this.syncHelperLight();
      }),
    ];
    this.cleanups.push(() => subs.forEach((s) => s.unsubscribe()));
    this.syncHelperLight();
    this.lightHandles.sync();
    this.syncRenderSize();
  }

  /** Follow the Scene node's render width and height (0 or empty: the panel size). */
  private syncRenderSize(): void {
    const caps = this.engine.getCaps();
    const next = renderSizeOf(this.services.document.root.props, Math.min(caps.maxRenderTextureSize || 4096, caps.maxTextureSize || 4096));
    if (next?.width === this.renderSize?.width && next?.height === this.renderSize?.height) return;
    this.renderSize = next;
    this.resize();
  }

  /** The editor's own light is on only while the document has no enabled light. */
  private syncHelperLight(): void {
    const documentLights = this.scene.lights.filter((l) => l !== this.helperLight && l.isEnabled());
    this.helperLight.setEnabled(documentLights.length === 0);
  }

  /**
   * The gizmo acts on every selected transform node (a node whose ancestor is selected follows that ancestor) and on
   * the handles of selected positioned lights, which only move: a light alone gets no rotate or scale gizmo.
   */
  private syncGizmoTarget(): void {
    if (this.gizmos.dragging) return;
    const { selection, document } = this.services;
    const targets: TransformTarget[] = [];
    for (const id of topmostSelected(selection.selected, (node) => document.get(node))) {
      const node = this.placedNode(id);
      if (node) targets.push(node === this.lightHandles.proxyOf(id) ? { id, node, only: ['position'] } : { id, node });
    }
    const movesOnly = targets.length === 1 && targets[0].only && this.gizmoMode !== 'move';
    this.gizmos.setTargets(movesOnly ? [] : targets);
  }

  /** The node standing for a document node in the view: its own transform node, or a light's handle. */
  private placedNode(id: string): TransformNode | undefined {
    const node = this.runtime.objectOf(id)?.node;
    return node instanceof TransformNode ? node : this.lightHandles.proxyOf(id);
  }

  /** Show one, two or four windows. */
  setLayout(layout: ViewportLayout): void {
    this.windows = LAYOUT_VIEWS[layout].map((kind) => this.cameras.get(kind)!);
    for (const w of this.cameras.values()) w.camera.detachControl();
    this.controlled = undefined;
    applyLayout(this.scene, this.windows);
    this.gizmos.setWindows(this.windows);
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
      if (!windowAt(this.windows, event.clientX - rect.left, event.clientY - rect.top, rect.width, rect.height)) return;
      this.select(this.nodeAt(event.clientX, event.clientY), event);
    });
    this.cleanups.push(() => this.scene.onPointerObservable.remove(observer));
  }

  /** The pick under a page point (client pixels), with the camera of the window there; none outside the views. */
  private pickAt(clientX: number, clientY: number) {
    const rect = this.canvas.getBoundingClientRect();
    const x = clientX - rect.left;
    const y = clientY - rect.top;
    const w = windowAt(this.windows, x, y, rect.width, rect.height);
    if (!w) return undefined;
    // scene.pick takes CSS pixels (it applies the hardware scaling level itself).
    const pick = this.scene.pick(x, y, (m) => this.isSelectable(m), false, w.camera);
    return { x, y, camera: w.camera, pick: pick?.hit ? pick : undefined };
  }

  /** The document node under a page point (client pixels). */
  nodeAt(clientX: number, clientY: number): string | undefined {
    const pick = this.pickAt(clientX, clientY)?.pick;
    return pick ? nodeIdOfEngineNode(pick.pickedMesh) : undefined;
  }

  /**
   * What a drop at a page point (client pixels) lands on, from one pick: the node under it (`target`) and where the
   * dropped thing should go (`at`): the surface of that node, else where the view's ray meets the ground plane; neither
   * outside the views, no `at` where the view never meets the ground.
   */
  dropAt(clientX: number, clientY: number): { readonly target?: string; readonly at?: Vector3Value } {
    const hit = this.pickAt(clientX, clientY);
    if (!hit) return {};
    if (hit.pick?.pickedPoint) return { target: nodeIdOfEngineNode(hit.pick.pickedMesh), at: surfacePoint(hit.pick.pickedPoint) };
    const ray = this.scene.createPickingRay(hit.x, hit.y, Matrix.Identity(), hit.camera);
    return { at: groundPoint(ray.origin, ray.direction) };
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
    const nodes = ids.map((id) => this.placedNode(id)).filter((n): n is TransformNode => n !== undefined);
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

  /**
   * Match the canvas to the panel, or, when the Scene node fixes a render size, render exactly that many pixels in the
   * largest box of its aspect ratio that fits the panel (the hardware scaling maps CSS pixels to render pixels, so picking
   * and gizmos keep working); re-fit orthographic windows.
   */
  resize(): void {
    if (this.disposed) return;
    const size = this.renderSize;
    // The canvas fills its frame (with the window labels); the frame is letterboxed in the panel's stage.
    const frame = this.canvas.parentElement;
    const stage = frame?.parentElement;
    const style = frame?.style;
    if (size && style && stage && stage.clientWidth > 0 && stage.clientHeight > 0) {
      const box = fitInPanel(size, stage.clientWidth, stage.clientHeight);
      Object.assign(style, { left: `${box.left}px`, top: `${box.top}px`, width: `${box.width}px`, height: `${box.height}px` });
      const scaling = box.width / size.width;
      if (Math.abs(this.engine.getHardwareScalingLevel() - scaling) > 1e-9) this.engine.setHardwareScalingLevel(scaling);
      this.engine.setSize(size.width, size.height);
      this.canvas.dataset.renderSize = `${size.width}x${size.height}`;
    } else {
      if (this.canvas.dataset.renderSize) {
        if (style) for (const key of ['left', 'top', 'width', 'height'] as const) style[key] = '';
        delete this.canvas.dataset.renderSize;
        this.engine.setHardwareScalingLevel(this.panelScaling);
      }
      this.engine.resize();
    }
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

  /** Canvas CSS-pixel point of a world position as a window shows it (undefined when that window is not shown). */
  private project(kind: ViewKind, point: Vector3): { x: number; y: number } | undefined {
    const w = this.windows.find((x) => x.kind === kind);
    if (!w) return undefined;
    const width = this.engine.getRenderWidth();
    const height = this.engine.getRenderHeight();
    const vp = w.camera.viewport;
    // Babylon's viewport counts y from the bottom; screen points count it from the top.
    const screen = new Viewport(vp.x * width, (1 - vp.y - vp.height) * height, vp.width * width, vp.height * height);
    const transform = w.camera.getViewMatrix(true).multiply(w.camera.getProjectionMatrix(true));
    const p = Vector3.Project(point, Matrix.IdentityReadOnly, transform, screen);
    const scale = this.canvas.getBoundingClientRect().width / Math.max(1, width);
    return { x: p.x * scale, y: p.y * scale };
  }

  /** Where a gizmo sitting at a world point shows in a window, and a point on its move X arrow (canvas CSS pixels). */
  private probeAt(kind: ViewKind, origin: Vector3): { center: { x: number; y: number }; xArrow?: { x: number; y: number } } | undefined {
    const center = this.project(kind, origin);
    const ahead = this.project(kind, origin.add(new Vector3(1, 0, 0)));
    if (!center || !ahead) return undefined;
    return { center, xArrow: this.gizmos.xArrowPoint(kind, center, { x: ahead.x - center.x, y: ahead.y - center.y }) };
  }

  /** Canvas CSS-pixel point of a node's position in a window, and of its move gizmo's X arrow (for tests). */
  probeNode(id: string, kind: ViewKind = 'perspective'): { center: { x: number; y: number }; xArrow?: { x: number; y: number } } | undefined {
    const node = this.placedNode(id);
    if (!node) return undefined;
    node.computeWorldMatrix(true);
    return this.probeAt(kind, node.getAbsolutePosition());
  }

  /** Canvas CSS-pixel point of a scene point in a window (for tests). */
  probePoint(point: Vector3Value, kind: ViewKind = 'perspective'): { x: number; y: number } | undefined {
    return this.project(kind, new Vector3(point.x, point.y, point.z));
  }

  /** Canvas CSS-pixel point of the gizmo (on the selection) in a window, and of its move X arrow (for tests). */
  probeGizmo(kind: ViewKind): { center: { x: number; y: number }; xArrow?: { x: number; y: number } } | undefined {
    const anchor = this.gizmos.anchor;
    if (!anchor) return undefined;
    anchor.computeWorldMatrix(true);
    return this.probeAt(kind, anchor.getAbsolutePosition());
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
    this.lightHandles.dispose();
    this.runtime.dispose();
    if (this.services.viewport.scene === this.scene) this.services.viewport.setScene(undefined);
    this.instrumentation.dispose();
    this.scene.dispose();
    this.engine.dispose();
  }
}
