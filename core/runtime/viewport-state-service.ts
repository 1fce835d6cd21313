import { BehaviorSubject, Subject } from 'rxjs';
import type { Scene } from '@babylonjs/core/scene.js';
import type { GizmoMode, ViewportLayout, ViewportService } from '../../sdk/index.js';

/** Viewport state: layout, gizmo mode, framing requests and the live Babylon scene. */
export class ViewportStateService implements ViewportService {
  private readonly layoutSubject = new BehaviorSubject<ViewportLayout>('single');
  private readonly gizmoSubject = new BehaviorSubject<GizmoMode>('move');
  private readonly frames = new Subject<void>();
  private readonly effectsSubject = new BehaviorSubject<boolean>(true);
  readonly onDidChangeEffectsShown = this.effectsSubject.asObservable();
  readonly onDidChangeLayout = this.layoutSubject.asObservable();
  readonly onDidChangeGizmo = this.gizmoSubject.asObservable();
  readonly onDidRequestFrame = this.frames.asObservable();
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

  frameSelection(): void {
    this.frames.next();
  }

  setScene(scene: Scene | undefined): void {
    this.scene = scene;
  }
}
