import { describe, expect, it } from 'vitest';
import { NullEngine } from '@babylonjs/core/Engines/nullEngine.js';
import { Scene } from '@babylonjs/core/scene.js';
import { PBRMaterial } from '@babylonjs/core/Materials/PBR/pbrMaterial.js';
import { StandardMaterial } from '@babylonjs/core/Materials/standardMaterial.js';
import type { Material } from '@babylonjs/core/Materials/material.js';
import { modelTint, tintOwnMaterial } from './model-tint.js';

describe('model tint', () => {
  it('tints only once the Colour differs from the colour the model was imported with', () => {
    const imported = { r: 1, g: 0.5, b: 0.2 };
    expect(modelTint(imported, { r: 1, g: 0.5, b: 0.2 })).toBeUndefined();
    expect(modelTint(imported, { r: 1, g: 0.50001, b: 0.2 })).toBeUndefined();
    // The hex the Colour row shows, typed back (#FFBA5A for a glTF orange), is the imported colour.
    expect(modelTint({ r: 1, g: 0.7297, b: 0.3511 }, { r: 1, g: 0.729412, b: 0.352941 })).toBeUndefined();
    expect(modelTint({ r: 1, g: 0.7297, b: 0.3511 }, { r: 1, g: 0.729412, b: 0.356863 })).toEqual({ r: 1, g: 0.729412, b: 0.356863 });
    expect(modelTint(imported, { r: 0, g: 0, b: 1 })).toEqual({ r: 0, g: 0, b: 1 });
    // A model stored before the importer wrote its colour keeps its own colours.
    expect(modelTint(undefined, { r: 0, g: 0, b: 1 })).toBeUndefined();
    expect(modelTint('x', { r: 0, g: 0, b: 1 })).toBeUndefined();
  });

  it('recolours a copy of a loader material once, in place afterwards, and leaves kinds without a base colour alone', () => {
    const scene = new Scene(new NullEngine());
    const copies = new Map<Material, Material>();
    const pbr = new PBRMaterial('paint', scene);
    const first = tintOwnMaterial(copies, pbr, { r: 1, g: 0, b: 0 }) as PBRMaterial;
    expect(first).not.toBe(pbr);
    expect(first.albedoColor.asArray()).toEqual([1, 0, 0]);
    expect(pbr.albedoColor.asArray()).toEqual([1, 1, 1]);
    const again = tintOwnMaterial(copies, pbr, { r: 0.5, g: 0, b: 0 }) as PBRMaterial;
    expect(again).toBe(first);
    expect(again.albedoColor.r).toBeCloseTo(0.5 ** 2.2, 5);
    const standard = new StandardMaterial('wood', scene);
    expect((tintOwnMaterial(copies, standard, { r: 0, g: 1, b: 0 }) as StandardMaterial).diffuseColor.asArray()).toEqual([0, 1, 0]);
    expect(tintOwnMaterial(copies, null, { r: 0, g: 1, b: 0 })).toBeUndefined();
    expect(copies.size).toBe(2);
  });
});
