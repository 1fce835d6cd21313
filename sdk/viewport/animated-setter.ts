import type { TransformNode } from '@babylonjs/core/Meshes/transformNode.js';

/**
 * A direct engine write of one animated property, for playback (transient: the document is not written, and the
 * player gives the engine the document's value back through `update` when playback ends). Numbers only, so a frame of
 * playback allocates nothing.
 */
export interface AnimatedSetter {
  /** The value's numeric fields in order (['x', 'y', 'z'] for a vector), or [] for a plain number. */
  readonly fields: readonly string[];
  /** Write the value, its fields read from `values` starting at `offset`. */
  set(values: ArrayLike<number>, offset: number): void;
}

const VECTOR: readonly string[] = ['x', 'y', 'z'];
const AXES = new Set(VECTOR);
type TransformKey = 'position' | 'rotation' | 'scaling';
const TRANSFORM_VECTORS: readonly TransformKey[] = ['position', 'rotation', 'scaling'];

/**
 * The setter of a transform prop (TRANSFORM_DESCRIPTORS: 'position', 'rotation' in radians, 'scaling', or one axis such
 * as 'position.y') on a Babylon transform node; undefined for other paths. `keys` limits it to some of the vectors.
 */
export function transformSetter(target: TransformNode, path: string, keys: readonly TransformKey[] = TRANSFORM_VECTORS): AnimatedSetter | undefined {
  const dot = path.indexOf('.');
  const key = (dot < 0 ? path : path.slice(0, dot)) as TransformKey;
  if (!keys.includes(key)) return undefined;
  const euler = key === 'rotation';
  const vector = () => {
    // Euler angles only show while the node has no quaternion (applyTransformProps clears it the same way).
    if (euler && target.rotationQuaternion) target.rotationQuaternion = null;
    return target[key];
  };
  if (dot < 0) return { fields: VECTOR, set: (v, o) => void vector().set(v[o], v[o + 1], v[o + 2]) };
  const axis = path.slice(dot + 1);
  if (!AXES.has(axis)) return undefined;
  const field = axis as 'x' | 'y' | 'z';
  return { fields: [], set: (v, o) => void (vector()[field] = v[o]) };
}
