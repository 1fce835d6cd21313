import type { NodeMaterialConnectionPoint } from '@babylonjs/core/Materials/Node/nodeMaterialBlockConnectionPoint.js';
import type { KChannel, MaterialStageContribution } from '../../sdk/index.js';
import type { ChannelState } from './channel-state.js';
import type { BakeChannel } from './compile-types.js';
import { stageValues } from './stage-values.js';
import type { EnvironmentTargets } from './environment.js';
import type { GraphNodes } from './graph-nodes.js';
import { ENVIRONMENT_SLOTS } from './stage-targets.js';

type Point = NodeMaterialConnectionPoint;

/** Irradiation (13): light arriving besides the scene's lights, like a baked light map: adds colour × irradiation. */
export function addIrradiation(nodes: GraphNodes, state: ChannelState, rgb: Point): Point {
  if (!state.written('irradiation')) return rgb;
  return nodes.glsl({
    name: 'kIrradiate', code: ['void kIrradiate(vec3 lit, vec3 c, vec3 e, out vec3 r) { r = lit + c * e; }'],
    inputs: { lit: rgb, c: state.get('color'), e: state.get('irradiation') }, outputs: { r: 'Vector3' },
  })['r'] as Point;
}

/** The environment targets the channel's stages wrote (unwritten ones at their start values), or undefined if none. */
export function environmentTargets(state: ChannelState): EnvironmentTargets | undefined {
  if (!ENVIRONMENT_SLOTS.some((slot) => state.written(slot))) return undefined;
  return {
    tint: state.get('envColor'),
    strength: state.get('envStrength'),
    reflectance: state.get('reflect'),
    turbidity: state.written('turbidity') ? state.get('turbidity') : undefined,
  };
}

/**
 * Colour mask (48): the channel's weight per colour component, so where the mask is black the channels below show
 * through, where it is red only their red is replaced. The alpha the channel adds is weighted by the mask's largest
 * component. Undefined when no stage wrote the mask (the channel blends by its scalar weight).
 */
export function maskedWeight(nodes: GraphNodes, state: ChannelState, weight: Point): { rgb: Point; alpha: Point } | undefined {
  if (!state.written('colorMask')) return undefined;
  const out = nodes.glsl({
    name: 'kColorMask', code: ['void kColorMask(float w, vec3 m, out vec3 r, out float a) { vec3 c = clamp(m, 0.0, 1.0); r = w * c; a = w * max(c.r, max(c.g, c.b)); }'],
    inputs: { w: weight, m: state.get('colorMask') }, outputs: { r: 'Vector3', a: 'Float' },
  });
  return { rgb: out['r'] as Point, alpha: out['a'] as Point };
}

/** A channel's colour in a bake graph (compile-types.ts, BakeChannel): what its slots hold, without light. */
export function bakedChannelColor(nodes: GraphNodes, state: ChannelState, bake: BakeChannel, channel: KChannel, kinds: ReadonlyMap<string, MaterialStageContribution>): Point {
  if (bake === 'baseColor') return state.get('color');
  if (bake === 'emissive') return state.get('emissive');
  // Not per channel: compileGraph draws the material's normal map in place of the channels' blend.
  if (bake === 'normal') return state.get('color');
  if (bake === 'look') {
    return nodes.glsl({ name: 'kUnlit', code: ['void kUnlit(vec3 c, vec3 e, out vec3 r) { r = c + e; }'], inputs: { c: state.get('color'), e: state.get('emissive') }, outputs: { r: 'Vector3' } })['r'] as Point;
  }
  // A PBR stage multiplies the slots by its factors; without one a channel is a rough dielectric unless a stage wrote metal.
  const pbrStage = channel.stages.find((s) => s.enabled && kinds.get(s.kind)?.pbr);
  const pbr = pbrStage ? stageValues(pbrStage, kinds.get(pbrStage.kind)!) : undefined;
  const metallic = nodes.constant('bakeMetallic', pbr ? pbr.number('metallic') : state.written('metallic') ? 1 : 0);
  const roughness = nodes.constant('bakeRoughness', pbr ? pbr.number('roughness') : 1);
  return nodes.glsl({
    name: 'kBakeMetalRough', code: ['void kBakeMetalRough(float m, float mf, float r, float rf, out vec3 o) { o = vec3(0.0, clamp(r * rf, 0.0, 1.0), clamp(m * mf, 0.0, 1.0)); }'],
    inputs: { m: state.get('metallic'), mf: metallic, r: state.get('roughness'), rf: roughness }, outputs: { o: 'Vector3' },
  })['o'] as Point;
}
