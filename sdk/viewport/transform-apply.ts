import type { TransformNode } from '@babylonjs/core/Meshes/transformNode.js';
import type { JsonObject } from '../scene/json.js';
import { readBoolean, readVector3 } from './values.js';

/** The transform keys TRANSFORM_DESCRIPTORS define. */
export const TRANSFORM_KEYS: readonly string[] = ['position', 'rotation', 'scaling', 'visible'];

/** Apply changed transform props (position, rotation in radians, scaling, visible) to a Babylon transform node. */
export function applyTransformProps(target: TransformNode, props: Readonly<JsonObject>, changedKeys: readonly string[]): void {
  if (changedKeys.includes('position')) {
    const v = readVector3(props.position, { x: 0, y: 0, z: 0 });
    target.position.set(v.x, v.y, v.z);
  }
  if (changedKeys.includes('rotation')) {
    const v = readVector3(props.rotation, { x: 0, y: 0, z: 0 });
    target.rotationQuaternion = null;
    target.rotation.set(v.x, v.y, v.z);
  }
  if (changedKeys.includes('scaling')) {
    const v = readVector3(props.scaling, { x: 1, y: 1, z: 1 });
    target.scaling.set(v.x, v.y, v.z);
  }
  if (changedKeys.includes('visible')) target.setEnabled(readBoolean(props.visible, true));
}
