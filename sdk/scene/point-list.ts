import type { JsonValue } from './json.js';

/**
 * The vector3 point list (spec 001 §2 "vector3 point list", §5 clearing asks confirmation, multi-select). A property
 * of this descriptor type holds points as a flat x, y, z number array. Its editor is a PropertyEditors contribution
 * for {@link VECTOR3_POINTS_TYPE} (plugins/editor-vector3-points), so any node prop or geometry parameter declared
 * with this type gets it in the inspector.
 *
 * Contract for an editor that embeds it (the spline list's path points): look the contribution up by
 * VECTOR3_POINTS_TYPE and render it with
 * - `descriptor`: `{ name: 'points', type: VECTOR3_POINTS_TYPE, options: { handlesNode: splineNodeId, min: 2 } }`
 *   (plus the usual rank, group and titles; options are {@link Vector3PointsOptions});
 * - `value`: the flat array; `nodeIds`: the edited nodes; `readOnly`;
 * - `onChange(flatArray, gesture?)`: called with the whole new flat array; during a viewport handle drag with the
 *   gesture the editor opened through `beginGesture` and closes with `endGesture` (one undo step per drag).
 * Without `handlesNode`, handles are shown in the edited node's space when exactly one node is edited.
 */
export const VECTOR3_POINTS_TYPE = 'vector3Points';

/** Options a vector3 point list descriptor may carry. */
export interface Vector3PointsOptions {
  /** Most points (default {@link MAX_VECTOR3_POINTS}). */
  readonly max?: number;
  /** Fewest points; removing below it is refused (default 0). */
  readonly min?: number;
  /**
   * A node whose local space the points are in: while the editor is shown, the viewport shows a move handle per
   * selected point there, and dragging one edits the value (one undo step per drag).
   */
  readonly handlesNode?: string;
}

/** Default most points of one list. */
export const MAX_VECTOR3_POINTS = 10_000;

/**
 * A vector3 point list value as a flat x, y, z array of finite numbers (at most `max` points). Reads the flat form and,
 * for values saved before the type existed, a list of `{x, y, z}` objects or `[x, y, z]` triples; anything else is
 * skipped (a trailing partial triple, a non-finite number's triple).
 */
export function readVector3Points(value: JsonValue | undefined, max = MAX_VECTOR3_POINTS): number[] {
  if (!Array.isArray(value)) return [];
  const out: number[] = [];
  const push = (x: unknown, y: unknown, z: unknown) => {
    if (out.length / 3 >= max) return;
    if ([x, y, z].every((v) => typeof v === 'number' && Number.isFinite(v))) out.push(x as number, y as number, z as number);
  };
  if (value.every((v) => typeof v === 'number')) {
    for (let i = 0; i + 2 < value.length; i += 3) push(value[i], value[i + 1], value[i + 2]);
    return out;
  }
  for (const v of value) {
    if (Array.isArray(v)) push(v[0], v[1], v[2]);
    else if (v && typeof v === 'object') push(v.x, v.y, v.z);
  }
  return out;
}
