import type { Node as BabylonNode } from '@babylonjs/core/node.js';
import type { Vec3 } from './gltf-space.js';

/** A KHR_lights_punctual light. */
export interface PunctualLight {
  readonly type: 'point' | 'spot' | 'directional';
  readonly color: Vec3;
  readonly intensity: number;
  readonly range?: number;
  readonly outerConeAngle?: number;
}

const TYPES: Readonly<Record<string, PunctualLight['type']>> = { PointLight: 'point', SpotLight: 'spot', DirectionalLight: 'directional' };

/**
 * The punctual light of a Babylon light, undefined for a hemispheric light (no glTF equivalent: the node keeps it in
 * extras). Babylon's intensity is carried over as it is (its lights have no physical unit); a spot's full angle
 * becomes glTF's half-angle outer cone.
 */
export function lightOf(engine: BabylonNode): PunctualLight | undefined {
  const type = TYPES[engine.getClassName()];
  if (!type) return undefined;
  const light = engine as unknown as { diffuse: { r: number; g: number; b: number }; intensity: number; range: number; angle?: number };
  const clamp = (x: number) => Math.min(1, Math.max(0, Number.isFinite(x) ? x : 1));
  const range = type !== 'directional' && Number.isFinite(light.range) && light.range > 0 && light.range < 1e30 ? light.range : undefined;
  return {
    type,
    color: [clamp(light.diffuse.r), clamp(light.diffuse.g), clamp(light.diffuse.b)],
    intensity: Math.max(0, Number.isFinite(light.intensity) ? light.intensity : 1),
    ...(range !== undefined ? { range } : {}),
    ...(type === 'spot' ? { outerConeAngle: Math.min(Math.PI / 2, Math.max(1e-3, (light.angle ?? Math.PI / 3) / 2)) } : {}),
  };
}
