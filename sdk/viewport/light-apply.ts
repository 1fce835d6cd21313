import type { Light } from '@babylonjs/core/Lights/light.js';
import type { JsonObject } from '../scene/json.js';
import { readBoolean, readColor3, readNumber, readVector3 } from './values.js';

/** Apply the changed shared light props (enabled, intensity, diffuse, specular, and position/direction/range when the light has them). */
export function applyLightProps(light: Light, props: Readonly<JsonObject>, changedKeys: readonly string[]): void {
  const has = (k: string) => changedKeys.includes(k);
  if (has('enabled')) light.setEnabled(readBoolean(props.enabled, true));
  if (has('intensity')) light.intensity = readNumber(props.intensity, 1);
  if (has('diffuse')) {
    const c = readColor3(props.diffuse, { r: 1, g: 1, b: 1 });
    light.diffuse.set(c.r, c.g, c.b);
  }
  if (has('specular')) {
    const c = readColor3(props.specular, { r: 1, g: 1, b: 1 });
    light.specular.set(c.r, c.g, c.b);
  }
  if (has('range')) light.range = readNumber(props.range, Number.MAX_VALUE);
  const positioned = light as unknown as { position?: { set(x: number, y: number, z: number): void } };
  if (has('position') && positioned.position) {
    const v = readVector3(props.position, { x: 0, y: 0, z: 0 });
    positioned.position.set(v.x, v.y, v.z);
  }
  const directed = light as unknown as { direction?: { set(x: number, y: number, z: number): void } };
  if (has('direction') && directed.direction) {
    const v = readVector3(props.direction, { x: 0, y: -1, z: 0 });
    directed.direction.set(v.x, v.y, v.z);
  }
}
