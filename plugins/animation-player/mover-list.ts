import { moversOf } from '../../sdk/index.js';
import type { MoverData, NodeId, SceneDocumentService } from '../../sdk/index.js';

/** A mover with the node it drives. */
export interface BoundMover {
  readonly nodeId: NodeId;
  readonly mover: MoverData;
}

/** Every enabled mover of the document (movers in a node's `movers` prop and mover child nodes drive their owner). */
export function enabledMovers(document: SceneDocumentService): BoundMover[] {
  const out: BoundMover[] = [];
  for (const id of document.ids()) {
    const node = document.get(id);
    if (!node || node.type === 'Mover') continue;
    for (const mover of moversOf(document, id)) if (mover.enable !== false) out.push({ nodeId: id, mover });
  }
  return out;
}
