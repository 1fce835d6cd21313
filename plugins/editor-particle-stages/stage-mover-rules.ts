import { PARTICLE_LIMITS } from '../../sdk/index.js';
import type { JsonValue, MoverData, PropertyDescriptor } from '../../sdk/index.js';

/** A movers-list operation's outcome: the new list, or the key of the refusal message. */
export type MoverListResult = { readonly movers: MoverData[] } | { readonly error: string };

/** The editable fields of a stage mover (the property is chosen when it is added). */
export type MoverPatch = Partial<Pick<MoverData, 'enable' | 'min' | 'max' | 'duration' | 'delay' | 'swing' | 'easing'>>;

const COMPONENTS: Readonly<Record<string, readonly string[]>> = { vector3: ['x', 'y', 'z'], color3: ['r', 'g', 'b'] };

/**
 * The paths a stage mover may drive, in the order the params are shown: each visible number param, and each vector3
 * or color3 param with its components (`boxSize`, `boxSize.x`, …) — the paths the runtime binds (stage-movers.ts).
 */
export function movableProperties(descriptors: readonly PropertyDescriptor[]): string[] {
  const out: string[] = [];
  for (const d of [...descriptors].filter((x) => !x.hide).sort((a, b) => a.rank - b.rank)) {
    if (d.type === 'number') out.push(d.name);
    const parts = COMPONENTS[d.type];
    if (parts) out.push(d.name, ...parts.map((c) => `${d.name}.${c}`));
  }
  return out;
}

/** The stage's movers as stored: well-formed entries (an object with a property path) only. */
export function readStageMovers(value: JsonValue | readonly MoverData[] | undefined): MoverData[] {
  if (!Array.isArray(value)) return [];
  return (value as unknown[]).filter((m): m is MoverData =>
    typeof m === 'object' && m !== null && !Array.isArray(m) && typeof (m as MoverData).property === 'string' && (m as MoverData).property !== '');
}

/** A new mover on `property`: enabled, from 0 to 1 over one second, linear. */
export function newMover(id: string, property: string): MoverData {
  return { id, property, enable: true, min: 0, max: 1, duration: 1, delay: 0, swing: false, easing: 'linear' };
}

/** Append a mover, refusing past the runtime's limit, an empty property and an id already in the list. */
export function addMover(movers: readonly MoverData[], mover: MoverData): MoverListResult {
  if (movers.length >= PARTICLE_LIMITS.stageMovers) return { error: 'stageMovers.tooMany' };
  if (!mover.property) return { error: 'stageMovers.noProperty' };
  if (mover.id !== undefined && movers.some((m) => m.id === mover.id)) return { error: 'stageMovers.duplicateId' };
  return { movers: [...movers, mover] };
}

/** Change fields of the mover at `index`; a duration must stay above 0 and a delay at or above 0 (else refused). */
export function patchMover(movers: readonly MoverData[], index: number, patch: MoverPatch): MoverListResult {
  if (index < 0 || index >= movers.length) return { error: 'stageMovers.missing' };
  if (patch.duration !== undefined && !(patch.duration > 0)) return { error: 'stageMovers.badDuration' };
  if (patch.delay !== undefined && !(patch.delay >= 0)) return { error: 'stageMovers.badDelay' };
  return { movers: movers.map((m, i) => (i === index ? { ...m, ...patch } : m)) };
}

/** Remove the mover at `index`. */
export function removeMover(movers: readonly MoverData[], index: number): MoverData[] {
  return movers.filter((_, i) => i !== index);
}
