import { animationEntities } from '../../../sdk/index.js';
import type { JsonValue, NodeId, SceneDocumentService, ScenePatch } from '../../../sdk/index.js';

/**
 * The patch that drops the animation tracks (and state-animation targets, and the animation groups of models) of the nodes an edit removes, so deleting a
 * node takes its animation data with it in the same undo step. Empty when nothing animated is removed. A node removed
 * and inserted again in the same edit (a move) keeps its tracks.
 */
export function animationCleanupPatches(document: SceneDocumentService, patches: readonly ScenePatch[]): ScenePatch[] {
  const present = new Map<NodeId, boolean>();
  let section: readonly JsonValue[] | undefined;
  for (const patch of patches) {
    if (patch.op === 'remove') for (const node of patch.nodes) present.set(node.id, false);
    else if (patch.op === 'insert') for (const node of patch.nodes) present.set(node.id, true);
    else if (patch.op === 'setSection' && patch.section === 'animations') section = patch.value as readonly JsonValue[];
  }
  const removed = new Set([...present].filter(([, here]) => !here).map(([id]) => id));
  if (removed.size === 0) return [];
  const before = section ?? document.section('animations');
  let changed = false;
  const entities = animationEntities(before);
  const after = before.flatMap((item) => {
    const entity = entities.find((e) => e === (item as unknown));
    // A model's animation groups go with the model.
    if (entity?.kind === 'group' && entity.owner !== undefined && removed.has(entity.owner)) {
      changed = true;
      return [];
    }
    if (entity?.kind === 'keyframe' && entity.tracks.some((tr) => removed.has(tr.nodeId))) {
      changed = true;
      return { ...entity, tracks: entity.tracks.filter((tr) => !removed.has(tr.nodeId)) } as unknown as JsonValue;
    }
    if (entity?.kind === 'state' && entity.targets.some((tg) => removed.has(tg.nodeId))) {
      changed = true;
      return { ...entity, targets: entity.targets.filter((tg) => !removed.has(tg.nodeId)) } as unknown as JsonValue;
    }
    return item;
  });
  if (!changed) return [];
  return [{ op: 'setSection', section: 'animations', value: after as JsonValue, old: before as JsonValue }];
}
