import type { PropertyDescriptor } from '../scene/descriptor.js';
import type { JsonObject, JsonValue } from '../scene/json.js';
import { titles } from './titles.js';
import type { Color3Value } from './values.js';

/** The parts of a material a fresnel term can shade (Babylon's FresnelParameters slots). */
export const MATERIAL_FRESNEL_KINDS = ['diffuse', 'opacity', 'reflection', 'refraction', 'emissive'] as const;

/** One fresnel slot. */
export type MaterialFresnelKind = (typeof MATERIAL_FRESNEL_KINDS)[number];

/**
 * One fresnel term (Babylon's FresnelParameters): term = clamp(pow(bias + |N·V|, power)); the slot is shaded from
 * `leftColor` at grazing angles (term 0) to `rightColor` facing the viewer (term 1); opacity uses the colours' luminance.
 */
export interface MaterialFresnel {
  readonly enabled: boolean;
  /** 0..1. */
  readonly bias: number;
  /** 0..16. */
  readonly power: number;
  readonly leftColor: Color3Value;
  readonly rightColor: Color3Value;
}

/** A material's fresnel terms by slot; a missing slot has none (the panel's Add makes one, Delete removes it). */
export type MaterialFresnelSet = Partial<Record<MaterialFresnelKind, MaterialFresnel>>;

/** Property type of a material's `fresnel` prop (edited by the fresnel panel). */
export const MATERIAL_FRESNEL_PROPERTY_TYPE = 'materialFresnel';

/** Descriptor option listing the slots a material type applies (`string[]` of MaterialFresnelKind). */
export const MATERIAL_FRESNEL_KINDS_OPTION = 'fresnelKinds';

/** Limits of a fresnel term's numbers. */
export const MATERIAL_FRESNEL_LIMITS = { bias: { min: 0, max: 1 }, power: { min: 0, max: 16 } } as const;

/** A new term: Babylon's defaults (bias 0, power 1, white edge, black facing). */
export function newMaterialFresnel(): MaterialFresnel {
  return { enabled: true, bias: 0, power: 1, leftColor: { r: 1, g: 1, b: 1 }, rightColor: { r: 0, g: 0, b: 0 } };
}

function clamp(value: unknown, min: number, max: number, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback;
}

function color(value: JsonValue | undefined, fallback: Color3Value): Color3Value {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return fallback;
  return { r: clamp(value['r'], 0, 1, fallback.r), g: clamp(value['g'], 0, 1, fallback.g), b: clamp(value['b'], 0, 1, fallback.b) };
}

/** Read a stored fresnel set: unknown slots are dropped, bad numbers and colours fall back to the defaults. */
export function readMaterialFresnel(value: JsonValue | undefined): MaterialFresnelSet {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const out: Partial<Record<MaterialFresnelKind, MaterialFresnel>> = {};
  const d = newMaterialFresnel();
  for (const kind of MATERIAL_FRESNEL_KINDS) {
    const v = value[kind];
    if (!v || typeof v !== 'object' || Array.isArray(v)) continue;
    out[kind] = {
      enabled: typeof v['enabled'] === 'boolean' ? v['enabled'] : true,
      bias: clamp(v['bias'], MATERIAL_FRESNEL_LIMITS.bias.min, MATERIAL_FRESNEL_LIMITS.bias.max, d.bias),
      power: clamp(v['power'], MATERIAL_FRESNEL_LIMITS.power.min, MATERIAL_FRESNEL_LIMITS.power.max, d.power),
      leftColor: color(v['leftColor'], d.leftColor),
      rightColor: color(v['rightColor'], d.rightColor),
    };
  }
  return out;
}

/** A fresnel set as stored JSON. */
export function materialFresnelToJson(set: MaterialFresnelSet): JsonObject {
  const out: Record<string, JsonValue> = {};
  for (const kind of MATERIAL_FRESNEL_KINDS) {
    const f = set[kind];
    if (f) out[kind] = { enabled: f.enabled, bias: f.bias, power: f.power, leftColor: { ...f.leftColor }, rightColor: { ...f.rightColor } };
  }
  return out;
}

/** The `fresnel` prop of a material type applying the given slots. */
export function materialFresnelDescriptor(kinds: readonly MaterialFresnelKind[], rank = 40): PropertyDescriptor<'materialFresnel'> {
  return {
    name: 'fresnel', type: MATERIAL_FRESNEL_PROPERTY_TYPE, propertyGroup: 'material', rank, default: {}, isConst: true,
    options: { [MATERIAL_FRESNEL_KINDS_OPTION]: [...kinds] }, titles: titles('Fresnel', '菲涅耳', '菲涅耳'),
  };
}
