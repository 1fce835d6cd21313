import type { Material } from '@babylonjs/core/Materials/material.js';
import { Color3 } from '@babylonjs/core/Maths/math.color.js';
import type { Color3Value, JsonValue } from '../../sdk/index.js';

/** A stored colour ({ r, g, b } numbers), else undefined. */
function readColor(value: JsonValue | undefined): Color3Value | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const { r, g, b } = value;
  return typeof r === 'number' && typeof g === 'number' && typeof b === 'number' ? { r, g, b } : undefined;
}

/** Gamma (what the colour picker shows) to linear (a PBR base colour, as the importer stores glTF's). */
export function toLinear(c: Color3Value): Color3Value {
  return { r: c.r ** 2.2, g: c.g ** 2.2, b: c.b ** 2.2 };
}

/** Within half a step of a hex colour (#RRGGBB), so typing back the hex the row showed counts as the same colour. */
const same = (a: number, b: number) => Math.abs(a - b) <= 0.5 / 255 + 1e-6;

/**
 * The colour an imported model is tinted with: its Colour once that differs from the colour it was imported with
 * (`modelColor`); none while they agree (the model's own colours), and none for a model stored before the importer
 * wrote `modelColor` (its Colour was never applied, so it says nothing about what the user wants).
 */
export function modelTint(importedColor: JsonValue | undefined, color: Color3Value): Color3Value | undefined {
  const imported = readColor(importedColor);
  if (!imported) return undefined;
  return same(imported.r, color.r) && same(imported.g, color.g) && same(imported.b, color.b) ? undefined : color;
}

/**
 * A model's own material (one its loader made, not a document material) recoloured to the tint: a copy kept in
 * `copies` (made once per own material, recoloured in place). PBR base colours are linear, standard ones as shown.
 * Undefined when the material is none; the material itself when its kind has no base colour to set.
 */
export function tintOwnMaterial(copies: Map<Material, Material>, own: Material | null, tint: Color3Value): Material | undefined {
  if (!own) return undefined;
  const className = own.getClassName();
  if (className !== 'PBRMaterial' && className !== 'StandardMaterial') return own;
  let copy = copies.get(own);
  if (!copy) {
    copy = own.clone(`${own.name}:tint`) ?? own;
    if (copy === own) return own;
    copy.doNotSerialize = true;
    copies.set(own, copy);
  }
  const target = copy as Material & { albedoColor?: Color3; diffuseColor?: Color3 };
  const linear = toLinear(tint);
  if (className === 'PBRMaterial') target.albedoColor = new Color3(linear.r, linear.g, linear.b);
  else target.diffuseColor = new Color3(tint.r, tint.g, tint.b);
  return copy;
}
