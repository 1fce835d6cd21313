import type { ExposedProperty, JsonValue, NodeId, SceneDocumentService, ScenePatch } from '../../../sdk/index.js';

/**
 * The patch that drops the exposed properties whose owner node an edit removes, so deleting a node removes its
 * parameters in the same undo step (undo brings both back). Empty when the edit removes no owner.
 * Follows the edit in order: a node removed and inserted again (a move done as remove + insert) keeps its parameters.
 */
export function exposedCleanupPatches(document: SceneDocumentService, patches: readonly ScenePatch[]): ScenePatch[] {
  const present = new Map<NodeId, boolean>();
  let exposed: readonly ExposedProperty[] | undefined;
  for (const patch of patches) {
    if (patch.op === 'remove') for (const node of patch.nodes) present.set(node.id, false);
    else if (patch.op === 'insert') for (const node of patch.nodes) present.set(node.id, true);
    else if (patch.op === 'setSection' && patch.section === 'exposed') exposed = patch.value as unknown as readonly ExposedProperty[];
  }
  const removed = new Set([...present].filter(([, here]) => !here).map(([id]) => id));
  if (removed.size === 0) return [];
  const before = exposed ?? document.section('exposed');
  const kept = before.filter((e) => !(e.owner.kind === 'node' && removed.has(e.owner.id)));
  if (kept.length === before.length) return [];
  return [{ op: 'setSection', section: 'exposed', value: kept as unknown as JsonValue, old: before as unknown as JsonValue }];
}
