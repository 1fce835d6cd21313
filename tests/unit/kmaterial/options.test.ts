import { afterEach, describe, expect, it, vi } from 'vitest';
import { MeshBuilder } from '@babylonjs/core/Meshes/meshBuilder.js';
import '@babylonjs/core/Meshes/Builders/boxBuilder.js';
import { SubMesh } from '@babylonjs/core/Meshes/subMesh.js';
import { Effect } from '@babylonjs/core/Materials/effect.js';
import { RenderTargetTexture } from '@babylonjs/core/Materials/Textures/renderTargetTexture.js';
import type { Mesh } from '@babylonjs/core/Meshes/mesh.js';
import { newKChannel, newKStage } from '../../../sdk/index.js';
import type { JsonObject, KChannel, KStage } from '../../../sdk/index.js';
import { KMaterialInstance } from '../../../plugins/material-mixed/kmaterial-instance.js';
import { REFLECTION_PROBE_LIMITS } from '../../../plugins/material-mixed/environment-source.js';
import { channelRefractionIndex } from '../../../plugins/material-mixed/environment.js';
import { subsetMaskMatches } from '../../../plugins/material-mixed/subset-mask.js';
import { headless, materialProps } from './test-support.js';

function channel(id: string, stages: KStage[], patch: Partial<KChannel> = {}): KChannel {
  return { ...newKChannel(id, id), stages, ...patch };
}

/** A colour lit by a Phong stage (a lit channel: the environment applies to it). */
const lit = (id: string, light = 'Phong', params: JsonObject = {}) => channel(id, [newKStage('Color', `${id}c`), { ...newKStage(light, `${id}l`), params }]);

async function made(h: ReturnType<typeof headless>, channels: KChannel[], extra: JsonObject): Promise<KMaterialInstance> {
  const instance = new KMaterialInstance(materialProps('m', channels, extra), h.target, h.env);
  await instance.whenBuilt();
  expect(instance.lastError).toBeUndefined();
  return instance;
}

async function drawable(instance: KMaterialInstance, mesh: Mesh): Promise<void> {
  mesh.material = instance.material;
  for (const texture of instance.material.getActiveTextures()) {
    const internal = texture.getInternalTexture();
    if (internal) internal.isReady = true;
  }
  await new Promise<void>((resolve, reject) => {
    instance.material.forceCompilation(mesh, () => resolve(), undefined, (reason) => reject(new Error(reason)));
  });
}

const classes = (i: KMaterialInstance) => i.material.attachedBlocks.map((b) => b.getClassName());

afterEach(() => vi.restoreAllMocks());

describe('mixed material options in the compiled material', () => {
  it('useEnvironment: lit channels add the scene environment along the reflected ray; off, no sampler', async () => {
    const h = headless();
    const env = new RenderTargetTexture('env', 16, h.scene, false, true, undefined, true);
    h.scene.environmentTexture = env;
    const on = await made(h, [lit('a')], { useEnvironment: true });
    expect(on.material.compiledShaders).toContain('kEnvReflect');
    expect(classes(on)).toContain('ReflectionTextureBlock');
    const sampler = on.material.attachedBlocks.find((b) => b.getClassName() === 'ReflectionTextureBlock') as unknown as { texture: unknown };
    expect(sampler.texture).toBe(env);
    const off = await made(h, [lit('a')], { useEnvironment: false });
    expect(off.material.compiledShaders).not.toContain('kEnvReflect');
    expect(classes(off)).not.toContain('ReflectionTextureBlock');
    // An unlit channel is not touched by the environment.
    const unlit = await made(h, [channel('u', [newKStage('Color', 'uc')])], { useEnvironment: true });
    expect(unlit.material.compiledShaders).not.toContain('kEnvReflect');
    h.scene.dispose();
  });

  it('reflectionProbeEnabled: a probe around the first mesh drawn, limited to 64 other meshes, disposed with the option and the material', async () => {
    const h = headless();
    const instance = await made(h, [lit('a')], { useEnvironment: false, reflectionProbeEnabled: true });
    const probe = instance.environment.reflectionProbe;
    expect(probe).toBeDefined();
    expect(h.scene.reflectionProbes).toContain(probe);
    expect(probe?.cubeTexture.getRenderSize()).toBe(REFLECTION_PROBE_LIMITS.size);
    expect(h.scene.customRenderTargets).toContain(probe?.cubeTexture);
    const sampler = instance.material.attachedBlocks.find((b) => b.getClassName() === 'ReflectionTextureBlock') as unknown as { texture: unknown };
    expect(sampler.texture).toBe(probe?.cubeTexture);
    const own = MeshBuilder.CreateBox('own', {}, h.scene);
    for (let i = 0; i < 70; i++) MeshBuilder.CreateBox(`other${i}`, {}, h.scene);
    own.material = instance.material;
    instance.material.onBindObservable.notifyObservers(own);
    expect(probe?.renderList?.length).toBe(REFLECTION_PROBE_LIMITS.meshes);
    expect(probe?.renderList).not.toContain(own);
    // Switching the option off disposes the probe; so does disposing the material.
    instance.update(materialProps('m', [lit('a')], { useEnvironment: false, reflectionProbeEnabled: false }));
    await instance.whenBuilt();
    expect(instance.environment.reflectionProbe).toBeUndefined();
    expect(h.scene.reflectionProbes ?? []).toHaveLength(0);
    expect(h.scene.customRenderTargets).toHaveLength(0);
    instance.update(materialProps('m', [lit('a')], { useEnvironment: false, reflectionProbeEnabled: true }));
    await instance.whenBuilt();
    expect(h.scene.reflectionProbes).toHaveLength(1);
    instance.dispose();
    expect(h.scene.reflectionProbes).toHaveLength(0);
    h.scene.dispose();
  });

  it('refractionEnabled: the refracted ray at the channel index of refraction shows where the channel is see-through', async () => {
    const h = headless();
    const instance = await made(h, [lit('a', 'PBR', { indexOfRefraction: 2.25 })], { useEnvironment: false, refractionEnabled: true });
    expect(instance.material.compiledShaders).toContain('refract(');
    expect(instance.material.compiledShaders).toContain('kEnvRefract');
    const ior = instance.material.getInputBlocks().find((b) => /refractionIndex0$/.test(b.name));
    expect(ior?.value).toBe(2.25);
    expect(channelRefractionIndex(lit('b'))).toBe(1.5);
    expect(channelRefractionIndex(lit('b', 'PBR', { indexOfRefraction: 9 }))).toBe(3.5);
    h.scene.dispose();
  });

  it('alphaCutOff discards below the cut-off and twoSidedLighting lights back faces with the flipped normal', async () => {
    const h = headless();
    const instance = await made(h, [lit('a')], { alphaCutOff: 0.4, twoSidedLighting: true });
    expect(classes(instance)).toContain('DiscardBlock');
    expect(instance.material.compiledShaders).toContain('kTwoSided');
    expect(instance.material.backFaceCulling).toBe(false);
    const cut = instance.material.getInputBlocks().find((b) => /alphaCutOff$/.test(b.name));
    expect(cut?.value).toBe(0.4);
    const plain = await made(h, [lit('a')], { alphaCutOff: 0, twoSidedLighting: false });
    expect(classes(plain)).not.toContain('DiscardBlock');
    expect(plain.material.backFaceCulling).toBe(true);
    h.scene.dispose();
  });
});

