import { BehaviorSubject, Subject } from 'rxjs';
import type { Scene } from '@babylonjs/core/scene.js';
import type { GizmoMode, NodeId, SceneRuntimeHandle, ViewportLayout, ViewportService } from '../../sdk/index.js';

/** Viewport state: layout, gizmo mode, framing requests and the live Babylon scene. */
export class ViewportStateService implements ViewportService {
  private readonly layoutSubject = new BehaviorSubject<ViewportLayout>('single');
  private readonly gizmoSubject = new BehaviorSubject<GizmoMode>('move');
  private readonly frames = new Subject<void>();
  private readonly effectsSubject = new BehaviorSubject<boolean>(true);
  readonly onDidChangeEffectsShown = this.effectsSubject.asObservable();
  private readonly renders = new Subject<void>();
  private readonly runtimeSubject = new BehaviorSubject<SceneRuntimeHandle | undefined>(undefined);
  readonly onDidRequestRender = this.renders.asObservable();
  readonly onDidChangeRuntime = this.runtimeSubject.asObservable();
  readonly onDidChangeLayout = this.layoutSubject.asObservable();
  readonly onDidChangeGizmo = this.gizmoSubject.asObservable();
  readonly onDidRequestFrame = this.frames.asObservable();
  private readonly viewCameraSubject = new BehaviorSubject<NodeId | undefined>(undefined);
  readonly onDidChangeViewCamera = this.viewCameraSubject.asObservable();
  scene: Scene | undefined;

  get layout(): ViewportLayout {
    return this.layoutSubject.value;
  }

  get gizmo(): GizmoMode {
    return this.gizmoSubject.value;
  }

  setLayout(layout: ViewportLayout): void {
    if (layout !== this.layout) this.layoutSubject.next(layout);
  }

  setGizmo(mode: GizmoMode): void {
    if (mode !== this.gizmo) this.gizmoSubject.next(mode);
  }

  get effectsShown(): boolean {
    return this.effectsSubject.value;
  }

  setEffectsShown(shown: boolean): void {
    if (shown !== this.effectsShown) this.effectsSubject.next(shown);
  }

  get viewCamera(): NodeId | undefined {
    return this.viewCameraSubject.value;
  }

  setViewCamera(id: NodeId | undefined): void {
    if (id !== this.viewCamera) this.viewCameraSubject.next(id);
  }

  frameSelection(): void {
    this.frames.next();
  }

  get runtime(): SceneRuntimeHandle | undefined {
    return this.runtimeSubject.value;
  }

  setScene(scene: Scene | undefined, runtime?: SceneRuntimeHandle): void {
    this.scene = scene;
    const next = scene ? runtime : undefined;
    if (next !== this.runtimeSubject.value) this.runtimeSubject.next(next);
  }

  requestRender(): void {
    this.renders.next();
  }
}
