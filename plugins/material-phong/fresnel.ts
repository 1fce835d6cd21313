import type { StandardMaterial } from '@babylonjs/core/Materials/standardMaterial.js';
import { FresnelParameters } from '@babylonjs/core/Materials/fresnelParameters.js';
import { Color3 } from '@babylonjs/core/Maths/math.color.js';
import type { MaterialFresnel, MaterialFresnelKind, MaterialFresnelSet } from '../../sdk/index.js';

/** StandardMaterial's FresnelParameters slot of each kind. */
const SLOT: Record<MaterialFresnelKind, 'diffuseFresnelParameters' | 'opacityFresnelParameters' | 'reflectionFresnelParameters' | 'refractionFresnelParameters' | 'emissiveFresnelParameters'> = {
  diffuse: 'diffuseFresnelParameters', opacity: 'opacityFresnelParameters', reflection: 'reflectionFresnelParameters',
  refraction: 'refractionFresnelParameters', emissive: 'emissiveFresnelParameters',
};

/** Babylon fresnel parameters for a stored term. */
export function toFresnelParameters(f: MaterialFresnel): FresnelParameters {
  return new FresnelParameters({
    bias: f.bias, power: f.power, isEnabled: f.enabled,
    leftColor: new Color3(f.leftColor.r, f.leftColor.g, f.leftColor.b), rightColor: new Color3(f.rightColor.r, f.rightColor.g, f.rightColor.b),
  });
}

/**
 * Put a material's fresnel set on a StandardMaterial: present slots get parameters, the others disabled ones. (Not
 * null: StandardMaterial only recomputes its fresnel defines while some slot holds parameters, so clearing the last
 * slot to null would leave its term drawn.)
 */
export function applyStandardFresnel(material: StandardMaterial, set: MaterialFresnelSet): void {
  for (const [kind, slot] of Object.entries(SLOT) as [MaterialFresnelKind, (typeof SLOT)[MaterialFresnelKind]][]) {
    const f = set[kind];
    material[slot] = f ? toFresnelParameters(f) : new FresnelParameters({ isEnabled: false });
  }
}
