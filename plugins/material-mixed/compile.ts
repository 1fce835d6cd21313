import type { NodeMaterial } from '@babylonjs/core/Materials/Node/nodeMaterial.js';
import type { NodeMaterialConnectionPoint } from '@babylonjs/core/Materials/Node/nodeMaterialBlockConnectionPoint.js';
import { NodeMaterialBlockConnectionPointTypes } from '@babylonjs/core/Materials/Node/Enums/nodeMaterialBlockConnectionPointTypes.js';
import { TextureBlock } from '@babylonjs/core/Materials/Node/Blocks/Dual/textureBlock.js';
import { FragmentOutputBlock } from '@babylonjs/core/Materials/Node/Blocks/Fragment/fragmentOutputBlock.js';
import { PerturbNormalBlock } from '@babylonjs/core/Materials/Node/Blocks/Fragment/perturbNormalBlock.js';
import { DiscardBlock } from '@babylonjs/core/Materials/Node/Blocks/Fragment/discardBlock.js';
import { Color3 } from '@babylonjs/core/Maths/math.color.js';
import { Vector4 } from '@babylonjs/core/Maths/math.vector.js';
import { DEFAULT_KSTAGE_MAPPING, newKStage } from '../../sdk/index.js';
import type { KStage, MaterialStageContribution, StageGraph, StageSample } from '../../sdk/index.js';
import { BLEND_HELPERS, blendExpression, blendNeedsHelpers } from './blend-modes.js';
import type { BakeChannel, ChannelBinding, CompiledGraph, KChannel, KMaterialOptions, TextureBinding, UniformBinding } from './compile-types.js';
import { GraphNodes } from './graph-nodes.js';
import { stageUv } from './stage-uv.js';
import { stageValues } from './stage-values.js';
import { structureKey } from './structure-key.js';
import { addEnvironment, usesEnvironment } from './environment.js';
import type { EnvironmentBinding } from './environment.js';
import { hasSubsetMask } from './subset-mask.js';
import { ChannelState } from './channel-state.js';
import { addIrradiation, bakedChannelColor, environmentTargets, maskedWeight } from './channel-targets.js';
import { mul1, writeAlphaTarget, writeColorTarget } from './target-writes.js';
import type { SubsetMaskBinding } from './subset-mask.js';

type Point = NodeMaterialConnectionPoint;

/** The stage kinds by name, and how to get a texture for a url. */
export interface CompileEnv {
  readonly kinds: ReadonlyMap<string, MaterialStageContribution>;
  /** Compile a bake graph (bake-kmaterial.ts) drawing one channel of the look instead of the lit look. */
  readonly bake?: BakeChannel;
}

/** Whether a channel list makes a see-through material. */
export function needsTransparency(channels: readonly KChannel[]): boolean {
  return channels.some((c) => c.enabled && (c.stages.some((s) => s.enabled && s.hasAlpha) || c.invert >= 2));
}

/**
 * Build a mixed material's graph into an empty NodeMaterial (not yet built): per channel its stage strip, its light,
 * its invert, face mask, clip and amount, then the blend over the channels below.
 */
/**
 * The normal map as glTF states it: Babylon's glTF loader reads a glTF normal map with its X inverted in a left-handed
 * scene (whose mirrored root it compensates), so the map the designer draws with goes out with its red inverted. A
 * material without a normal stage gets the flat normal.
 */
function gltfNormalMap(nodes: GraphNodes, normalMap: Point | undefined): Point {
  return nodes.glsl({
    name: 'kGltfNormal', code: ['void kGltfNormal(vec3 n, out vec3 r) { r = vec3(1.0 - n.r, n.g, n.b); }'],
    inputs: { n: normalMap ?? nodes.constant('flatNormal', [0.5, 0.5, 1], true) }, outputs: { r: 'Vector3' },
  })['r'] as Point;
}

