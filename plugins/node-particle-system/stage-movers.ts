import { moverValue, PARTICLE_LIMITS, readStageParams } from '../../sdk/index.js';
import type { JsonObject, MoverData, ParticleStageData, ParticleStageParams, PropertyDescriptor } from '../../sdk/index.js';

/** Most movers applied per stage; the rest are ignored. */
export const MAX_STAGE_MOVERS = PARTICLE_LIMITS.stageMovers;

const COMPONENTS: Readonly<Record<string, readonly string[]>> = { vector3: ['x', 'y', 'z'], color3: ['r', 'g', 'b'] };

/** One mover resolved against the stage's descriptor table: which param (and which components) it writes. */
interface BoundMover {
  readonly mover: MoverData;
  readonly descriptor: PropertyDescriptor;
  /** Undefined for a number param; otherwise the components written. */
  readonly components: readonly string[] | undefined;
}

/**
 * A stage's params with its movers applied (spec 001 §3: stage field `movers`). A mover's `property` names a param of
 * the stage's kind — `rate`, `boxSize.x`, `startColor` (every component) — optionally prefixed with `params.`. Only
 * number, vector3 and color3 params can be moved; other paths are ignored. Values are clamped to the descriptor's
 * min and max. The movers run on simulation time, so a seed still gives the same particles.
 */
export class StageMovers {
  readonly params: ParticleStageParams;
  private readonly live: JsonObject;
  private readonly movers: BoundMover[];

  constructor(data: ParticleStageData, descriptors: readonly PropertyDescriptor[]) {
    this.live = structuredClone({ ...(data.params ?? {}) }) as JsonObject;
    this.params = readStageParams({ ...data, params: this.live }, descriptors);
    this.movers = (Array.isArray(data.movers) ? data.movers : []).slice(0, MAX_STAGE_MOVERS).flatMap((mover) => {
      const bound = bindMover(mover, descriptors);
      return bound ? [bound] : [];
    });
    // Components of a vector param start from its current value (read as the stage reads it: stored or default).
    for (const { descriptor, components } of this.movers) {
      if (!components || isObject(this.live[descriptor.name])) continue;
      const current = descriptor.type === 'color3' ? this.params.color3(descriptor.name) : this.params.vector3(descriptor.name);
      this.live[descriptor.name] = { ...current } as unknown as JsonObject;
    }
  }

  /** Whether any mover drives this stage. */
  get moving(): boolean {
    return this.movers.length > 0;
  }

  /** Write every mover's value at `seconds` of simulation time into the params. */
  apply(seconds: number): void {
    for (const { mover, descriptor, components } of this.movers) {
      const raw = moverValue(mover, seconds);
      if (raw === undefined || !Number.isFinite(raw)) continue;
      const value = Math.min(descriptor.max ?? Infinity, Math.max(descriptor.min ?? -Infinity, raw));
      if (!components) this.live[descriptor.name] = value;
      else {
        const target = this.live[descriptor.name] as JsonObject;
        for (const c of components) target[c] = value;
      }
    }
  }
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function bindMover(mover: MoverData, descriptors: readonly PropertyDescriptor[]): BoundMover | undefined {
  if (!mover || typeof mover.property !== 'string') return undefined;
  const path = mover.property.startsWith('params.') ? mover.property.slice('params.'.length) : mover.property;
  const [name, component, ...rest] = path.split('.');
  const descriptor = descriptors.find((d) => d.name === name);
  if (!descriptor || rest.length > 0) return undefined;
  if (descriptor.type === 'number') return component === undefined ? { mover, descriptor, components: undefined } : undefined;
  const all = COMPONENTS[descriptor.type];
  if (!all) return undefined;
  if (component === undefined) return { mover, descriptor, components: all };
  return all.includes(component) ? { mover, descriptor, components: [component] } : undefined;
}
