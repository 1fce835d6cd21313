import { animationEntities } from '../../../sdk/index.js';
import type { ExposedProperty, JsonValue, NodeId, SceneDocumentService, ScenePatch } from '../../../sdk/index.js';

/**
 * Ids of the animation groups an edit removes: deleted from the `animations` section by the edit, or owned by a node it
 * removes (the animation cleanup drops those in the same step).
 */
function removedGroups(document: SceneDocumentService, removedNodes: ReadonlySet<NodeId>, section: readonly JsonValue[] | undefined): Set<string> {
  const before = animationEntities(document.section('animations')).filter((a) => a.kind === 'group');
  if (before.length === 0) return new Set();
  const after = section ? new Set(animationEntities(section).filter((a) => a.kind === 'group').map((a) => a.id)) : undefined;
  return new Set(before.filter((g) => (after && !after.has(g.id)) || (g.owner !== undefined && removedNodes.has(g.owner))).map((g) => g.id));
}

/**
 * The patch that drops the exposed properties whose owner (a node, or an animation group) an edit removes, so deleting a node removes its
 * parameters in the same undo step (undo brings both back). Empty when the edit removes no owner.
 * Follows the edit in order: a node removed and inserted again (a move done as remove + insert) keeps its parameters.
 */
export function exposedCleanupPatches(document: SceneDocumentService, patches: readonly ScenePatch[]): ScenePatch[] {
  const present = new Map<NodeId, boolean>();
  let exposed: readonly ExposedProperty[] | undefined;
  let animations: readonly JsonValue[] | undefined;
  for (const patch of patches) {
    if (patch.op === 'remove') for (const node of patch.nodes) present.set(node.id, false);
    else if (patch.op === 'insert') for (const node of patch.nodes) present.set(node.id, true);
    else if (patch.op === 'setSection' && patch.section === 'exposed') exposed = patch.value as unknown as readonly ExposedProperty[];
    else if (patch.op === 'setSection' && patch.section === 'animations') animations = patch.value as readonly JsonValue[];
  }
  const removed = new Set([...present].filter(([, here]) => !here).map(([id]) => id));
  const groups = removed.size || animations ? removedGroups(document, removed, animations) : new Set<string>();
  if (removed.size === 0 && groups.size === 0) return [];
  const before = exposed ?? document.section('exposed');
  const kept = before.filter((e) => !(e.owner.kind === 'node' && removed.has(e.owner.id)) && !(e.owner.kind === 'animationGroup' && groups.has(e.owner.id)));
  if (kept.length === before.length) return [];
  return [{ op: 'setSection', section: 'exposed', value: kept as unknown as JsonValue, old: before as unknown as JsonValue }];
}
