import { describe, expect, it } from 'vitest';
import { MeshBuilder } from '@babylonjs/core/Meshes/meshBuilder.js';
import { NodeMaterialBlock } from '@babylonjs/core/Materials/Node/nodeMaterialBlock.js';
import { NodeMaterialBlockTargets } from '@babylonjs/core/Materials/Node/Enums/nodeMaterialBlockTargets.js';
import { NodeMaterialBlockConnectionPointTypes } from '@babylonjs/core/Materials/Node/Enums/nodeMaterialBlockConnectionPointTypes.js';
import '@babylonjs/core/Meshes/Builders/boxBuilder.js';
import { KCHANNEL_BLEND_OPTIONS, newKChannel, newKStage } from '../../../sdk/index.js';
import type { KChannel, KStage, MaterialStageContribution, StagePoint } from '../../../sdk/index.js';
import { titles } from '../../../sdk/index.js';
import { BLEND_EXPRESSIONS } from '../../../plugins/material-mixed/blend-modes.js';
import { KMaterialInstance } from '../../../plugins/material-mixed/kmaterial-instance.js';
import { ALL_STAGES, headless, materialProps } from './test-support.js';

function channel(id: string, stages: KStage[], patch: Partial<KChannel> = {}): KChannel {
  return { ...newKChannel(id, id), stages, ...patch };
}

async function made(props: Parameters<typeof materialProps>, env: ReturnType<typeof headless>): Promise<KMaterialInstance> {
  const instance = new KMaterialInstance(materialProps(...props), env.target, env.env);
  await instance.whenBuilt();
  expect(instance.lastError).toBeUndefined();
  return instance;
}

