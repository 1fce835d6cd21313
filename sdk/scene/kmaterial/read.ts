import type { JsonValue } from '../json.js';
import type { Vector3Value } from '../values.js';
import { KMATERIAL_LIMITS, type KChannel, type KChannelEntry, type KStage, type KStageFresnel, type KStageMapping } from './model.js';
import { KCHANNEL_BLEND_OPTIONS, KSTAGE_TARGET, KSTAGE_WARP_OPTIONS, isOptionValue } from './options.js';

type Obj = Readonly<Record<string, JsonValue>>;

function obj(value: JsonValue | undefined): Obj | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Obj) : undefined;
}
function num(value: JsonValue | undefined, fallback: number, min = -Infinity, max = Infinity): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback;
}
function int(value: JsonValue | undefined, fallback: number, min: number, max: number): number {
  return Math.round(num(value, fallback, min, max));
}
function bool(value: JsonValue | undefined, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}
function str(value: JsonValue | undefined, fallback: string, max: number): string {
  return typeof value === 'string' ? value.slice(0, max) : fallback;
}
function vec3(value: JsonValue | undefined, fallback: Vector3Value): Vector3Value {
  const o = obj(value);
  return o ? { x: num(o['x'], fallback.x), y: num(o['y'], fallback.y), z: num(o['z'], fallback.z) } : fallback;
}

/** The identity mapping. */
export const DEFAULT_KSTAGE_MAPPING: KStageMapping = {
  alignX: 0.5, alignY: 0.5, alignZ: 0.5, position: { x: 0, y: 0, z: 0 }, rotation: { x: 0, y: 0, z: 0 },
  scaling: { x: 1, y: 1, z: 1 }, scalingDeterminant: 1,
};

/** A fresnel term's defaults. */
export const DEFAULT_KSTAGE_FRESNEL: KStageFresnel = { bias: 0.1, power: 2 };

function readMapping(value: JsonValue | undefined): KStageMapping | undefined {
  const o = obj(value);
  if (!o) return undefined;
  const d = DEFAULT_KSTAGE_MAPPING;
  return {
    alignX: num(o['alignX'], d.alignX, -10, 10), alignY: num(o['alignY'], d.alignY, -10, 10), alignZ: num(o['alignZ'], d.alignZ, -10, 10),
    position: vec3(o['position'], d.position), rotation: vec3(o['rotation'], d.rotation), scaling: vec3(o['scaling'], d.scaling),
    scalingDeterminant: num(o['scalingDeterminant'], d.scalingDeterminant, -1000, 1000),
  };
}

function readFresnel(value: JsonValue | undefined): KStageFresnel | undefined {
  const o = obj(value);
  if (!o) return undefined;
  return { bias: num(o['bias'], DEFAULT_KSTAGE_FRESNEL.bias, 0, 1), power: num(o['power'], DEFAULT_KSTAGE_FRESNEL.power, 0, 16) };
}

/** A new stage of a kind with the §3 defaults (base colour and alpha targets, uv, repeat). */
export function newKStage(kind: string, id: string, params: Obj = {}): KStage {
  return {
    id, kind, enabled: true, url: '', colorTarget: KSTAGE_TARGET.baseColor, alphaTarget: KSTAGE_TARGET.alpha, uvSource: 0,
    isCube: false, hasAlpha: false, premultAlpha: false, uvMode: 0, warpMode: 1, params,
  };
}

/** A new independent channel: enabled, unlit, Normal blend, no stages. */
export function newKChannel(id: string, name: string): KChannel {
  return {
    id, name, enabled: true, light: false, subSetMaskType: 0, subSetMaskId: 0, subSetMaskName: '', blend: 2, amountEnable: false,
    amount: 1, invert: 0, faceMask: 0, clipMode: 0, stageLight: 'BaseLight', stages: [],
  };
}

/** Read one stage; undefined when it has no kind. Fields out of range fall back to defaults. */
export function readKStage(value: JsonValue | undefined, fallbackId: string): KStage | undefined {
  const o = obj(value);
  const kind = o && typeof o['kind'] === 'string' ? o['kind'].slice(0, KMATERIAL_LIMITS.name) : '';
  if (!o || !kind) return undefined;
  const base = newKStage(kind, str(o['id'], fallbackId, KMATERIAL_LIMITS.name) || fallbackId);
  const warp = o['warpMode'];
  const mapping = readMapping(o['mapping']);
  const fresnel = readFresnel(o['fresnel']);
  return {
    ...base,
    enabled: bool(o['enabled'], true),
    url: str(o['url'], '', KMATERIAL_LIMITS.url),
    colorTarget: int(o['colorTarget'], base.colorTarget, 0, 63),
    alphaTarget: int(o['alphaTarget'], base.alphaTarget, 0, 63),
    uvSource: int(o['uvSource'], 0, 0, 1),
    isCube: bool(o['isCube'], false),
    hasAlpha: bool(o['hasAlpha'], false),
    premultAlpha: bool(o['premultAlpha'], false),
    uvMode: int(o['uvMode'], 0, 0, 4),
    warpMode: isOptionValue(KSTAGE_WARP_OPTIONS, warp) ? warp : base.warpMode,
    ...(mapping ? { mapping } : {}),
    ...(fresnel ? { fresnel } : {}),
    params: obj(o['params']) ?? {},
  };
}

/** Read a channel's fields (an independent entry or a shared channel node's props). */
export function readKChannel(value: JsonValue | undefined, fallbackId: string): KChannel {
  const o = obj(value) ?? {};
  const base = newKChannel(str(o['id'], fallbackId, KMATERIAL_LIMITS.name) || fallbackId, str(o['name'], '', KMATERIAL_LIMITS.name));
  const rawStages = Array.isArray(o['stages']) ? o['stages'].slice(0, KMATERIAL_LIMITS.stagesPerChannel) : [];
  const stages: KStage[] = [];
  rawStages.forEach((s, i) => {
    const stage = readKStage(s, `${base.id}.s${i}`);
    if (stage) stages.push(stage);
  });
  const blend = o['blend'];
  return {
    ...base,
    enabled: bool(o['enabled'], true),
    light: bool(o['light'], false),
    subSetMaskType: int(o['subSetMaskType'], 0, 0, 2),
    subSetMaskId: int(o['subSetMaskId'], 0, 0, 1_000_000),
    subSetMaskName: str(o['subSetMaskName'], '', KMATERIAL_LIMITS.name),
    blend: isOptionValue(KCHANNEL_BLEND_OPTIONS, blend) ? blend : 2,
    amountEnable: bool(o['amountEnable'], false),
    amount: num(o['amount'], 1, 0, 1),
    invert: int(o['invert'], 0, 0, 3),
    faceMask: int(o['faceMask'], 0, 0, 2),
    clipMode: int(o['clipMode'], 0, 0, 2),
    stageLight: str(o['stageLight'], base.stageLight, KMATERIAL_LIMITS.name),
    stages,
  };
}

/** Read a mixed material's `channels` prop: at most `KMATERIAL_LIMITS.channels` entries, shared ones by node id. */
export function readKChannelEntries(value: JsonValue | undefined): KChannelEntry[] {
  if (!Array.isArray(value)) return [];
  return value.slice(0, KMATERIAL_LIMITS.channels).map((entry, i) => {
    const o = obj(entry);
    const shared = o?.['shared'];
    if (typeof shared === 'string' && shared) return { shared };
    return readKChannel(entry, `c${i}`);
  });
}