describe('channel sub-set masks', () => {
  it('match by sub-set index or name', () => {
    const c = (subSetMaskType: number, subSetMaskId = 0, subSetMaskName = '') => ({ subSetMaskType, subSetMaskId, subSetMaskName });
    expect(subsetMaskMatches(c(0), { index: 3, name: '' })).toBe(true);
    expect(subsetMaskMatches(c(1, 1), { index: 1, name: '' })).toBe(true);
    expect(subsetMaskMatches(c(1, 1), { index: 0, name: '' })).toBe(false);
    expect(subsetMaskMatches(c(2, 0, 'Glass'), { index: 0, name: ' Glass ' })).toBe(true);
    expect(subsetMaskMatches(c(2, 0, 'Glass'), { index: 0, name: 'Frame' })).toBe(false);
    expect(subsetMaskMatches(c(2, 0, ''), { index: 0, name: '' })).toBe(false);
  });

  it('a masked channel weighs 1 on its sub-set and 0 on the other, set per sub-mesh drawn', async () => {
    const h = headless();
    const box = MeshBuilder.CreateBox('box', {}, h.scene);
    box.metadata = { nodeId: 'boxNode' };
    h.nodes.set('boxNode', { id: 'boxNode', type: 'Mesh', parent: 'scene', name: 'box', children: [], props: { subSets: [{ name: 'Top', start: 0, count: 18 }, { name: 'Rest', start: 18, count: 18 }] } });
    box.subMeshes = [];
    new SubMesh(0, 0, box.getTotalVertices(), 0, 18, box);
    new SubMesh(0, 0, box.getTotalVertices(), 18, 18, box);
    const masked = [channel('base', [newKStage('Color', 'b')]), channel('top', [newKStage('Color', 't')], { subSetMaskType: 2, subSetMaskName: 'Rest' })];
    const instance = await made(h, masked, {});
    expect(instance.material.compiledShaders).toMatch(/kMul1\([^)]*subsetMask/);
    const mask = instance.material.getInputBlocks().find((b) => /subsetMask1$/.test(b.name));
    expect(mask).toBeDefined();
    await drawable(instance, box);
    const set = vi.spyOn(Effect.prototype, 'setFloat');
    // The mask each sub-mesh is drawn with: the last value written to its uniform during that sub-mesh's bind.
    const drawnMasks = async () => {
      const values: unknown[] = [];
      for (const subMesh of box.subMeshes) {
        await vi.waitFor(() => expect(instance.material.isReadyForSubMesh(box, subMesh)).toBe(true));
        set.mockClear();
        instance.material.bindForSubMesh(box.getWorldMatrix(), box, subMesh);
        values.push(set.mock.calls.filter(([name]) => name === mask?.associatedVariableName).map(([, v]) => v).at(-1));
      }
      return values;
    };
    // Sub-set 0 ('Top') hides the channel, sub-set 1 ('Rest') shows it.
    expect(await drawnMasks()).toEqual([0, 1]);
    // By index: the channel shows on sub-set 0 only.
    instance.update(materialProps('m', [masked[0] as KChannel, { ...(masked[1] as KChannel), subSetMaskType: 1, subSetMaskId: 0 }], {}));
    await instance.whenBuilt();
    expect(await drawnMasks()).toEqual([1, 0]);
    h.scene.dispose();
  });
});
