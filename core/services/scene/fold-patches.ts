import type { ScenePatch } from '../../../sdk/index.js';

/** What a patch writes, when later writes of the same place replace it: a property, a name or a section. */
function slotOf(patch: ScenePatch): string | undefined {
  switch (patch.op) {
    case 'setProp':
      return `p\u0000${patch.id}\u0000${patch.key}`;
    case 'setName':
      return `n\u0000${patch.id}`;
    case 'setSection':
      return `s\u0000${patch.section}`;
    default:
      return undefined;
  }
}

/**
 * The patches of one step as one change: several writes of the same property, name or section become one (the first
 * old value, the last new value) as long as no insert, remove or move lies between them (those change what later
 * writes mean). Order is otherwise kept.
 */
export function foldPatches(patches: readonly ScenePatch[]): ScenePatch[] {
  const out: ScenePatch[] = [];
  const slots = new Map<string, number>();
  for (const patch of patches) {
    const slot = slotOf(patch);
    if (slot === undefined) {
      slots.clear();
      out.push(patch);
      continue;
    }
    const index = slots.get(slot);
    if (index === undefined) {
      slots.set(slot, out.length);
      out.push(patch);
      continue;
    }
    const first = out[index] as Extract<ScenePatch, { old?: unknown }>;
    out[index] = { ...patch, old: first.old } as ScenePatch;
  }
  return out;
}
