import { BehaviorSubject, Subject } from 'rxjs';
import type { DesignerRoute, DesignerRouteService } from '../../../sdk/index.js';

/** The designer route the host feeds; plugins get the read-only `DesignerRouteService` view of it. */
export class DesignerRouteFeed implements DesignerRouteService {
  private readonly subject: BehaviorSubject<DesignerRoute>;
  private readonly leaveSafeMode$ = new Subject<void>();
  readonly onDidChange;
  /** A plugin asked to leave safe mode: the host reloads without the flag. */
  readonly onDidRequestLeaveSafeMode = this.leaveSafeMode$.asObservable();

  constructor(initial: DesignerRoute = {}) {
    this.subject = new BehaviorSubject<DesignerRoute>(Object.freeze({ ...initial }));
    this.onDidChange = this.subject.asObservable();
  }

  get current(): DesignerRoute {
    return this.subject.value;
  }

  leaveSafeMode(): void {
    this.leaveSafeMode$.next();
  }

  /** Set the route (from the host's router); emits only when a part changed. */
  set(route: DesignerRoute): void {
    if (sameRoute(route, this.subject.value)) return;
    this.subject.next(Object.freeze({ ...route }));
  }
}

const PARTS = ['projectUuid', 'sceneId', 'version', 'category', 'ticket', 'safeMode'] as const;

function sameRoute(a: DesignerRoute, b: DesignerRoute): boolean {
  return PARTS.every((part) => a[part] === b[part]);
}
