// Fresnel terms of Phong (StandardMaterial FresnelParameters) and PBR (a material plugin) material nodes.
import { describe, expect, it } from 'vitest';
import { NullEngine } from '@babylonjs/core/Engines/nullEngine.js';
import { Scene } from '@babylonjs/core/scene.js';
import type { StandardMaterial } from '@babylonjs/core/Materials/standardMaterial.js';
import type { PBRMaterial } from '@babylonjs/core/Materials/PBR/pbrMaterial.js';
import { materialProps } from '../../sdk/index.js';
import type { JsonObject, MaterialTarget, MaterialTypeBundle, SceneNodeData } from '../../sdk/index.js';
import { phongMaterial } from '../../plugins/material-phong/index.js';
import { pbrMaterial } from '../../plugins/material-pbr/index.js';
import { PbrFresnelPlugin } from '../../plugins/material-pbr/fresnel-plugin.js';

function make(bundle: MaterialTypeBundle, fresnel: JsonObject) {
  const scene = new Scene(new NullEngine());
  const target: MaterialTarget = { scene, texture: () => null, reportError: (e) => { throw e; } };
  const node = (f: JsonObject): SceneNodeData => ({ id: 'm', type: bundle.materialType.id, parent: 'materials', name: 'm', children: [], props: { fresnel: f } });
  const instance = bundle.materialType.create(materialProps(bundle.materialType, node(fresnel), ['fresnel']), target);
  const update = (f: JsonObject) => instance.update(materialProps(bundle.materialType, node(f), ['fresnel']));
  return { scene, instance, update };
}

const term = { enabled: true, bias: 0.2, power: 3, leftColor: { r: 1, g: 0, b: 0 }, rightColor: { r: 0, g: 0, b: 1 } };

describe('material fresnel', () => {
  it('Phong: every slot becomes StandardMaterial FresnelParameters; deleting a slot disables it', () => {
    const { instance, update } = make(phongMaterial, { diffuse: term, emissive: { ...term, enabled: false }, opacity: term, reflection: term, refraction: term });
    const m = instance.material as StandardMaterial;
    expect(m.diffuseFresnelParameters.bias).toBe(0.2);
    expect(m.diffuseFresnelParameters.power).toBe(3);
    expect(m.diffuseFresnelParameters.leftColor.asArray()).toEqual([1, 0, 0]);
    expect(m.diffuseFresnelParameters.rightColor.asArray()).toEqual([0, 0, 1]);
    expect(m.emissiveFresnelParameters.isEnabled).toBe(false);
    for (const slot of ['opacityFresnelParameters', 'reflectionFresnelParameters', 'refractionFresnelParameters'] as const) expect(m[slot].isEnabled).toBe(true);
    update({ emissive: term });
    expect(m.diffuseFresnelParameters.isEnabled).toBe(false);
    expect(m.emissiveFresnelParameters.isEnabled).toBe(true);
  });

  it('PBR: diffuse, opacity and emissive terms switch the plugin\'s defines and inject their shading', () => {
    expect(pbrMaterial.materialType.descriptors.find((d) => d.name === 'fresnel')?.options?.['fresnelKinds']).toEqual(['diffuse', 'opacity', 'emissive']);
    const { instance, update } = make(pbrMaterial, { diffuse: term });
    const m = instance.material as PBRMaterial;
    const plugin = m.pluginManager?.getPlugin<PbrFresnelPlugin>('KFresnel');
    expect(plugin).toBeInstanceOf(PbrFresnelPlugin);
    expect(plugin?.enabled).toBe(true);
    const defines: Record<string, unknown> = {};
    plugin?.prepareDefines(defines as never);
    expect(defines).toEqual({ KFRESNEL_DIFFUSE: true, KFRESNEL_OPACITY: false, KFRESNEL_EMISSIVE: false });
    const code = plugin?.getCustomCode('fragment') ?? {};
    expect(code['CUSTOM_FRAGMENT_UPDATE_ALPHA']).toContain('surfaceAlbedo *= kFresnelDiffuseLeft');
    expect(code['CUSTOM_FRAGMENT_BEFORE_FINALCOLORCOMPOSITION']).toContain('finalEmissive');
    update({});
    expect(plugin?.enabled).toBe(false);
  });
});
