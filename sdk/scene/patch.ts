import type { ScenePatch } from './document.js';

/** The patch that undoes `patch` (applied after it, it restores the document exactly). */
export function invertPatch(patch: ScenePatch): ScenePatch {
  switch (patch.op) {
    case 'setProp':
      return { op: 'setProp', id: patch.id, key: patch.key, value: patch.old, old: patch.value };
    case 'setName':
      return { op: 'setName', id: patch.id, name: patch.old, old: patch.name };
    case 'insert':
      return { op: 'remove', nodes: patch.nodes, at: patch.at };
    case 'remove':
      return { op: 'insert', nodes: patch.nodes, at: patch.at };
    case 'move':
      return { op: 'move', id: patch.id, from: patch.to, to: patch.from };
    case 'setSection':
      return { op: 'setSection', section: patch.section, value: patch.old, old: patch.value };
  }
}

/** The patches that undo a whole list: each inverted, in reverse order. */
export function invertPatches(patches: readonly ScenePatch[]): ScenePatch[] {
  const inverse: ScenePatch[] = [];
  for (let i = patches.length - 1; i >= 0; i--) inverse.push(invertPatch(patches[i]));
  return inverse;
}
