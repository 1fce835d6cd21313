import { TEXT_POINT_LIMITS } from '../../sdk/index.js';
import type { ListSelection, TextPointData } from '../../sdk/index.js';

/** What an edit gives: the new list and the selection after it; or why it was refused. */
export type TextPointEdit =
  | { readonly ok: true; readonly points: TextPointData[]; readonly selection?: ListSelection<number> }
  | { readonly ok: false; readonly reason: TextPointRefusal };

/** Why an edit was refused ('max' has a translated message in the editor; the others change nothing quietly). */
export type TextPointRefusal = 'max' | 'none' | 'unchanged';

const refuse = (reason: TextPointRefusal): TextPointEdit => ({ ok: false, reason });
const within = (v: number) => Math.min(TEXT_POINT_LIMITS.maxCoordinate, Math.max(-TEXT_POINT_LIMITS.maxCoordinate, v));

/**
 * Add a point with `text` at the end of the list: one unit further along x than the first selected point, or at the
 * origin when none is selected. The new point becomes the selection.
 */
export function addTextPoint(points: readonly TextPointData[], selection: ListSelection<number>, text: string): TextPointEdit {
  if (points.length >= TEXT_POINT_LIMITS.maxPoints) return refuse('max');
  const source = selection.keys.length > 0 ? points[selection.keys[0]!] : undefined;
  const [x, y, z] = source?.position ?? [-1, 0, 0];
  const index = points.length;
  const point: TextPointData = { text: text.slice(0, TEXT_POINT_LIMITS.textChars), position: [within(x + 1), y, z], visible: true };
  return { ok: true, points: [...points, point], selection: { keys: [index], anchor: index } };
}

/** Delete the selected points; refused when none is selected. */
export function removeTextPoints(points: readonly TextPointData[], selection: ListSelection<number>): TextPointEdit {
  const gone = new Set(selection.keys);
  const kept = points.filter((_, i) => !gone.has(i));
  if (kept.length === points.length) return refuse('none');
  return { ok: true, points: kept, selection: { keys: [], anchor: undefined } };
}

/** Empty the list; refused when it already is. */
export function clearTextPoints(points: readonly TextPointData[]): TextPointEdit {
  return points.length === 0 ? refuse('none') : { ok: true, points: [], selection: { keys: [], anchor: undefined } };
}

/** Set the text of point `index` (cut to the limit). */
export function setTextPointText(points: readonly TextPointData[], index: number, text: string): TextPointEdit {
  return changePoint(points, index, { text: text.slice(0, TEXT_POINT_LIMITS.textChars) });
}

/** Set one coordinate (axis 0..2) of point `index`; refused for a number that is not finite. */
export function setTextPointCoordinate(points: readonly TextPointData[], index: number, axis: 0 | 1 | 2, value: number): TextPointEdit {
  const point = points[index];
  if (!point || !Number.isFinite(value)) return refuse('unchanged');
  const position = [...point.position] as [number, number, number];
  position[axis] = within(value);
  return changePoint(points, index, { position });
}

/** Show or hide point `index`. */
export function setTextPointVisible(points: readonly TextPointData[], index: number, visible: boolean): TextPointEdit {
  return changePoint(points, index, { visible });
}

/** The list with point `index` moved to `to` (a viewport handle drag). */
export function moveTextPoint(points: readonly TextPointData[], index: number, to: readonly [number, number, number]): TextPointEdit {
  if (!to.every(Number.isFinite)) return refuse('unchanged');
  return changePoint(points, index, { position: [within(to[0]), within(to[1]), within(to[2])] });
}

function changePoint(points: readonly TextPointData[], index: number, change: Partial<TextPointData>): TextPointEdit {
  const before = points[index];
  if (!before) return refuse('none');
  const after = { ...before, ...change };
  const same = (Object.keys(change) as (keyof TextPointData)[]).every((k) => JSON.stringify(before[k]) === JSON.stringify(after[k]));
  if (same) return refuse('unchanged');
  const next = [...points];
  next[index] = after;
  return { ok: true, points: next };
}
