import type { ContributionResultContext } from '../kernel/contribution-point.js';

/** A problem found in a builder's output, as an i18n key with its values and an English fallback. */
export interface GeometryProblem {
  readonly key: string;
  readonly values: Record<string, string | number>;
  readonly fallback: string;
}

/** Vertices above which a builder's output is accepted with a warning (a mesh this size stalls the editor). */
export const GEOMETRY_VERTEX_WARNING = 1_000_000;

type Numbers = ArrayLike<number>;

function isNumbers(value: unknown): value is Numbers {
  return Array.isArray(value) || (ArrayBuffer.isView(value) && !(value instanceof DataView));
}

function firstNonFinite(values: Numbers): number {
  for (let i = 0; i < values.length; i++) if (!Number.isFinite(values[i])) return i;
  return -1;
}

/**
 * Check a geometry builder's output: an object with position triples and indices that are whole numbers in range,
 * every number finite, normals and uvs (when given) sized to the vertices. Returns the first error, or undefined;
 * `warning` is set for output above the size cap.
 */
export function checkGeometry(data: unknown): { error?: GeometryProblem; warning?: GeometryProblem } {
  const fail = (key: string, fallback: string, values: Record<string, string | number> = {}) => ({ error: { key, values, fallback } });
  if (!data || typeof data !== 'object') return fail('core.geometry.none', 'it returned no geometry');
  const { positions, indices, normals, uvs } = data as Record<string, unknown>;
  if (!isNumbers(positions) || positions.length % 3 !== 0) return fail('core.geometry.positions', 'positions must be a list of x,y,z numbers');
  if (!isNumbers(indices)) return fail('core.geometry.indices', 'indices must be a list of numbers');
  const vertices = positions.length / 3;
  for (const [name, list, size] of [['positions', positions, 3], ['normals', normals, 3], ['uvs', uvs, 2]] as const) {
    if (list === undefined) continue;
    if (!isNumbers(list) || list.length !== vertices * size) return fail('core.geometry.size', `${name} must hold ${size} numbers per vertex`, { name, size });
    const at = firstNonFinite(list);
    if (at >= 0) return fail('core.geometry.notFinite', `${name}[${at}] is not a finite number`, { name, index: at });
  }
  for (let i = 0; i < indices.length; i++) {
    const index = indices[i];
    if (!Number.isInteger(index) || index < 0 || index >= vertices) {
      return fail('core.geometry.indexRange', `indices[${i}] = ${index} is outside 0..${vertices - 1}`, { index: i, value: String(index), last: vertices - 1 });
    }
  }
  if (vertices > GEOMETRY_VERTEX_WARNING) {
    return { warning: { key: 'core.geometry.large', values: { vertices }, fallback: `it built ${vertices} vertices; a mesh this size slows the editor down` } };
  }
  return {};
}

/**
 * The `GeometryBuilders` point's check of what `build` returns: garbage is refused with an error naming what is wrong
 * (the caller's fallback runs and the builder's plugin is blamed); output above the size cap passes with a warning.
 */
export function checkBuiltGeometry(output: unknown, context: ContributionResultContext): unknown {
  const { error, warning } = checkGeometry(output);
  if (error) throw new Error(context.text(error.key, error.values, error.fallback));
  if (warning) context.warn(context.text(warning.key, warning.values, warning.fallback));
  return output;
}
