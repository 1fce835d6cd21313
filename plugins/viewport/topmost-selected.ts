import type { NodeId, SceneNodeData } from '../../sdk/index.js';

/**
 * The selected ids none of whose ancestors is selected too (a node under a selected node follows that node), in
 * selection order. Linear in the selection times the tree depth: selections of thousands of nodes stay cheap.
 */
export function topmostSelected(selected: readonly NodeId[], nodeOf: (id: NodeId) => Pick<SceneNodeData, 'parent'> | undefined): NodeId[] {
  const chosen = new Set(selected);
  return selected.filter((id) => {
    for (let parent = nodeOf(id)?.parent; parent; parent = nodeOf(parent)?.parent) {
      if (chosen.has(parent)) return false;
    }
    return true;
  });
}
