import { describe, expect, it } from 'vitest';
import { MeshBuilder } from '@babylonjs/core/Meshes/meshBuilder.js';
import { RenderTargetTexture } from '@babylonjs/core/Materials/Textures/renderTargetTexture.js';
import '@babylonjs/core/Meshes/Builders/boxBuilder.js';
import { KSTAGE_TARGET, KSTAGE_TARGET_OPTIONS, newKChannel, newKStage } from '../../../sdk/index.js';
import { titles } from '../../../sdk/index.js';
import type { JsonObject, KChannel, KStage, MaterialStageContribution, StagePoint } from '../../../sdk/index.js';
import { KMaterialInstance } from '../../../plugins/material-mixed/kmaterial-instance.js';
import { SLOT_START, TARGET_MEANINGS } from '../../../plugins/material-mixed/stage-targets.js';
import { headless, materialProps } from './test-support.js';

type Headless = ReturnType<typeof headless>;

function channel(id: string, stages: KStage[], patch: Partial<KChannel> = {}): KChannel {
  return { ...newKChannel(id, id), stages, ...patch };
}

/** A grey base colour, then a red Color stage sending its colour to `colorTarget` and alpha to `alphaTarget`, then a picture. */
function strip(colorTarget: number, alphaTarget: number = KSTAGE_TARGET.alpha): KStage[] {
  return [
    newKStage('Color', 'base', { color: { r: 0.4, g: 0.4, b: 0.4 } }),
    { ...newKStage('Color', 'probe', { color: { r: 1, g: 0, b: 0 } }), colorTarget, alphaTarget },
    { ...newKStage('Texture', 'later'), url: 'later.png', colorTarget: KSTAGE_TARGET.emissive },
  ];
}

/**
 * A built material, its shader compiled for a box in the null engine (with a sampled environment texture, which the
 * null engine never readies, only built).
 */
async function built(h: Headless, channels: KChannel[], options: JsonObject = {}): Promise<KMaterialInstance> {
  const instance = new KMaterialInstance(materialProps('m', channels, options), h.target, h.env);
  await instance.whenBuilt();
  expect(instance.lastError).toBeUndefined();
  expect(instance.material.compiledShaders).toContain('gl_FragColor');
  if (options['useEnvironment'] === true) return instance;
  const box = MeshBuilder.CreateBox(`b${Math.random()}`, {}, h.scene);
  box.material = instance.material;
  // The null engine never uploads pixels; the shader is what is tested here.
  for (const texture of instance.material.getActiveTextures()) {
    const internal = texture.getInternalTexture();
    if (internal) internal.isReady = true;
  }
  await new Promise<void>((resolve, reject) => {
    instance.material.forceCompilation(box, () => resolve(), undefined, (reason) => reject(new Error(reason)));
  });
  expect(instance.material.isReady(box)).toBe(true);
  return instance;
}

const codes = KSTAGE_TARGET_OPTIONS.map((o) => o.value as number);
/** The light kind that reads a target: specular and gloss are Phong's factors, roughness and metal PBR's. */
function lightFor(code: number): Partial<KChannel> {
  const kind = code === KSTAGE_TARGET.specular || code === KSTAGE_TARGET.gloss ? 'Phong'
    : code === KSTAGE_TARGET.roughness || code === KSTAGE_TARGET.metal ? 'PBR' : 'BaseLight';
  return { light: true, stageLight: kind };
}
const classes = (i: KMaterialInstance) => i.material.attachedBlocks.map((b) => b.getClassName());
/** Whether a block named `…label` is in the built graph (only blocks that reach an output are). */
const inGraph = (i: KMaterialInstance, label: string) => i.material.attachedBlocks.some((b) => b.name.endsWith(label));
/** The probe stage's colour uniform is in the graph only when its colour reaches the output. */
const probeDraws = (i: KMaterialInstance) => inGraph(i, 'c0s1_color');

