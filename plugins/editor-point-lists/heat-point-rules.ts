import { HEAT_MAP_POINT_DEFAULTS, HEAT_MAP_POINT_LIMITS, heatMapCoordinate, heatMapSize, heatMapValue } from '../../sdk/index.js';
import type { HeatMapPointData, ListSelection } from '../../sdk/index.js';

/** What an edit gives: the new list and the selection after it; or why it was refused. */
export type HeatPointEdit =
  | { readonly ok: true; readonly points: HeatMapPointData[]; readonly selection?: ListSelection<number> }
  | { readonly ok: false; readonly reason: HeatPointRefusal };

/** Why an edit was refused ('max' has a translated message in the editor; the others change nothing quietly). */
export type HeatPointRefusal = 'max' | 'none' | 'unchanged';

const refuse = (reason: HeatPointRefusal): HeatPointEdit => ({ ok: false, reason });

/**
 * Add a point at the end of the list (spec 001 §4): a copy of the first selected point's position, size and value
 * (visible), or at the origin with the default size and value when none is selected. The new point becomes the selection.
 */
export function addHeatPoint(points: readonly HeatMapPointData[], selection: ListSelection<number>): HeatPointEdit {
  if (points.length >= HEAT_MAP_POINT_LIMITS.maxPoints) return refuse('max');
  const source = selection.keys.length > 0 ? points[selection.keys[0]!] : undefined;
  const point: HeatMapPointData = source
    ? { position: [...source.position], size: source.size, value: source.value, visible: true }
    : { position: [0, 0, 0], size: HEAT_MAP_POINT_DEFAULTS.size, value: HEAT_MAP_POINT_DEFAULTS.value, visible: true };
  const index = points.length;
  return { ok: true, points: [...points, point], selection: { keys: [index], anchor: index } };
}

/** Remove the selected points (the list is rebuilt without them); refused when none is selected. */
export function removeHeatPoints(points: readonly HeatMapPointData[], selection: ListSelection<number>): HeatPointEdit {
  const gone = new Set(selection.keys);
  const kept = points.filter((_, i) => !gone.has(i));
  if (kept.length === points.length) return refuse('none');
  return { ok: true, points: kept, selection: { keys: [], anchor: undefined } };
}

/** Empty the list; refused when it already is. */
export function clearHeatPoints(points: readonly HeatMapPointData[]): HeatPointEdit {
  return points.length === 0 ? refuse('none') : { ok: true, points: [], selection: { keys: [], anchor: undefined } };
}

/** The fields of a point the detail edits as numbers. */
export type HeatPointNumberField = 'x' | 'y' | 'z' | 'size' | 'value';

/**
 * Set one number of point `index`: a coordinate, the size (within its limits) or the value (3 decimals, within its
 * limits). Refused for a number that is not finite or that changes nothing once rounded.
 */
export function setHeatPointNumber(points: readonly HeatMapPointData[], index: number, field: HeatPointNumberField, value: number): HeatPointEdit {
  const point = points[index];
  if (!point || !Number.isFinite(value)) return refuse('unchanged');
  if (field === 'size') return changePoint(points, index, { size: heatMapSize(value) });
  if (field === 'value') return changePoint(points, index, { value: heatMapValue(value) });
  const position = [...point.position] as [number, number, number];
  position[field === 'x' ? 0 : field === 'y' ? 1 : 2] = heatMapCoordinate(value);
  return changePoint(points, index, { position });
}

/** Show or hide point `index`. */
export function setHeatPointVisible(points: readonly HeatMapPointData[], index: number, visible: boolean): HeatPointEdit {
  return changePoint(points, index, { visible });
}

/** The list with point `index` moved to `to` (a viewport handle drag). */
export function moveHeatPoint(points: readonly HeatMapPointData[], index: number, to: readonly [number, number, number]): HeatPointEdit {
  if (!to.every(Number.isFinite)) return refuse('unchanged');
  return changePoint(points, index, { position: [heatMapCoordinate(to[0]), heatMapCoordinate(to[1]), heatMapCoordinate(to[2])] });
}

function changePoint(points: readonly HeatMapPointData[], index: number, change: Partial<HeatMapPointData>): HeatPointEdit {
  const before = points[index];
  if (!before) return refuse('none');
  const after = { ...before, ...change };
  const same = (Object.keys(change) as (keyof HeatMapPointData)[]).every((k) => JSON.stringify(before[k]) === JSON.stringify(after[k]));
  if (same) return refuse('unchanged');
  const next = [...points];
  next[index] = after;
  return { ok: true, points: next };
}

/** A value as the list shows it: 3 decimals (spec 001 §5). */
export function formatHeatValue(value: number): string {
  return value.toFixed(HEAT_MAP_POINT_LIMITS.valueDecimals);
}