describe('mixed material compilation', () => {
  it('has the 20 stage kinds of spec 001 §3', () => {
    expect(ALL_STAGES.map((k) => k.id).sort()).toEqual([
      '3DGradient', 'BaseLight', 'Color', 'Emissive', 'Flow', 'Gradient', 'IdMask', 'IncidenceLight', 'Interior', 'LightInfo',
      'Line', 'NoLight', 'PBR', 'Phong', 'Procedure', 'Rim', 'Sprite', 'Texture', 'TextureCombine', 'VertexData',
    ]);
  });

  for (const kind of ALL_STAGES) {
    it(`compiles a ${kind.id} stage into a node material whose shader is ready in a headless engine`, async () => {
      const h = headless();
      const { scene, urls } = h;
      const stage = { ...newKStage(kind.id, 's0'), url: kind.usesTexture ? 'pic.png' : '', fresnel: { bias: 0.2, power: 2 } };
      const stages = kind.family === 'light' ? [newKStage('Color', 'c'), stage] : [stage];
      const instance = await made(['m1', [channel('c1', stages)]], h);
      const code = instance.material.compiledShaders;
      expect(code).toContain('gl_FragColor');
      // The stage left its mark: its GLSL, a sampler or a Babylon lighting block.
      expect(code.length).toBeGreaterThan(800);
      if (kind.usesTexture) expect(urls).toContain('pic.png');
      const box = MeshBuilder.CreateBox('b', {}, scene);
      box.material = instance.material;
      // The null engine never uploads pixels, so it never marks a raw texture ready; the shader is what is tested here.
      for (const texture of instance.material.getActiveTextures()) {
        const internal = texture.getInternalTexture();
        if (internal) internal.isReady = true;
      }
      await new Promise<void>((resolve, reject) => {
        instance.material.forceCompilation(box, () => resolve(), undefined, (reason) => reject(new Error(reason)));
      });
      expect(instance.material.isReady(box)).toBe(true);
      instance.dispose();
      scene.dispose();
    });
  }

  it('builds a material whose channels all light and bend normals (blocks Babylon allows once are shared)', async () => {
    const h = headless();
    const lit = (id: string, kind: string) => channel(id, [newKStage('Color', `${id}c`), newKStage(kind, `${id}l`)]);
    const normals = channel('n', [{ ...newKStage('Texture', 'n1'), colorTarget: 12 }, { ...newKStage('Texture', 'n2'), colorTarget: 12 }]);
    const instance = await made(['m', [lit('a', 'BaseLight'), lit('b', 'Phong'), lit('c', 'PBR'), lit('d', 'PBR'), channel('e', [newKStage('LightInfo', 'e1')]), normals, { ...channel('f', []), light: true, stageLight: 'Phong' }]], h);
    expect(instance.material.compiledShaders).toContain('kPbrFallback');
    const classes = instance.material.attachedBlocks.map((b) => b.getClassName());
    expect(classes.filter((c) => c === 'LightBlock')).toHaveLength(1);
    expect(classes).not.toContain('PBRMetallicRoughnessBlock');
    // PBR first: the PBR block lights the material, and the later lit channels use its light (no light block).
    const pbrFirst = await made(['m2', [lit('c', 'PBR'), lit('a', 'BaseLight'), channel('e', [newKStage('LightInfo', 'e1')])]], h);
    const pbrClasses = pbrFirst.material.attachedBlocks.map((b) => b.getClassName());
    expect(pbrClasses).toContain('PBRMetallicRoughnessBlock');
    expect(pbrClasses).not.toContain('LightBlock');
  });

  it('has a formula for every blend code and builds each', async () => {
    const h = headless();
    for (const option of KCHANNEL_BLEND_OPTIONS) {
      expect(BLEND_EXPRESSIONS[option.value as number], `blend ${option.value}`).toBeTruthy();
      const instance = await made(['m', [
        channel('a', [newKStage('Color', 'x')]), channel('b', [newKStage('Gradient', 'y')], { blend: option.value as number, amountEnable: true, amount: 0.5 }),
      ]], h);
      expect(instance.material.compiledShaders).toContain(`kBlend${option.value}`);
      instance.dispose();
    }
  });

  it('shares the compiled shader between materials of one structure and updates values in place', async () => {
    const h = headless();
    const { env } = h;
    const grad = (r: number) => [channel('a', [{ ...newKStage('Texture', 't'), url: 'a.png' }]), channel('b', [newKStage('Gradient', 'g', { colorA: { r, g: 0, b: 0 } })], { blend: 4 })];
    const one = await made(['m1', grad(1)], h);
    const two = await made(['m2', grad(0.5)], h);
    expect(two.material.buildId).toBe(one.material.buildId);
    expect(two.material.compiledShaders).toBe(one.material.compiledShaders);
    expect(env.cache.size).toBe(1);
    const builds = one.builds;
    one.update(materialProps('m1', grad(0.25)));
    expect(one.builds).toBe(builds);
    const colorA = one.material.getInputBlocks().find((b) => b.name.endsWith('c1s0_colorA'));
    expect(colorA?.value.r).toBeCloseTo(0.25);
    // Another blend code is another structure: rebuilt into the same material, with a new shader.
    const before = one.material.buildId;
    one.update(materialProps('m1', [grad(0.25)[0] as KChannel, { ...(grad(0.25)[1] as KChannel), blend: 32 }]));
    await one.whenBuilt();
    expect(one.builds).toBe(builds + 1);
    expect(one.material.buildId).not.toBe(before);
    expect(env.cache.size).toBe(2);
  });

  it('follows a shared channel node: editing it once changes every material using it', async () => {
    const h = headless();
    const { nodes } = h;
    const shared = channel('sc', [newKStage('Color', 'col', { color: { r: 1, g: 0, b: 0 } })]);
    nodes.set('sc', { id: 'sc', type: 'KMaterialChannel', parent: 'materialChannels', name: 'Shared', children: [], props: { channel: shared as never } });
    const a = await made(['a', [{ shared: 'sc' }]], h);
    const b = await made(['b', [channel('own', [newKStage('Texture', 't')]), { shared: 'sc' }]], h);
    const colorOf = (i: KMaterialInstance) => i.material.getInputBlocks().find((x) => x.name.endsWith('s0_color'))?.value.g;
    expect(colorOf(a)).toBe(0);
    nodes.set('sc', { ...nodes.get('sc')!, props: { channel: { ...shared, stages: [newKStage('Color', 'col', { color: { r: 1, g: 1, b: 0 } })] } as never } });
    a.refresh();
    b.refresh();
    expect(colorOf(a)).toBe(1);
    expect(colorOf(b)).toBe(1);
  });

  it('a shared Multiply channel hidden and shown again (undo) is in the graph again, with its values', async () => {
    const h = headless();
    const { nodes } = h;
    const gradient = channel('sc', [newKStage('Gradient', 'g', { colorA: { r: 0.5, g: 0.5, b: 0.5 } })], { blend: 4 });
    const setShared = (enabled: boolean) => nodes.set('sc', { id: 'sc', type: 'KMaterialChannel', parent: 'materialChannels', name: 'Shared', children: [], props: { channel: { ...gradient, enabled } as never } });
    setShared(true);
    const box = await made(['box', [channel('tex', [newKStage('Texture', 't', {})], { blend: 2 }), { shared: 'sc' }]], h);
    const shown = box.material.compiledShaders;
    expect(shown).toContain('kBlend4');
    const colorA = () => box.material.getInputBlocks().find((x) => x.name.endsWith('c1s0_colorA'))?.value as { r: number } | undefined;
    expect(colorA()?.r).toBe(0.5);

    setShared(false);
    box.refresh();
    await box.whenBuilt();
    expect(box.material.compiledShaders).not.toContain('kBlend4');
    expect(colorA()).toBeUndefined();

    setShared(true);
    box.refresh();
    await box.whenBuilt();
    expect(box.lastError).toBeUndefined();
    expect(box.material.compiledShaders).toBe(shown);
    expect(colorA()?.r).toBe(0.5);
    // Same structure as before the hide: the same build id, so the engine's compiled program is found again.
    expect(h.env.cache.size).toBe(2);
  });

  it('a block that throws while Babylon sets the build up is reported, and the next change builds again', async () => {
    class ThrowingBlock extends NodeMaterialBlock {
      constructor() {
        super('throwing', NodeMaterialBlockTargets.Fragment);
        this.registerOutput('rgb', NodeMaterialBlockConnectionPointTypes.Vector3);
      }
      override initialize(): void {
        throw new Error('the block cannot build');
      }
    }
    const throwing: MaterialStageContribution = {
      id: 'Throwing', family: 'surface', order: 1, titles: titles('Throwing', 'Throwing', 'Throwing'), descriptors: [], usesTexture: false, supportsFresnel: false,
      compile(g) { g.output(new ThrowingBlock().getOutputByName('rgb') as unknown as StagePoint); },
    };
    const h = headless();
    const kinds = new Map([...h.env.kinds(), ['Throwing', throwing]]);
    const instance = new KMaterialInstance(materialProps('m', [channel('a', [newKStage('Throwing', 't')])]), h.target, { ...h.env, kinds: () => kinds });
    await instance.whenBuilt();
    expect(instance.lastError).toContain('the block cannot build');
    expect(String(h.errors[0])).toContain('Mixed material m: the block cannot build');
    instance.update(materialProps('m', [channel('a', [newKStage('Color', 'c', { color: { r: 1, g: 0, b: 0 } })])]));
    await instance.whenBuilt();
    expect(instance.lastError).toBeUndefined();
    expect(instance.material.compiledShaders).toContain('gl_FragColor');
  });
});