describe('stage target codes (spec 001 §9) in the compiled material', () => {
  it('every target code is documented by a slot or handled apart', () => {
    const apart: number[] = [KSTAGE_TARGET.close, KSTAGE_TARGET.normal, KSTAGE_TARGET.alpha, KSTAGE_TARGET.opacity, KSTAGE_TARGET.alphaMask];
    for (const code of codes) expect(TARGET_MEANINGS[code] !== undefined || apart.includes(code), `target ${code}`).toBe(true);
    // Every slot has a start value (a slot no stage writes reads as its start).
    const slots = ['color', 'alpha', 'emissive', 'specular', 'roughness', 'metallic', 'gloss', 'variable0', 'variable1', 'variable2', 'variable3',
      'envColor', 'envStrength', 'reflect', 'turbidity', 'irradiation', 'colorMask', 'flow'];
    expect(Object.keys(SLOT_START).sort()).toEqual(slots.sort());
    expect(SLOT_START.reflect).toBe(0.04);
  });

  for (const code of codes) {
    it(`colour target ${code} builds and draws (close draws nothing)`, async () => {
      const h = headless();
      const instance = await built(h, [channel('a', strip(code), lightFor(code))]);
      expect(probeDraws(instance)).toBe(code !== KSTAGE_TARGET.close);
      instance.dispose();
      h.scene.dispose();
    });

    it(`alpha target ${code} builds (a hasAlpha picture's alpha)`, async () => {
      const h = headless();
      const stages: KStage[] = [
        newKStage('Color', 'base'),
        { ...newKStage('Texture', 'alpha'), url: 'a.png', hasAlpha: true, colorTarget: KSTAGE_TARGET.close, alphaTarget: code },
        { ...newKStage('Texture', 'later'), url: 'later.png', colorTarget: KSTAGE_TARGET.emissive },
      ];
      const instance = await built(h, [channel('a', stages, lightFor(code))]);
      // The picture's sampler is used when its alpha reaches a target (normal, flow and close take no alpha).
      const draws = ![KSTAGE_TARGET.close, KSTAGE_TARGET.normal, KSTAGE_TARGET.flow].includes(code as never);
      expect(inGraph(instance, 'c0s1_tex'), `alpha target ${code}`).toBe(draws);
      instance.dispose();
      h.scene.dispose();
    });
  }

  it('environment targets add a reflection of the target colour, with sampled environment tinted by it', async () => {
    const h = headless();
    h.scene.environmentTexture = new RenderTargetTexture('env', 16, h.scene, false, true, undefined, true);
    for (const code of [KSTAGE_TARGET.environmentColor, KSTAGE_TARGET.environment, KSTAGE_TARGET.reflect, KSTAGE_TARGET.turbidity]) {
      const plain = await built(h, [channel('a', strip(code))], { useEnvironment: false });
      expect(plain.material.compiledShaders, `target ${code}`).toContain('kEnvReflectTargets');
      expect(classes(plain)).not.toContain('ReflectionTextureBlock');
      expect(plain.material.compiledShaders.includes('kTurbid')).toBe(code === KSTAGE_TARGET.turbidity);
      plain.dispose();
      const sampled = await built(h, [channel('a', strip(code), code === KSTAGE_TARGET.reflect ? { light: true } : {})], { useEnvironment: true });
      expect(sampled.material.compiledShaders).toContain('kEnvTint');
      expect(classes(sampled)).toContain('ReflectionTextureBlock');
      sampled.dispose();
    }
    // Without environment targets the option's reflection is as before.
    const option = await built(h, [channel('a', strip(KSTAGE_TARGET.baseColor), { light: true })], { useEnvironment: true });
    expect(option.material.compiledShaders).toContain('kEnvReflect');
    expect(option.material.compiledShaders).not.toContain('kEnvReflectTargets');
  });

  it('irradiation adds colour × irradiation; colour mask blends the channel per component', async () => {
    const h = headless();
    const irradiated = await built(h, [channel('a', strip(KSTAGE_TARGET.irradiation), { light: true })]);
    expect(irradiated.material.compiledShaders).toContain('kIrradiate');
    const masked = await built(h, [channel('below', [newKStage('Color', 'x')]), channel('a', strip(KSTAGE_TARGET.colorMask), { blend: 4 })]);
    expect(masked.material.compiledShaders).toContain('kColorMask');
    expect(masked.material.compiledShaders).toContain('kBlendMasked4');
    const plain = await built(h, [channel('below', [newKStage('Color', 'x')]), channel('a', strip(KSTAGE_TARGET.baseColor), { blend: 4 })]);
    expect(plain.material.compiledShaders).not.toContain('kColorMask');
    expect(plain.material.compiledShaders).not.toContain('kIrradiate');
  });

  it('flow and variables 0, 1, 3 move the later stages\' coordinates; variable 2 weights their output', async () => {
    const h = headless();
    for (const code of [KSTAGE_TARGET.flow, KSTAGE_TARGET.variable0, KSTAGE_TARGET.variable1, KSTAGE_TARGET.variable3]) {
      const instance = await built(h, [channel('a', strip(code))]);
      expect(instance.material.compiledShaders, `target ${code}`).toContain('kUvShift');
      // Only the flow animates.
      const timed = instance.material.getInputBlocks().some((b) => b.name.endsWith('_time'));
      expect(timed, `target ${code}`).toBe(code === KSTAGE_TARGET.flow);
      instance.dispose();
    }
    const weighted = await built(h, [channel('a', strip(KSTAGE_TARGET.variable2))]);
    expect(weighted.material.compiledShaders).not.toContain('kUvShift');
    expect(inGraph(weighted, 'start_variable2')).toBe(true);
    // A stage before the variable is not moved: variables reach only the stages after them.
    const first = await built(h, [channel('a', [{ ...newKStage('Texture', 't'), url: 't.png' }, { ...newKStage('Color', 'v'), colorTarget: KSTAGE_TARGET.variable0 }])]);
    expect(first.material.compiledShaders).not.toContain('kUvShift');
  });

  it('a stage\'s own kind may read the channel variables as slots', async () => {
    const h = headless();
    const reader: MaterialStageContribution = {
      id: 'ReadVariable', family: 'surface', order: 1, titles: titles('Read', 'Read', 'Read'), descriptors: [], usesTexture: false, supportsFresnel: false,
      compile(g) { g.output(g.glsl({ name: 'kShowVar', code: ['void kShowVar(float v, out vec3 r) { r = vec3(v); }'], inputs: { v: g.current('variable0') }, outputs: { r: 'Vector3' } })['r'] as StagePoint); },
    };
    const kinds = new Map([...h.env.kinds(), ['ReadVariable', reader]]);
    const writer = { ...newKStage('Color', 'v'), colorTarget: KSTAGE_TARGET.variable0 };
    const make = async (stages: KStage[]) => {
      const instance = new KMaterialInstance(materialProps('m', [channel('a', stages)]), h.target, { ...h.env, kinds: () => kinds });
      await instance.whenBuilt();
      expect(instance.lastError).toBeUndefined();
      return instance;
    };
    // Variable 0 moves no later picture here: its value reaches the output only through the reading stage.
    expect(inGraph(await make([writer, newKStage('ReadVariable', 'r')]), 'c0s0_color')).toBe(true);
    expect(inGraph(await make([writer]), 'c0s0_color')).toBe(false);
  });

  it('a target change rebuilds the graph; a colour change with the same targets only sets uniforms', async () => {
    const h = headless();
    const instance = await built(h, [channel('a', strip(KSTAGE_TARGET.baseColor))]);
    const builds = instance.builds;
    const recolored = strip(KSTAGE_TARGET.baseColor).map((s) => (s.id === 'probe' ? { ...s, params: { color: { r: 0, g: 1, b: 0 } } } : s));
    instance.update(materialProps('m', [channel('a', recolored)]));
    await instance.whenBuilt();
    expect(instance.builds).toBe(builds);
    for (const code of [KSTAGE_TARGET.emissive, KSTAGE_TARGET.colorMask, KSTAGE_TARGET.variable0]) {
      const before = instance.material.compiledShaders;
      instance.update(materialProps('m', [channel('a', strip(code))]));
      await instance.whenBuilt();
      expect(instance.lastError).toBeUndefined();
      expect(instance.material.compiledShaders, `target ${code}`).not.toBe(before);
    }
    expect(instance.builds).toBe(builds + 3);
    const alphaBefore = instance.material.compiledShaders;
    instance.update(materialProps('m', [channel('a', strip(KSTAGE_TARGET.variable0, KSTAGE_TARGET.turbidity))]));
    await instance.whenBuilt();
    expect(instance.builds).toBe(builds + 4);
    expect(instance.material.compiledShaders).not.toBe(alphaBefore);
  });
});
