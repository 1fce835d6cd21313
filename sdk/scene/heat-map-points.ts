import type { JsonValue } from './json.js';

/**
 * The heat-map point list (spec 001 §2 "Heat-map point array", §3 "Heat-map point"): a property of this descriptor
 * type holds the points of a heat-map node as a JSON array of {@link HeatMapPointData}. Its editor is a
 * PropertyEditors contribution for it (plugins/editor-point-lists); the node type that draws the field is
 * plugins/node-heat-map.
 */
export const HEAT_MAP_POINT_LIST_TYPE = 'heatMapPointList';

/**
 * One heat-map point as stored in the scene. Position is in the owning node's local space; `size` is the radius of
 * its contribution in the same units; `value` its strength (kept to 3 decimals, spec 001 §5).
 */
export interface HeatMapPointData {
  /** [x, y, z] in the node's local space. */
  readonly position: readonly [number, number, number];
  /** Radius of the point's contribution, in the node's local units. */
  readonly size: number;
  /** Strength of the point, 3 decimals. */
  readonly value: number;
  readonly visible: boolean;
}

/** Limits of one list: a value read from a scene is cut or clamped to them, an editor refuses to go past them. */
export const HEAT_MAP_POINT_LIMITS = Object.freeze({
  /** Most points in one list. */
  maxPoints: 10_000,
  /** Smallest and largest size (a size of 0 contributes nothing). */
  minSize: 0,
  maxSize: 100_000,
  /** Smallest and largest value. */
  minValue: -1_000_000,
  maxValue: 1_000_000,
  /** Largest absolute coordinate. */
  maxCoordinate: 1_000_000,
  /** Decimals a value keeps. */
  valueDecimals: 3,
});

/** A new point's size and value when no point is selected to copy from. */
export const HEAT_MAP_POINT_DEFAULTS = Object.freeze({ size: 1, value: 1 });

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));

/** `value` rounded to the 3 decimals a heat-map value keeps and within the limits (non-finite: 0). */
export function heatMapValue(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const rounded = Math.round(clamp(value, HEAT_MAP_POINT_LIMITS.minValue, HEAT_MAP_POINT_LIMITS.maxValue) * 1000) / 1000;
  return rounded === 0 ? 0 : rounded;
}

/** `size` within the limits (non-finite: the default size). */
export function heatMapSize(size: number): number {
  return Number.isFinite(size) ? clamp(size, HEAT_MAP_POINT_LIMITS.minSize, HEAT_MAP_POINT_LIMITS.maxSize) : HEAT_MAP_POINT_DEFAULTS.size;
}

/** A coordinate within the limits (non-finite: 0). */
export function heatMapCoordinate(v: number): number {
  return Number.isFinite(v) ? clamp(v, -HEAT_MAP_POINT_LIMITS.maxCoordinate, HEAT_MAP_POINT_LIMITS.maxCoordinate) : 0;
}

const number = (v: unknown): number => (typeof v === 'number' ? v : Number.NaN);

/**
 * A heat-map point list value as well-formed points: items that are objects, at most `maxPoints` of them; a missing or
 * non-finite coordinate 0, coordinates, sizes and values clamped to the limits, a value rounded to 3 decimals, a
 * missing size or value the default, `visible` true unless stored false.
 */
export function readHeatMapPoints(value: JsonValue | undefined, max: number = HEAT_MAP_POINT_LIMITS.maxPoints): HeatMapPointData[] {
  if (!Array.isArray(value)) return [];
  const out: HeatMapPointData[] = [];
  for (let i = 0; i < value.length && out.length < max; i++) {
    const item = value[i];
    if (!item || typeof item !== 'object' || Array.isArray(item)) continue;
    const p = Array.isArray(item.position) ? item.position : [];
    out.push({
      position: [heatMapCoordinate(number(p[0])), heatMapCoordinate(number(p[1])), heatMapCoordinate(number(p[2]))],
      size: heatMapSize(number(item.size)),
      value: item.value === undefined ? HEAT_MAP_POINT_DEFAULTS.value : heatMapValue(number(item.value)),
      visible: item.visible !== false,
    });
  }
  return out;
}

/** A point list as the JSON the document stores. */
export function heatMapPointsToJson(points: readonly HeatMapPointData[]): JsonValue {
  return points.map((p) => ({ position: [...p.position], size: p.size, value: p.value, visible: p.visible }));
}
