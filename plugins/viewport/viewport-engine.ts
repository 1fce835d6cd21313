import { Engine } from '@babylonjs/core/Engines/engine.js';
import { Scene } from '@babylonjs/core/scene.js';
import { Color3, Color4 } from '@babylonjs/core/Maths/math.color.js';
import { Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import { HemisphericLight } from '@babylonjs/core/Lights/hemisphericLight.js';
import { PointerEventTypes } from '@babylonjs/core/Events/pointerEvents.js';
import { TransformNode } from '@babylonjs/core/Meshes/transformNode.js';
import type { LinesMesh } from '@babylonjs/core/Meshes/linesMesh.js';
import { followPostProcesses, nodeIdOfEngineNode, RenderScheduler } from '../../sdk/index.js';
import type {
  GizmoMode, ItemPickService, PointHandlesService, PostProcessRuntimeService, SceneDocumentService, SceneRuntimeHandle, Vector3Value, SceneRuntimeService, SelectionService, UndoService, ViewportLayout, ViewportService,
} from '../../sdk/index.js';
import { CameraInput } from './camera-input.js';
import { createEditorGrid } from './editor-grid.js';
import { boundsOf, frameBounds } from './frame-bounds.js';
import { GizmoController } from './gizmos.js';
import { Letterbox } from './letterbox.js';
import { LightHandles } from './light-handles.js';
import { PointHandleLayer } from './point-handles.js';
import { viewportQuality } from './viewport-quality.js';
import type { ViewportQuality } from './viewport-quality.js';
import { renderSizeOf } from './render-size.js';
import type { RenderSize } from './render-size.js';
import type { TransformTarget } from './selection-transform.js';
import { topmostSelected } from './topmost-selected.js';
import { ViewProbes } from './view-probes.js';
import { followViewCamera } from './view-camera-follow.js';
import type { CanvasPoint, GizmoProbe } from './view-probes.js';
import { ViewportPicker, applyPick } from './viewport-picking.js';
import type { PickModifiers } from './viewport-picking.js';
import { LAYOUT_VIEWS, applyLayout, createViewCamera, fitOrtho } from './views.js';
import type { ViewKind, ViewWindow } from './views.js';

/** Services the viewport engine uses. */
export interface ViewportEngineServices {
  readonly runtime: SceneRuntimeService;
  readonly viewport: ViewportService;
  readonly selection: SelectionService;
  readonly document: SceneDocumentService;
  readonly undo: UndoService;
  readonly postProcesses?: PostProcessRuntimeService;
  /** Move handles for an editor's points (the vector3 point list); none without it. */
  readonly pointHandles?: PointHandlesService;
  /** Where a click on an item drawn in screen space (an info point) is reported; none without it. */
  readonly itemPicks?: ItemPickService;
  /** The quality preset when the engine is made (antialiasing is fixed then); `setQuality` changes the rest later. */
  readonly quality?: ViewportQuality;
}

/** Figures for the stats overlay. */
export interface ViewportStats {
  /** Frames drawn per second since the previous reading (0 while nothing changes: the view renders on demand). */
  readonly fps: number;
  readonly drawCalls: number;
  readonly meshes: number;
}

const EDITOR = { editorOnly: true };

/** Meshes that are not the editor's own, counted without a copy of the list (read once a second over 10,000 meshes). */
function documentMeshCount(meshes: readonly { readonly metadata: unknown }[]): number {
  let count = 0;
  for (const mesh of meshes) if (!(mesh.metadata as { editorOnly?: boolean } | null)?.editorOnly) count++;
  return count;
}

/**
 * The Babylon side of the viewport panel: engine, scene and runtime, the views and their cameras, the grid, the gizmos
 * and light handles, rendered on demand. Input, picking, letterboxing and test probes live in their own files.
 */
export class ViewportEngine {
  readonly engine: Engine;
  readonly scene: Scene;
  readonly runtime: SceneRuntimeHandle;
  private windows: ViewWindow[] = [];
  private readonly cameras = new Map<string, ViewWindow>();
  private readonly gizmos: GizmoController;
  private readonly helperLight: HemisphericLight;
  private readonly lightHandles: LightHandles;
  private readonly pointHandles: PointHandleLayer;
  private readonly grid: LinesMesh;
  private readonly scheduler: RenderScheduler;
  private readonly letterbox: Letterbox;
  private readonly input: CameraInput;
  private readonly picker: ViewportPicker;
  private readonly probes: ViewProbes;
  private gizmoMode: GizmoMode = 'move';
  private readonly cleanups: (() => void)[] = [];
  private running = false;
  private disposed = false;
  private lastStats = { at: 0, frames: 0 };
  /** The Scene node's fixed render resolution; undefined = follow the panel. */
  private renderSize: RenderSize | undefined;

  constructor(private readonly canvas: HTMLCanvasElement, readonly services: ViewportEngineServices) {
    const quality = services.quality ?? viewportQuality('high');
    this.engine = new Engine(canvas, quality.antialias, { preserveDrawingBuffer: true, stencil: true, doNotHandleContextLost: false }, true);
    this.letterbox = new Letterbox(this.engine, canvas);
    this.scene = new Scene(this.engine);
    this.scene.clearColor = new Color4(0.2, 0.22, 0.26, 1);
    // Nothing in the editor reacts to the mesh under a hovering pointer; clicks pick on their own.
    this.scene.skipPointerMovePicking = true;
    this.scheduler = new RenderScheduler(this.engine, this.scene);
    this.applyQuality(quality);
    this.helperLight = new HemisphericLight('viewport.helperLight', new Vector3(0.3, 1, 0.2), this.scene);
    this.helperLight.metadata = EDITOR;
    this.helperLight.intensity = 0.9;
    this.helperLight.groundColor = new Color3(0.35, 0.35, 0.4);
    this.grid = createEditorGrid(this.scene);
    this.lightHandles = new LightHandles(this.scene, (light) => light === this.helperLight);
    for (const kind of ['perspective', 'top', 'front', 'side'] as const) this.cameras.set(kind, { kind, camera: createViewCamera(this.scene, kind) });
    this.gizmos = new GizmoController(this.scene, services.document, services.undo);
    this.input = new CameraInput(canvas, () => this.resize());
    this.picker = new ViewportPicker(this.scene, canvas, () => this.windows);
    this.pointHandles = new PointHandleLayer(this.scene, canvas, () => this.windows, (id) => this.documentNode(id), () => this.invalidate());
    this.probes = new ViewProbes(this.engine, canvas, () => this.windows, this.gizmos);
    this.runtime = services.runtime.start(this.scene);
    services.viewport.setScene(this.scene, this.runtime);
    this.watch();
    this.watchInput();
    this.cleanups.push(followPostProcesses(this.scene, services.postProcesses, services.viewport, () => this.invalidate(true)));
    this.cleanups.push(followViewCamera(this.scene, services.viewport, this.runtime, () => this.cameras.get('perspective')?.camera, () => this.invalidate()));
    this.prepareWhenIdle();
  }

  /** Gizmos are made when first needed; make the current mode's once the page is idle, before a first selection asks. */
  private prepareWhenIdle(): void {
    const handle = requestIdleCallback(() => {
      if (!this.disposed) this.gizmos.prepare();
    }, { timeout: 10_000 });
    this.cleanups.push(() => cancelIdleCallback(handle));
  }

  /** Show or hide the ground grid. */
  setGridVisible(visible: boolean): void {
    this.grid.setEnabled(visible);
    this.invalidate(true);
  }

  /** Ask for a frame (the view renders on demand); `content`: engine objects changed, draw until the scene is ready. */
  invalidate(content = false): void {
    this.scheduler.invalidate(content);
  }

  private watch(): void {
    const { viewport, selection, document } = this.services;
    const contentChanged = () => this.invalidate(true);
    const subs = [
      document.onDidChange.subscribe(() => this.syncRenderSize()),
      document.onDidLoad.subscribe(() => this.syncRenderSize()),
      viewport.onDidChangeLayout.subscribe((layout) => this.setLayout(layout)),
      // The gizmo draws in its own utility layer: no document mesh changes, so no readiness check over every mesh
      // (over 100 ms a frame with 10,000 meshes) follows a selection or a gizmo change.
      viewport.onDidChangeGizmo.subscribe((mode) => {
        this.gizmoMode = mode;
        this.gizmos.setMode(mode);
        this.syncGizmoTarget();
        this.scheduler.invalidateUntil(() => this.gizmos.isReady());
      }),
      viewport.onDidRequestFrame.subscribe(() => this.frameSelection()),
      ...(viewport.onDidRequestRender ? [viewport.onDidRequestRender.subscribe(() => this.invalidate())] : []),
      // One frame: more (up to the gizmo's readiness) cost over a second when 10,000 meshes are drawn on a slow machine.
      selection.onDidChangeSelection.subscribe(() => {
        this.syncGizmoTarget();
        this.invalidate();
      }),
      ...(this.services.pointHandles ? [this.services.pointHandles.onDidChange.subscribe((request) => this.pointHandles.setRequest(request))] : []),
      this.runtime.onDidApply.subscribe(() => {
        if (!this.gizmos.dragging) this.lightHandles.sync();
        this.pointHandles.sync();
        this.syncGizmoTarget();
        this.syncHelperLight();
        this.invalidate(true);
        // Adapters finish some work later (stored geometry, models): draw again when the runtime is idle.
        void this.runtime.whenIdle().then(contentChanged);
      }),
    ];
    this.cleanups.push(() => subs.forEach((s) => s.unsubscribe()));
    this.syncHelperLight();
    this.lightHandles.sync();
    this.syncRenderSize();
  }

  /**
   * Input redraws: presses, releases, wheel and keys always; a hovering pointer only while a gizmo is shown (its
   * handles light up under the pointer). A tap selects what is under it.
   */
  private watchInput(): void {
    const canvas = this.canvas;
    const redraw = (event: Event) => {
      if (event.type === 'pointermove' && !(event as PointerEvent).buttons && !this.gizmos.active) return;
      this.invalidate();
    };
    const keys = (event: KeyboardEvent) => {
      this.gizmos.setSnapping(event.shiftKey);
      if (event.target === canvas) this.invalidate();
    };
    const events = ['pointerdown', 'pointermove', 'pointerup', 'pointerleave', 'wheel'] as const;
    for (const type of events) canvas.addEventListener(type, redraw, { passive: true });
    window.addEventListener('keydown', keys);
    window.addEventListener('keyup', keys);
    this.cleanups.push(() => {
      for (const type of events) canvas.removeEventListener(type, redraw);
      window.removeEventListener('keydown', keys);
      window.removeEventListener('keyup', keys);
    });
    const observer = this.scene.onPointerObservable.add((info) => {
      if (info.type !== PointerEventTypes.POINTERTAP || this.gizmos.dragging) return;
      const event = info.event as PointerEvent;
      if (event.button !== 0 || !this.picker.inWindow(event.clientX, event.clientY)) return;
      const item = this.picker.itemAt(event.clientX, event.clientY);
      if (item) {
        // A marker (drawn in screen space, so no mesh pick sees it): its node is selected and the item reported.
        this.select(item.nodeId, { ...event, ctrlKey: false, metaKey: false, shiftKey: false });
        this.services.itemPicks?.pick({ nodeId: item.nodeId, item: item.item, ctrlKey: event.ctrlKey, metaKey: event.metaKey, shiftKey: event.shiftKey });
        return;
      }
      this.select(this.nodeAt(event.clientX, event.clientY), event);
    });
    this.cleanups.push(() => this.scene.onPointerObservable.remove(observer));
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

  /** A document node's own engine transform node, if it has one. */
  private documentNode(id: string): TransformNode | undefined {
    const node = this.runtime.objectOf(id)?.node;
    return node instanceof TransformNode ? node : undefined;
  }

  /** The node standing for a document node in the view: its own transform node, or a light's handle. */
  private placedNode(id: string): TransformNode | undefined {
    const node = this.runtime.objectOf(id)?.node;
    return node instanceof TransformNode ? node : this.lightHandles.proxyOf(id);
  }

  /** Show one, two or four windows. */
  setLayout(layout: ViewportLayout): void {
    this.windows = LAYOUT_VIEWS[layout].map((kind) => this.cameras.get(kind)!);
    this.input.setWindows(this.windows, this.cameras.values());
    applyLayout(this.scene, this.windows);
    this.gizmos.setWindows(this.windows);
    this.resize();
  }

  /** The windows now shown. */
  get views(): readonly ViewWindow[] {
    return this.windows;
  }

  /** The document node under a page point (client pixels). */
  nodeAt(clientX: number, clientY: number): string | undefined {
    return this.picker.nodeAt(clientX, clientY);
  }

  /** What a drop at a page point (client pixels) lands on: the node under it and where the dropped thing goes. */
  dropAt(clientX: number, clientY: number): { readonly target?: string; readonly at?: Vector3Value } {
    return this.picker.dropAt(clientX, clientY);
  }

  /** Apply a pick to the selection: Ctrl/Meta toggles, Shift adds, a plain click replaces (or clears on empty space). */
  select(id: string | undefined, modifiers: PickModifiers): void {
    applyPick(this.services.selection, id, modifiers);
  }

  /** Point every window's camera at the selection's bounds (or the whole scene when nothing is selected). */
  frameSelection(): void {
    const nodes = this.services.selection.selected.map((id) => this.placedNode(id)).filter((n): n is TransformNode => n !== undefined);
    const bounds = boundsOf(nodes.length ? nodes : this.scene.meshes.filter((m) => nodeIdOfEngineNode(m) !== undefined));
    if (!bounds) return;
    frameBounds(this.cameras.values(), bounds);
    this.resize();
  }

  /** Match the canvas to the panel or the Scene node's render size (letterboxed); re-fit orthographic windows; redraw. */
  resize(): void {
    if (this.disposed) return;
    this.letterbox.fit(this.renderSize);
    const width = this.engine.getRenderWidth();
    const height = this.engine.getRenderHeight();
    for (const w of this.windows) fitOrtho(w.camera, (w.camera.viewport.width * width) / Math.max(1, w.camera.viewport.height * height));
    this.invalidate();
  }

  /** Apply a quality preset's resolution and frame-rate cap now (its antialiasing applies when the designer opens next). */
  setQuality(quality: ViewportQuality): void {
    if (this.disposed) return;
    this.applyQuality(quality);
    this.resize();
  }

  private applyQuality(quality: ViewportQuality): void {
    this.letterbox.setResolution(quality.resolution);
    this.scheduler.minFrameInterval = quality.minFrameInterval;
  }

  /** Render (on demand) while visible; stop the loop when hidden. */
  setRunning(running: boolean): void {
    if (running === this.running || this.disposed) return;
    this.running = running;
    if (running) {
      this.invalidate(true);
      this.engine.runRenderLoop(() => this.scheduler.tick());
    } else this.engine.stopRenderLoop();
  }

  /** Whether the render loop runs. */
  get isRunning(): boolean {
    return this.running;
  }

  /** Frames drawn since the engine started (the view renders on demand). */
  get framesRendered(): number {
    return this.scheduler.frames;
  }

  /** Canvas CSS-pixel point of a node's position in a window, and of its move gizmo's X arrow (for tests). */
  probeNode(id: string, kind: ViewKind = 'perspective'): GizmoProbe | undefined {
    return this.probes.node(this.placedNode(id), kind);
  }

  /** Canvas CSS-pixel point of a scene point in a window (for tests). */
  probePoint(point: Vector3Value, kind: ViewKind = 'perspective'): CanvasPoint | undefined {
    return this.probes.point(point, kind);
  }

  /** Canvas CSS-pixel point of the gizmo (on the selection) in a window, and of its move X arrow (for tests). */
  probeGizmo(kind: ViewKind): GizmoProbe | undefined {
    return this.probes.gizmo(kind);
  }

  /** Canvas CSS-pixel point of the move handle of point `index` (of the shown point handles) in a window (for tests). */
  probePointHandle(index: number, kind: ViewKind = 'perspective'): CanvasPoint | undefined {
    const at = this.pointHandles.handlePosition(index);
    return at ? this.probes.point(at, kind) : undefined;
  }

  /** How many point move handles are shown (for tests). */
  get pointHandleCount(): number {
    return this.pointHandles.count;
  }

  /** Figures for the overlay. */
  stats(): ViewportStats {
    const now = performance.now();
    const frames = this.scheduler.frames;
    const seconds = (now - this.lastStats.at) / 1000;
    const fps = this.lastStats.at > 0 && seconds > 0 ? Math.round((frames - this.lastStats.frames) / seconds) : 0;
    this.lastStats = { at: now, frames };
    return {
      fps,
      drawCalls: this.scheduler.drawCalls,
      meshes: documentMeshCount(this.scene.meshes),
    };
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.engine.stopRenderLoop();
    for (const c of this.cleanups.splice(0)) c();
    this.input.dispose();
    this.scheduler.dispose();
    this.gizmos.dispose();
    this.lightHandles.dispose();
    this.pointHandles.dispose();
    this.runtime.dispose();
    if (this.services.viewport.scene === this.scene) this.services.viewport.setScene(undefined);
    this.scene.dispose();
    this.engine.dispose();
  }
}
