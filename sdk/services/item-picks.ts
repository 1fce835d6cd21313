import type { Observable } from 'rxjs';
import { createServiceId } from '../kernel/service-id.js';
import type { NodeId } from '../scene/document.js';

/** One item of a node picked in the viewport (an info point of an info-point node), with the click's modifier keys. */
export interface ItemPick {
  readonly nodeId: NodeId;
  /** The item's id within the node (an info point's `id`). */
  readonly item: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
  /** Increases with every pick, so an editor that mounts after the pick applies it once. */
  readonly seq: number;
}

/**
 * Items picked in the viewport: the viewport selects the node and reports which of its items was clicked; the node's
 * editor (the info-point list) selects that item. `onDidPick` emits the latest pick at once to a new subscriber, so an
 * editor the node's selection brings up still gets it.
 */
export interface ItemPickService {
  /** Report a pick (the viewport does, after selecting the node). */
  pick(pick: Omit<ItemPick, 'seq'>): void;
  /** The latest pick. */
  readonly current: ItemPick | undefined;
  /** Emits the latest pick on subscription and every pick after. */
  readonly onDidPick: Observable<ItemPick>;
}

/** Service id of the item pick service. */
export const ItemPickService = createServiceId<ItemPickService>('viewport.itemPicks');
