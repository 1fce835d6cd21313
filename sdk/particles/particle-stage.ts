import { admitContentId } from '../kernel/content-id.js';
import { defineContributionPoint } from '../kernel/contribution-point.js';
import { contribution } from '../kernel/plugin.js';
import type { PluginDefinition } from '../kernel/plugin.js';
import { descriptorDefault, type PropertyDescriptor } from '../scene/descriptor.js';
import type { JsonObject, JsonValue } from '../scene/json.js';
import type { MoverData } from '../scene/movers.js';
import type { SplinePolyline } from '../scene/spline.js';
import type { LocalizedText } from '../workbench/locale.js';
import type { Vector3Value } from '../scene/values.js';
import type { Color3Value } from '../viewport/values.js';
import { typedValueReaders } from '../viewport/values.js';
import type { ParticleBuffer } from './particle-buffer.js';

/** Class name of the particle system node type. */
export const PARTICLE_SYSTEM_TYPE = 'ParticleSystem';

/** What a stage does in the strip: makes particles, changes them, draws them, or repeats the drawing. */
export type ParticleStageCategory = 'emitter' | 'modifier' | 'renderer' | 'repeater';

/** The order of the categories in menus. */
export const PARTICLE_STAGE_CATEGORIES: readonly ParticleStageCategory[] = ['emitter', 'modifier', 'renderer', 'repeater'];

/** Limits of a particle system (spec 001 §5, §9). */
export const PARTICLE_LIMITS = Object.freeze({
  /** Most particles one system may hold. */
  maxParticleCount: 200_000,
  /** Most stages in one strip. */
  stages: 32,
  /** Most items in a Math modifier. */
  mathItems: 32,
  /** Most repeats of a Repeater. */
  repeatCount: 5000,
  /** Most particles an emitter makes per second. */
  rate: 100_000,
  /** Most movers one stage carries (the runtime ignores the rest). */
  stageMovers: 32,
});

/**
 * The accepted values of a stage's `uvSource`, 'quad' first (the default): 'quad' shows the whole picture on each
 * sprite; a variable picks the sprite-sheet frame (docs/particles.md). Only sprite renderers read it.
 */
export const PARTICLE_UV_SOURCES = Object.freeze(['quad', 'variable0', 'variable1', 'variable2', 'variable3'] as const);

/** One stage as stored in a particle system's `stages` prop (spec 001 §3 stage fields). */
export interface ParticleStageData {
  /** Unique within the strip. */
  readonly id: string;
  /** The contributed kind, e.g. 'BoxEmitter'. */
  readonly kind: string;
  /** A disabled stage is kept but skipped. */
  readonly enabled: boolean;
  /** A picture (built-in image url or stored asset name) for stages that support pictures. */
  readonly url?: string;
  /** Whether the picture's colours are premultiplied by alpha. */
  readonly premultAlpha?: boolean;
  /** Movers driving the stage's params at run time. */
  readonly movers?: readonly MoverData[];
  /** Where sprite UVs come from ('quad' or a variable field). */
  readonly uvSource?: string;
  /** A mesh node id (Model emitter, Mesh renderer). */
  readonly geometry?: string;
  /** A spline node id (Spline emitter): the group whose enabled splines it emits along. */
  readonly splineGroup?: string;
  /** The kind's own values, by descriptor name. */
  readonly params?: Readonly<JsonObject>;
}

/** The stage's values as a stage function reads them: stored when well-formed, else the descriptor default. */
export interface ParticleStageParams {
  readonly stage: ParticleStageData;
  value(name: string): JsonValue | undefined;
  number(name: string): number;
  boolean(name: string): boolean;
  string(name: string): string;
  vector3(name: string): Vector3Value;
  color3(name: string): Color3Value;
}

/** Pixels of a loaded picture (RGBA, 0–255, rows from the top). */
export interface ParticlePicture {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8ClampedArray;
}

