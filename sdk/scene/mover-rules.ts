import type { PropertyDescriptor } from './descriptor.js';
import type { JsonValue } from './json.js';
import type { MoverData } from './movers.js';

/**
 * Rules of a list of movers (spec 001 §3 Mover), the one copy every mover editor uses: a particle stage's movers and
 * a node's `movers` prop (MOVERS_PROP). Each refusal is a code; the editor shows its own text for it.
 */
export type MoverRefusal = 'tooMany' | 'noProperty' | 'duplicateId' | 'missing' | 'badDuration' | 'badDelay' | 'badNumber';

/** A movers-list operation's outcome: the new list, or why it was refused. */
export type MoverListResult = { readonly movers: MoverData[] } | { readonly error: MoverRefusal };

/** The editable fields of a mover (its id and property are fixed when it is added). */
export type MoverPatch = Partial<Omit<MoverData, 'id' | 'property'>>;

/** Most movers one node carries in its `movers` prop (one per driven path; a stage has PARTICLE_LIMITS.stageMovers). */
export const NODE_MOVER_LIMIT = 64;

const COMPONENTS: Readonly<Record<string, readonly string[]>> = { vector2: ['x', 'y'], vector3: ['x', 'y', 'z'], color3: ['r', 'g', 'b'] };

/**
 * The paths a stage mover may drive, in the order the params are shown: each visible number param, and each vector3
 * or color3 param with its components (`boxSize`, `boxSize.x`, …) — the paths the particle runtime binds.
 */
export function movableProperties(descriptors: readonly PropertyDescriptor[]): string[] {
  const out: string[] = [];
  for (const d of [...descriptors].filter((x) => !x.hide).sort((a, b) => a.rank - b.rank)) {
    if (d.type === 'number') out.push(d.name);
    if (d.type === 'vector3' || d.type === 'color3') out.push(d.name, ...COMPONENTS[d.type]!.map((c) => `${d.name}.${c}`));
  }
  return out;
}

/**
 * The paths a mover on one inspector row of a node may drive: the property itself for a number, each axis for a vector
 * (`position.y`); none for other types, a read-only or a constant property. A mover drives one number, so a vector moves by axis.
 * `base` is where the value sits on the node: the property's name for a node row, a longer path for a value inside
 * another editor's value (a geometry parameter: `geometry.params.width`).
 */
export function rowMoverPaths(descriptor: PropertyDescriptor, base: string = descriptor.name): string[] {
  // A constant cannot be animated (spec 001 §4), by a mover either.
  if (descriptor.rw === 'r' || descriptor.isConst || base === '') return [];
  if (descriptor.type === 'number' || descriptor.type === 'int') return [base];
  if (descriptor.type === 'vector2' || descriptor.type === 'vector3') return COMPONENTS[descriptor.type]!.map((c) => `${base}.${c}`);
  return [];
}

/** The movers of a list as stored: well-formed entries (an object with a property path) only. */
export function readMoverList(value: JsonValue | readonly MoverData[] | undefined): MoverData[] {
  if (!Array.isArray(value)) return [];
  return (value as unknown[]).filter((m): m is MoverData =>
    typeof m === 'object' && m !== null && !Array.isArray(m) && typeof (m as MoverData).property === 'string' && (m as MoverData).property !== '');
}

/** A new mover on `property`: enabled, from 0 to 1 over one second, linear. */
export function newMover(id: string, property: string): MoverData {
  return { id, property, enable: true, min: 0, max: 1, duration: 1, delay: 0, swing: false, easing: 'linear' };
}

/** Append a mover, refusing past `limit`, an empty property and an id already in the list. */
export function addMover(movers: readonly MoverData[], mover: MoverData, limit: number): MoverListResult {
  if (movers.length >= limit) return { error: 'tooMany' };
  if (!mover.property) return { error: 'noProperty' };
  if (mover.id !== undefined && movers.some((m) => m.id === mover.id)) return { error: 'duplicateId' };
  return { movers: [...movers, mover] };
}

/** Why a patch is refused, if it is: a duration must stay above 0, a delay at or above 0, every number finite. */
function refusePatch(patch: MoverPatch): MoverRefusal | undefined {
  for (const key of ['min', 'max', 'base', 'offset', 'duration', 'delay'] as const) {
    const v = patch[key];
    if (v !== undefined && !(typeof v === 'number' && Number.isFinite(v))) return 'badNumber';
  }
  if (patch.duration !== undefined && !(patch.duration > 0)) return 'badDuration';
  if (patch.delay !== undefined && !(patch.delay >= 0)) return 'badDelay';
  return undefined;
}

/** Change fields of the mover at `index` (refused as refusePatch says, or when there is no such mover). */
export function patchMover(movers: readonly MoverData[], index: number, patch: MoverPatch): MoverListResult {
  if (index < 0 || index >= movers.length) return { error: 'missing' };
  const refused = refusePatch(patch);
  if (refused) return { error: refused };
  return { movers: movers.map((m, i) => (i === index ? { ...m, ...patch } : m)) };
}

/** Remove the mover at `index`. */
export function removeMover(movers: readonly MoverData[], index: number): MoverData[] {
  return movers.filter((_, i) => i !== index);
}

/** The index of the mover that drives exactly `property`, or -1. */
export function moverIndexOf(movers: readonly MoverData[], property: string): number {
  return movers.findIndex((m) => m.property === property);
}

/**
 * A node's mover on `property` created (with `newId()`, starting from the property's value `start` so it does not jump
 * away from where it stands) or, when one exists, changed by `patch`: a node has at most one mover per path.
 */
export function setPropertyMover(movers: readonly MoverData[], property: string, patch: MoverPatch, newId: () => string, start = 0): MoverListResult {
  const index = moverIndexOf(movers, property);
  if (index >= 0) return patchMover(movers, index, patch);
  const refused = refusePatch(patch);
  if (refused) return { error: refused };
  const fresh = { ...newMover(newId(), property), min: start, max: start + 1, ...patch };
  return addMover(movers, fresh, NODE_MOVER_LIMIT);
}

/** A node's mover on `property` removed (the list unchanged when there is none). */
export function removePropertyMover(movers: readonly MoverData[], property: string): MoverData[] {
  const index = moverIndexOf(movers, property);
  return index < 0 ? [...movers] : removeMover(movers, index);
}
