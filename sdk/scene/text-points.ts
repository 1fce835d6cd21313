import type { JsonValue } from './json.js';

/**
 * The text point list (spec 001 §2 "Text point array", §3 "Text point"): a property of this descriptor type holds the
 * points of a text-point node as a JSON array of {@link TextPointData}. Its editor is a PropertyEditors contribution
 * for it (plugins/editor-point-lists); the node type that draws the texts is plugins/node-text-points.
 */
export const TEXT_POINT_LIST_TYPE = 'textPointList';

/** One text point as stored in the scene: a text shown at a place in the owning node's local space. */
export interface TextPointData {
  readonly text: string;
  /** [x, y, z] in the node's local space. */
  readonly position: readonly [number, number, number];
  readonly visible: boolean;
}

/** Limits of one list: a value read from a scene is cut to them, an editor refuses to go past them. */
export const TEXT_POINT_LIMITS = Object.freeze({
  /** Most points in one list. */
  maxPoints: 1_000,
  /** Characters of a text. */
  textChars: 256,
  /** Largest absolute coordinate. */
  maxCoordinate: 1_000_000,
});

const coordinate = (v: unknown): number =>
  (typeof v === 'number' && Number.isFinite(v) ? Math.min(TEXT_POINT_LIMITS.maxCoordinate, Math.max(-TEXT_POINT_LIMITS.maxCoordinate, v)) : 0);

/**
 * A text point list value as well-formed points: items that are objects, at most `maxPoints` of them; a text cut to
 * its limit (a number kept as its digits, anything else ''), a missing or non-finite coordinate 0, coordinates within
 * the limit, `visible` true unless stored false.
 */
export function readTextPoints(value: JsonValue | undefined, max: number = TEXT_POINT_LIMITS.maxPoints): TextPointData[] {
  if (!Array.isArray(value)) return [];
  const out: TextPointData[] = [];
  for (let i = 0; i < value.length && out.length < max; i++) {
    const item = value[i];
    if (!item || typeof item !== 'object' || Array.isArray(item)) continue;
    const p = Array.isArray(item.position) ? item.position : [];
    const text = typeof item.text === 'string' ? item.text : typeof item.text === 'number' && Number.isFinite(item.text) ? String(item.text) : '';
    out.push({ text: text.slice(0, TEXT_POINT_LIMITS.textChars), position: [coordinate(p[0]), coordinate(p[1]), coordinate(p[2])], visible: item.visible !== false });
  }
  return out;
}

/** A point list as the JSON the document stores. */
export function textPointsToJson(points: readonly TextPointData[]): JsonValue {
  return points.map((p) => ({ text: p.text, position: [...p.position], visible: p.visible }));
}
