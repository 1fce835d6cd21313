import type { Observable } from 'rxjs';
import { createServiceId } from '../kernel/service-id.js';

/** What the designer's address names, as the host read it from its router (every part optional). */
export interface DesignerRoute {
  /** The project (`/artistDesigner/:projectUuid/…`, `/design/:projectUuid/…`). */
  readonly projectUuid?: string;
  /** The scene to show (`/artistDesigner/:projectUuid/:sceneId/…`). */
  readonly sceneId?: string;
  /** The scene version the address names (`:sceneIdVersion`), when it is a number. */
  readonly version?: number;
  /** The scene category (`/artistDesignerWithCategory/…/:category`). */
  readonly category?: string;
  /** The sign-in ticket of the address, if any (the host has already signed in with it). */
  readonly ticket?: string;
  /** The designer was started in safe mode (`?safeMode=1`, or Shift held at start): load no remembered plugin. */
  readonly safeMode?: boolean;
}

/**
 * The designer's address, fed by the host: plugins follow it instead of reading `location` (no polling). The host
 * sets it before the plugins start and again whenever its router shows this designer another address.
 */
export interface DesignerRouteService {
  /** The current route. */
  readonly current: DesignerRoute;
  /** Emits the current route now and after every change. */
  readonly onDidChange: Observable<DesignerRoute>;
  /** Ask the host to start this designer again without safe mode (it reloads the page at the same address). */
  leaveSafeMode(): void;
}

/** Service id of the designer route (bound in designer kernels only). */
export const DesignerRouteService = createServiceId<DesignerRouteService>('designer.route');