export function compileGraph(material: NodeMaterial, channels: readonly KChannel[], options: KMaterialOptions, env: CompileEnv): CompiledGraph {
  const nodes = new GraphNodes(material);
  const uniforms: UniformBinding[] = [];
  const textures: TextureBinding[] = [];
  const channelUniforms: ChannelBinding[] = [];
  const environment: EnvironmentBinding[] = [];
  const subsetMasks: SubsetMaskBinding[] = [];
  let normal = nodes.worldNormal;
  if (options.twoSidedLighting) {
    normal = nodes.glsl({
      name: 'kTwoSided', code: ['void kTwoSided(vec4 n, float front, out vec4 r) { r = front > 0.5 ? n : vec4(-n.xyz, n.w); }'],
      inputs: { n: normal, front: nodes.frontFacing }, outputs: { r: 'Vector4' },
    })['r'] as Point;
  }
  let acc = nodes.constant('accStart', [0, 0, 0], true);
  let normalMap: Point | undefined;
  let accAlpha = nodes.constant('accAlphaStart', 0);
  const cutOff = nodes.uniform('alphaCutOff', options.alphaCutOff);
  channelUniforms.push({ block: cutOff, apply: (b, _c, o) => { b.value = o.alphaCutOff; } });

  channels.forEach((channel, channelIndex) => {
    if (!channel.enabled) return;
    const state = new ChannelState(nodes, normal);
    const run = (kind: MaterialStageContribution, stage: KStage, stageIndex: number) => {
      kind.compile(makeStageGraph(nodes, state, kind, stage, { channel: channelIndex, stage: stageIndex }, uniforms, textures));
    };
    channel.stages.forEach((stage, stageIndex) => {
      const kind = env.kinds.get(stage.kind);
      // A bake draws what the stages put in the slots; light is the glTF viewer's to add.
      if (!stage.enabled || !kind || (env.bake && kind.family === 'light')) return;
      run(kind, stage, stageIndex);
    });
    if (!state.litColor && !env.bake) {
      const lightKind = channel.light ? env.kinds.get(channel.stageLight) : undefined;
      if (lightKind?.family === 'light') run(lightKind, newKStage(lightKind.id, `${channel.id}.light`), -1);
    }
    normalMap ??= state.normalMap;
    let rgb = env.bake ? bakedChannelColor(nodes, state, env.bake, channel, env.kinds) : state.litColor ?? (nodes.glsl({
      name: 'kUnlit', code: ['void kUnlit(vec3 c, vec3 e, out vec3 r) { r = c + e; }'],
      inputs: { c: state.get('color'), e: state.get('emissive') }, outputs: { r: 'Vector3' },
    })['r'] as Point);
    let alpha = env.bake ? state.get('alpha') : state.litAlpha ?? state.get('alpha');
    if (!env.bake) rgb = addIrradiation(nodes, state, rgb);
    const targets = env.bake ? undefined : environmentTargets(state);
    if ((state.litColor && usesEnvironment(options) && !env.bake) || targets) {
      const lit = !!state.litColor;
      ({ rgb, alpha } = addEnvironment(nodes, { rgb, alpha, normal: state.normal, specular: state.get('specular'), lit, targets }, channelIndex, options, environment, channelUniforms));
    }
    if (channel.invert === 1 || channel.invert === 3) {
      rgb = nodes.glsl({ name: 'kInvert3', code: ['void kInvert3(vec3 c, out vec3 r) { r = 1.0 - c; }'], inputs: { c: rgb }, outputs: { r: 'Vector3' } })['r'] as Point;
    }
    if (channel.invert === 2 || channel.invert === 3) {
      alpha = nodes.glsl({ name: 'kInvert1', code: ['void kInvert1(float a, out float r) { r = 1.0 - a; }'], inputs: { a: alpha }, outputs: { r: 'Float' } })['r'] as Point;
    }
    let weight = alpha;
    if (channel.faceMask !== 0) {
      const face = channel.faceMask === 1 ? nodes.frontFacing : nodes.glsl({
        name: 'kBackFace', code: ['void kBackFace(float f, out float r) { r = 1.0 - f; }'], inputs: { f: nodes.frontFacing }, outputs: { r: 'Float' },
      })['r'] as Point;
      weight = mul1(nodes, weight, face);
    }
    if (channel.clipMode === 1) {
      weight = nodes.glsl({ name: 'kClipHide', code: ['void kClipHide(float w, float a, float c, out float r) { r = a < c ? 0.0 : w; }'], inputs: { w: weight, a: alpha, c: cutOff.output }, outputs: { r: 'Float' } })['r'] as Point;
    } else if (channel.clipMode === 2) {
      weight = nodes.glsl({ name: 'kClipDiscard', code: ['void kClipDiscard(float w, float a, float c, out float r) { if (a < c) discard; r = w; }'], inputs: { w: weight, a: alpha, c: cutOff.output }, outputs: { r: 'Float' } })['r'] as Point;
    }
    if (channel.amountEnable) {
      const amount = nodes.uniform(`amount${channelIndex}`, channel.amount);
      channelUniforms.push({ block: amount, apply: (b, c) => { b.value = c[channelIndex]?.amount ?? 1; } });
      weight = mul1(nodes, weight, amount.output);
    }
    if (hasSubsetMask(channel)) {
      const mask = nodes.uniform(`subsetMask${channelIndex}`, 1);
      subsetMasks.push({ channel: channelIndex, block: mask });
      weight = mul1(nodes, weight, mask.output);
    }
    const masked = maskedWeight(nodes, state, weight);
    const helpers = blendNeedsHelpers(channel.blend) ? BLEND_HELPERS.map((line) => line.replace(/\bk(Lum|ClipColor|SetLum|SetSat|Sat)\b/g, `k${channel.blend}$1`)) : [];
    const expression = blendExpression(channel.blend).replace(/\bk(Lum|ClipColor|SetLum|SetSat|Sat)\b/g, `k${channel.blend}$1`);
    const blendName = `kBlend${masked ? 'Masked' : ''}${channel.blend}`;
    const blended = nodes.glsl({
      name: blendName,
      code: [...helpers, `void ${blendName}(vec3 a, vec3 b, ${masked ? 'vec3' : 'float'} w, out vec3 r) { r = mix(a, clamp(${expression}, 0.0, 1.0), clamp(w, 0.0, 1.0)); }`],
      inputs: { a: acc, b: rgb, w: masked?.rgb ?? weight }, outputs: { r: 'Vector3' },
    })['r'] as Point;
    acc = blended;
    accAlpha = nodes.glsl({
      name: 'kOver', code: ['void kOver(float a, float b, out float r) { r = a + clamp(b, 0.0, 1.0) * (1.0 - a); }'],
      inputs: { a: accAlpha, b: masked?.alpha ?? weight }, outputs: { r: 'Float' },
    })['r'] as Point;
  });

  if (env.bake === 'normal') acc = gltfNormalMap(nodes, normalMap);
  const output = new FragmentOutputBlock(nodes.name('fragmentOutput'));
  acc.connectTo(output.rgb);
  const colorBake = !env.bake || env.bake === 'look' || env.bake === 'baseColor';
  if (options.transparent && colorBake) accAlpha.connectTo(output.a);
  material.addOutputNode(output);
  // A bake keeps the pixels under the cut-off (their alpha): the glTF material cuts them off itself (MASK).
  if (options.alphaCutOff > 0 && !env.bake) {
    const discard = new DiscardBlock(nodes.name('cutOff'));
    accAlpha.connectTo(discard.value);
    cutOff.output.connectTo(discard.cutoff);
    material.addOutputNode(discard);
  }
  return { key: structureKey(channels, options, env.kinds), uniforms, textures, channelUniforms, environment, subsetMasks };
}

