import { BehaviorSubject, Subject } from 'rxjs';
import type { DesignMode, LayoutService } from '../../../sdk/index.js';

/** Workbench state: the design mode (Design by default) and requests the dock layout answers. */
export class LayoutServiceImpl implements LayoutService {
  private readonly mode$ = new BehaviorSubject<DesignMode>('design');
  private readonly reset$ = new Subject<void>();
  private readonly show$ = new Subject<string>();
  readonly onDidChangeDesignMode = this.mode$.asObservable();
  readonly onDidRequestReset = this.reset$.asObservable();
  readonly onDidRequestShowPanel = this.show$.asObservable();

  get designMode(): DesignMode {
    return this.mode$.value;
  }

  setDesignMode(mode: DesignMode): void {
    if (mode !== 'design' && mode !== 'logical') throw new Error(`Unknown design mode '${String(mode)}'`);
    if (mode !== this.mode$.value) this.mode$.next(mode);
  }

  resetLayout(): void {
    this.reset$.next();
  }

  showPanel(panelId: string): void {
    this.show$.next(panelId);
  }
}
