import type { Observable } from 'rxjs';
import { createServiceId } from '../kernel/service-id.js';
import type { NodeId } from '../scene/document.js';

/** The selected nodes of the open scene (one or many). */
export interface SelectionService {
  /** Selected ids, in selection order; the last is the primary one. */
  readonly selected: readonly NodeId[];
  /** Emits the selection now and on every change. */
  readonly onDidChangeSelection: Observable<readonly NodeId[]>;
  /** Replace the selection. */
  set(ids: readonly NodeId[]): void;
  /** Add or remove one id (Ctrl/Meta click). */
  toggle(id: NodeId): void;
  /** Add ids (Shift click). */
  add(ids: readonly NodeId[]): void;
  /** Clear the selection. */
  clear(): void;
  /** Whether an id is selected. */
  has(id: NodeId): boolean;
}

/** Service id of the selection service. */
export const SelectionService = createServiceId<SelectionService>('scene.selection');
