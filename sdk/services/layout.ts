import type { Observable } from 'rxjs';
import { createServiceId } from '../kernel/service-id.js';

/** The editor's design mode. */
export type DesignMode = 'design' | 'logical';

/** Workbench state other plugins observe: design mode, layout reset, panel visibility. */
export interface LayoutService {
  /** Current design mode (default 'design'). */
  readonly designMode: DesignMode;
  /** Emits the mode now and on every change. */
  readonly onDidChangeDesignMode: Observable<DesignMode>;
  /** Change the design mode. */
  setDesignMode(mode: DesignMode): void;
  /** Ask the workbench to restore the default layout. */
  resetLayout(): void;
  /** Emits when a layout reset is requested. */
  readonly onDidRequestReset: Observable<void>;
  /** Ask the workbench to show (and focus) a panel. */
  showPanel(panelId: string): void;
  /** Emits a panel id when showing it is requested. */
  readonly onDidRequestShowPanel: Observable<string>;
}

/** Service id of the layout service. */
export const LayoutService = createServiceId<LayoutService>('layout');
