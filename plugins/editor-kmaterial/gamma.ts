// Gamma conversion for the KMaterial editor's light-kind switch; it moved here from the SDK, the editor being its
// only user.
import type { JsonValue, KStage } from '../../sdk/index.js';

/** The display gamma of non-PBR colours (spec 001 §9). */
export const KMATERIAL_GAMMA = 2.2;

/** A colour as stored in stage params: channels 0..1. */
export interface KColor {
  readonly r: number;
  readonly g: number;
  readonly b: number;
}

function channel(value: number, exponent: number): number {
  const clamped = Math.min(1, Math.max(0, value));
  return Math.pow(clamped, exponent);
}

/** A gamma-space colour in linear space (each channel to the power 2.2). */
export function gammaToLinear(color: KColor): KColor {
  return { r: channel(color.r, KMATERIAL_GAMMA), g: channel(color.g, KMATERIAL_GAMMA), b: channel(color.b, KMATERIAL_GAMMA) };
}

/** A linear colour in gamma space (each channel to the power 1/2.2). */
export function linearToGamma(color: KColor): KColor {
  const e = 1 / KMATERIAL_GAMMA;
  return { r: channel(color.r, e), g: channel(color.g, e), b: channel(color.b, e) };
}

function asColor(value: JsonValue | undefined): KColor | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const { r, g, b } = value as Record<string, JsonValue>;
  return typeof r === 'number' && typeof g === 'number' && typeof b === 'number' ? { r, g, b } : undefined;
}

/**
 * Switch a light stage to another light kind (spec 001 §4): moving from a non-PBR kind to PBR turns its colour params
 * linear (^2.2), from PBR to non-PBR back to gamma (^1/2.2); between two kinds of the same family they stay. Params that
 * are not {r,g,b} objects are kept as they are.
 */
export function switchLightKind(stage: KStage, toKind: string, isPbr: (kind: string) => boolean, colorParams: readonly string[]): KStage {
  const from = isPbr(stage.kind);
  const to = isPbr(toKind);
  if (from === to) return { ...stage, kind: toKind };
  const convert = to ? gammaToLinear : linearToGamma;
  const params: Record<string, JsonValue> = { ...stage.params };
  for (const name of colorParams) {
    const color = asColor(params[name]);
    if (color) params[name] = { ...convert(color) };
  }
  return { ...stage, kind: toKind, params };
}
