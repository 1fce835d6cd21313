import type { TransformNode } from '@babylonjs/core/Meshes/transformNode.js';
import type { NodeProps } from './node-props.js';

/** The transform keys TRANSFORM_DESCRIPTORS define. */
export const TRANSFORM_KEYS: readonly string[] = ['position', 'rotation', 'scaling', 'visible'];

/**
 * Apply changed transform props (TRANSFORM_DESCRIPTORS: position, rotation in radians, scaling, visible) to a Babylon
 * transform node. `only` limits it to some of them (a map position places itself by longitude and latitude).
 */
export function applyTransformProps(target: TransformNode, props: NodeProps, only: readonly string[] = TRANSFORM_KEYS): void {
  const has = (key: string) => only.includes(key) && props.changed(key);
  if (has('position')) {
    const v = props.vector3('position');
    target.position.set(v.x, v.y, v.z);
  }
  if (has('rotation')) {
    const v = props.vector3('rotation');
    target.rotationQuaternion = null;
    target.rotation.set(v.x, v.y, v.z);
  }
  if (has('scaling')) {
    const v = props.vector3('scaling');
    target.scaling.set(v.x, v.y, v.z);
  }
  if (has('visible')) target.setEnabled(props.boolean('visible'));
}