/** What a stage function gets besides the buffer for one simulation step. */
export interface ParticleFrame {
  /** Seconds this step covers (fixed, so a seed always gives the same particles). */
  readonly dt: number;
  /** Seconds simulated since the system (re)started. */
  readonly time: number;
  /** A number per stage and system seed, for `hash01`. */
  readonly seed: number;
  /** The stage's seeded random source. */
  random(): number;
  /** The pixels of a picture, once loaded (undefined while loading or when it cannot load). */
  picture(url: string): ParticlePicture | undefined;
  /** Vertex positions (x, y, z triples, world space) of a mesh node, once built. */
  modelPositions(nodeId: string): Float32Array | undefined;
  /** The enabled splines of a spline node, sampled, in world space (undefined when it is no spline node). */
  splinePolylines(nodeId: string): readonly SplinePolyline[] | undefined;
}

/** A particle stage kind: one plugin each (emitters, modifiers, renderers, the repeater). */
export interface ParticleStageContribution {
  /** The kind's id, stored in the stage's `kind`, unique. */
  readonly id: string;
  readonly category: ParticleStageCategory;
  /** Title per language (strip tiles, the add menu). */
  readonly titles: LocalizedText;
  /** Position within its category in menus (lower first). */
  readonly order: number;
  /** The kind's own values (edited under the strip when the stage is selected). */
  readonly descriptors: readonly PropertyDescriptor[];
  /** Whether an image may be dropped on it (sets `url`); others refuse with NodeDoesNotSupportPictures. */
  readonly pictures?: boolean;
  /** Whether a mesh may be dropped on it (sets `geometry`); others refuse with OnlySupportModels. */
  readonly models?: boolean;
  /** Whether a spline node (group) may be dropped on it (sets `splineGroup`); others refuse. */
  readonly splines?: boolean;
  /** Emitters: place the new particles `start` ≤ i < `end` (age, life, size, colour, speed along `direction` are set first). */
  emit?(buffer: ParticleBuffer, params: ParticleStageParams, frame: ParticleFrame, start: number, end: number): void;
  /** Modifiers: change the live particles. */
  modify?(buffer: ParticleBuffer, params: ParticleStageParams, frame: ParticleFrame): void;
  /** Renderers: how the runtime draws the particles. */
  readonly render?: 'sprite' | 'mesh';
}

/** Particle stage kinds, one contribution each. */
export const ParticleStages = defineContributionPoint<ParticleStageContribution>('scene.particleStages', { admit: admitContentId('kind') });

/**
 * A plugin that contributes particle stage kinds and nothing else.
 * @deprecated SDK 1.0's shorthand, kept for plugins written against it: write
 * `definePlugin({ id, contributes: stages.map((s) => contribution(ParticleStages, s)) })`.
 */
export function particleStagePlugin(id: string, ...stages: ParticleStageContribution[]): PluginDefinition {
  return { id, contributes: stages.map((stage) => contribution(ParticleStages, stage)) };
}

/** Read a stage's params against its kind's descriptor table. */
export function readStageParams(stage: ParticleStageData, descriptors: readonly PropertyDescriptor[]): ParticleStageParams {
  const defaults = new Map(descriptors.map((d) => [d.name, descriptorDefault(d)]));
  const pair = (name: string): [JsonValue | undefined, JsonValue | undefined] => [stage.params?.[name], defaults.get(name)];
  return {
    stage,
    value: (name) => stage.params?.[name] ?? defaults.get(name),
    ...typedValueReaders(pair, { r: 1, g: 1, b: 1 }),
  };
}

/** The default params of a kind (each descriptor's default). */
export function stageDefaults(descriptors: readonly PropertyDescriptor[]): JsonObject {
  const params: JsonObject = {};
  for (const d of descriptors) if (d.default !== undefined) params[d.name] = structuredClone(descriptorDefault(d)!);
  return params;
}

function isObject(value: unknown): value is Record<string, JsonValue> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

/** The stages of a `stages` prop: malformed entries dropped, at most PARTICLE_LIMITS.stages. */
export function readParticleStages(value: unknown): ParticleStageData[] {
  if (!Array.isArray(value)) return [];
  const stages: ParticleStageData[] = [];
  for (const entry of value) {
    if (!isObject(entry) || typeof entry.id !== 'string' || typeof entry.kind !== 'string') continue;
    stages.push(entry as unknown as ParticleStageData);
    if (stages.length >= PARTICLE_LIMITS.stages) break;
  }
  return stages;
}
