import { StandardMaterial } from '@babylonjs/core/Materials/standardMaterial.js';
import { Material } from '@babylonjs/core/Materials/material.js';
import { Color3 } from '@babylonjs/core/Maths/math.color.js';
import type { Scene } from '@babylonjs/core/scene.js';
import type { Color3Value } from '../../sdk/index.js';

const caches = new WeakMap<Scene, Map<string, StandardMaterial>>();

/** A shared material for a colour, opacity and fill mode: meshes that look the same share one material. */
export function sharedMaterial(scene: Scene, color: Color3Value, alpha: number, lines: boolean): StandardMaterial {
  const key = `${color.r.toFixed(4)},${color.g.toFixed(4)},${color.b.toFixed(4)},${alpha.toFixed(4)},${lines ? 1 : 0}`;
  let cache = caches.get(scene);
  if (!cache) caches.set(scene, (cache = new Map()));
  const existing = cache.get(key);
  if (existing && !existing.isFrozen && scene.materials.includes(existing)) return existing;
  const material = new StandardMaterial(`material:${key}`, scene);
  material.diffuseColor = new Color3(color.r, color.g, color.b);
  material.specularColor = new Color3(0.15, 0.15, 0.15);
  material.alpha = alpha;
  material.doNotSerialize = true;
  if (lines) {
    material.fillMode = Material.LineListDrawMode;
    material.emissiveColor = new Color3(color.r, color.g, color.b);
    material.disableLighting = true;
  }
  cache.set(key, material);
  return material;
}