function makeStageGraph(
  nodes: GraphNodes, state: ChannelState, kind: MaterialStageContribution, stage: KStage,
  path: { channel: number; stage: number }, uniforms: UniformBinding[], textures: TextureBinding[],
): StageGraph {
  const label = `c${path.channel}s${path.stage}`;
  // What the channel's earlier stages ask of this one's coordinates (variables, flow), fixed before it writes.
  const adjust = state.uvAdjust();
  const m0 = nodes.uniform(`${label}_map0`, [1, 1, 0, 0]);
  const m1 = nodes.uniform(`${label}_map1`, [0, 0.5, 0.5, 0]);
  uniforms.push({ ...path, block: m0, apply: (b, v) => {
    const m = v.stage.mapping ?? DEFAULT_KSTAGE_MAPPING;
    b.value = new Vector4(m.scaling.x * m.scalingDeterminant, m.scaling.y * m.scalingDeterminant, m.position.x, m.position.y);
  } });
  uniforms.push({ ...path, block: m1, apply: (b, v) => {
    const m = v.stage.mapping ?? DEFAULT_KSTAGE_MAPPING;
    b.value = new Vector4(m.rotation.z, m.alignX, m.alignY, m.alignZ);
  } });
  let uvs: { uv: Point; mask: Point } | undefined;
  const mapped = () => (uvs ??= stageUv(nodes, stage, state.normal, m0.output, m1.output, adjust));
  let fresnel: Point | undefined;
  if (stage.fresnel && kind.supportsFresnel) {
    const f = nodes.uniform(`${label}_fresnel`, [0.1, 2, 0, 0]);
    uniforms.push({ ...path, block: f, apply: (b, v) => { b.value = new Vector4(v.stage.fresnel?.bias ?? 0, v.stage.fresnel?.power ?? 1, 0, 0); } });
    fresnel = nodes.glsl({
      name: 'kFresnel', code: ['void kFresnel(vec3 v, vec4 n, vec4 f, out float r) { r = f.x + (1.0 - f.x) * pow(1.0 - clamp(dot(normalize(n.xyz), v), 0.0, 1.0), f.y); }'],
      inputs: { v: nodes.viewDirection, n: state.normal, f: f.output }, outputs: { r: 'Float' },
    })['r'] as Point;
  }
  const graph: StageGraph = {
    material: nodes.material,
    values: stageValues(stage, kind),
    current: (slot) => state.get(slot),
    get uv() { return mapped().uv; },
    get uvMask() { return mapped().mask; },
    localPosition: nodes.localPosition,
    worldPosition: nodes.worldPosition,
    get worldNormal() { return state.normal; },
    viewDirection: nodes.viewDirection,
    cameraPosition: nodes.cameraPosition,
    view: nodes.view,
    get time() { return nodes.time; },
    vertexColor: () => nodes.optionalAttribute('color', NodeMaterialBlockConnectionPointTypes.Color4, [1, 1, 1, 1]),
    float(name, read) {
      const block = nodes.uniform(`${label}_${name}`, 0);
      uniforms.push({ ...path, block, apply: (b, v) => { b.value = read(v); } });
      return block.output;
    },
    color3(name, read) {
      const block = nodes.uniform(`${label}_${name}`, [1, 1, 1], true);
      uniforms.push({ ...path, block, apply: (b, v) => { const c = read(v); b.value = new Color3(c.r, c.g, c.b); } });
      return block.output;
    },
    vec4(name, read) {
      const block = nodes.uniform(`${label}_${name}`, [0, 0, 0, 0]);
      uniforms.push({ ...path, block, apply: (b, v) => { const [x, y, z, w] = read(v); b.value = new Vector4(x, y, z, w); } });
      return block.output;
    },
    sample(uv): StageSample {
      const block = new TextureBlock(nodes.name(`${label}_tex`));
      (uv ?? mapped().uv).connectTo(block.uv);
      textures.push({ ...path, block });
      if (!stage.premultAlpha) return { rgb: block.rgb, a: block.a };
      const out = nodes.glsl({
        name: 'kUnpremultiply', code: ['void kUnpremultiply(vec4 c, out vec3 r, out float a) { a = c.a; r = c.a > 0.0 ? c.rgb / c.a : vec3(0.0); }'],
        inputs: { c: block.rgba }, outputs: { r: 'Vector3', a: 'Float' },
      });
      return { rgb: out['r'] as Point, a: out['a'] as Point };
    },
    glsl: (fn) => nodes.glsl(fn),
    sceneLight: (options) => nodes.sceneLight(state.normal, options),
    claim: (name) => nodes.claim(name),
    shareLight: (light) => nodes.shareLight(light),
    output(rgb, alpha) {
      const one = nodes.constant('one', 1);
      const a = alpha ?? one;
      let weight = stage.hasAlpha ? a : one;
      let valueMask = uvs && stage.warpMode === 8 ? uvs.mask : one;
      if (uvs && stage.warpMode === 8) weight = mul1(nodes, weight, uvs.mask);
      if (fresnel) weight = mul1(nodes, weight, fresnel);
      if (state.written('variable2')) {
        weight = mul1(nodes, weight, state.get('variable2'));
        valueMask = mul1(nodes, valueMask, state.get('variable2'));
      }
      const write = { nodes, state, weight, valueMask, hasAlpha: stage.hasAlpha, bendNormal: (normalColor: Point) => {
        // Babylon allows one perturb-normal block per material: the first normal-target stage bends the normal.
        if (!nodes.claim('perturbNormal')) return;
        const perturb = new PerturbNormalBlock(nodes.name(`${label}_normal`));
        nodes.worldPosition.connectTo(perturb.worldPosition);
        state.normal.connectTo(perturb.worldNormal);
        mapped().uv.connectTo(perturb.uv);
        normalColor.connectTo(perturb.normalMapColor);
        nodes.constant('normalStrength', 1).connectTo(perturb.strength);
        state.normal = perturb.output;
        state.normalMap = normalColor;
      } };
      writeColorTarget(write, stage.colorTarget, rgb);
      // One code as both targets: the colour writes it, the alpha only weights.
      if (stage.alphaTarget !== stage.colorTarget) writeAlphaTarget(write, stage.alphaTarget, a);
    },
    lit(rgb, alpha) {
      state.litColor = rgb;
      state.litAlpha = alpha ?? state.get('alpha');
    },
  };
  return graph;
}
