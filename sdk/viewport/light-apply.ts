import type { Light } from '@babylonjs/core/Lights/light.js';
import type { NodeProps } from './node-props.js';

/** Apply the changed props every light shares (LIGHT_DESCRIPTORS: enabled, intensity, diffuse, specular). */
export function applyLightProps(light: Light, props: NodeProps): void {
  if (props.changed('enabled')) light.setEnabled(props.boolean('enabled'));
  if (props.changed('intensity')) light.intensity = props.number('intensity');
  if (props.changed('diffuse')) {
    const c = props.color3('diffuse');
    light.diffuse.set(c.r, c.g, c.b);
  }
  if (props.changed('specular')) {
    const c = props.color3('specular');
    light.specular.set(c.r, c.g, c.b);
  }
}

/** Something with a settable x,y,z (a light's position or direction). */
interface Settable3 {
  set(x: number, y: number, z: number): unknown;
}

/** Copy a changed vector3 prop into an engine vector. */
export function applyVector3Prop(target: Settable3, props: NodeProps, name: string): void {
  if (!props.changed(name)) return;
  const v = props.vector3(name);
  target.set(v.x, v.y, v.z);
}
