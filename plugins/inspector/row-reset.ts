import type { JsonValue, NodeId, PropertyDescriptor, SceneDocumentService, ScenePatch } from '../../sdk/index.js';

/** Within half a step of a hex colour (#RRGGBB): typing back the hex the row showed counts as the same colour. */
const sameChannel = (a: JsonValue | undefined, b: JsonValue | undefined) =>
  typeof a === 'number' && typeof b === 'number' && Math.abs(a - b) <= 0.5 / 255 + 1e-6;

/** Whether a stored value already is the reset value: colours by channel at hex precision, anything else by its JSON. */
export function sameResetValue(descriptor: PropertyDescriptor, value: JsonValue | undefined, target: JsonValue): boolean {
  if ((descriptor.type === 'color3' || descriptor.type === 'color4') && value && typeof value === 'object' && !Array.isArray(value)
    && target && typeof target === 'object' && !Array.isArray(target)) {
    const keys = descriptor.type === 'color4' ? ['r', 'g', 'b', 'a'] : ['r', 'g', 'b'];
    return keys.every((k) => sameChannel(value[k], target[k]));
  }
  return JSON.stringify(value) === JSON.stringify(target);
}

/**
 * The patches that set a row back to its reset value (descriptor.resetTo) on each node that holds one and differs
 * from it; empty when the descriptor offers no reset or no node needs it (the row then shows no reset button).
 */
export function rowResetPatches(document: SceneDocumentService, descriptor: PropertyDescriptor, nodeIds: readonly NodeId[]): ScenePatch[] {
  const from = descriptor.resetTo?.prop;
  if (from === undefined) return [];
  const patches: ScenePatch[] = [];
  for (const id of nodeIds) {
    const props = document.get(id)?.props;
    const target = props?.[from];
    if (target === undefined || target === null) continue;
    if (!sameResetValue(descriptor, props?.[descriptor.name], target)) patches.push(document.setPropPatch(id, descriptor.name, structuredClone(target)));
  }
  return patches;
}
