import type { NodeMaterialConnectionPoint } from '@babylonjs/core/Materials/Node/nodeMaterialBlockConnectionPoint.js';
import { ReflectionTextureBlock } from '@babylonjs/core/Materials/Node/Blocks/Dual/reflectionTextureBlock.js';
import type { KChannel, KMaterialOptions, ChannelBinding } from './compile-types.js';
import type { GraphNodes } from './graph-nodes.js';

type Point = NodeMaterialConnectionPoint;

/** Index of refraction when no stage of the channel gives one (glass). */
export const DEFAULT_REFRACTION_INDEX = 1.5;

/** The environment samplers of a compiled material; the instance gives them the scene environment or its probe. */
export interface EnvironmentBinding {
  readonly block: ReflectionTextureBlock;
}

/** A lit channel's colour and alpha with the environment's reflection and refraction added. */
export interface EnvironmentResult {
  readonly rgb: Point;
  readonly alpha: Point;
}

/** The first `indexOfRefraction` a channel's stages carry (the PBR light stage has one), clamped to 1–3.5. */
export function channelRefractionIndex(channel: KChannel | undefined): number {
  for (const stage of channel?.stages ?? []) {
    const value = stage.params['indexOfRefraction'];
    if (typeof value === 'number' && Number.isFinite(value)) return Math.min(3.5, Math.max(1, value));
  }
  return DEFAULT_REFRACTION_INDEX;
}

/** Whether any option needs the environment in the shader. */
export function usesEnvironment(options: KMaterialOptions): boolean {
  return options.useEnvironment || options.reflectionProbeEnabled || options.refractionEnabled;
}

function sampler(nodes: GraphNodes, label: string, normal: Point, bindings: EnvironmentBinding[]): Point {
  const block = new ReflectionTextureBlock(nodes.name(label));
  nodes.localPosition.connectTo(block.position);
  nodes.worldPosition.connectTo(block.worldPosition);
  normal.connectTo(block.worldNormal);
  nodes.world.connectTo(block.world);
  nodes.cameraPosition.connectTo(block.cameraPosition);
  nodes.view.connectTo(block.view);
  bindings.push({ block });
  return block.rgb;
}

/**
 * What a channel's environment targets set: the environment colour (5, tints the reflected environment, or is the
 * environment when the material samples none), strength (14, scales the reflection), reflectance at normal incidence
 * (33, the fresnel F0: 0.04 a dielectric, 1 a mirror) and turbidity (51, jitters the normal the environment is sampled
 * along by that much per pixel, a frosted, blurred reflection and refraction).
 */
export interface EnvironmentTargets {
  readonly tint: Point;
  readonly strength: Point;
  readonly reflectance: Point;
  readonly turbidity: Point | undefined;
}

function turbid(nodes: GraphNodes, normal: Point, amount: Point): Point {
  return nodes.glsl({
    name: 'kTurbid',
    code: [
      'void kTurbid(vec4 n, vec4 p, float t, out vec4 r) {',
      '  vec3 h = fract(sin(vec3(dot(p.xyz, vec3(127.1, 311.7, 74.7)), dot(p.xyz, vec3(269.5, 183.3, 246.1)), dot(p.xyz, vec3(113.5, 271.9, 124.6)))) * 43758.5453) * 2.0 - 1.0;',
      '  r = vec4(normalize(normalize(n.xyz) + h * t), n.w);',
      '}',
    ],
    inputs: { n: normal, p: nodes.worldPosition, t: amount }, outputs: { r: 'Vector4' },
  })['r'] as Point;
}

/**
 * Add the environment to a channel: a lit channel with an environment option, or any channel whose stages write an
 * environment target (`targets`). Reflection (useEnvironment, or the reflection probe when enabled, tinted by the
 * environment colour target; with neither option, targets reflect a uniform environment of the target colour): the environment along the mirrored view ray, weighted by the
 * channel's specular and a Schlick fresnel (F0 0.04 or the reflect target), as a dielectric reflects. Refraction (lit
 * channels): the environment along the refracted view ray (the channel's index of refraction)
 * shows where the channel is see-through, and the channel becomes opaque (the refraction is what is behind it).
 * Babylon's reflection sampler only mirrors, so the refracted ray is sampled by handing it the normal that mirrors the
 * view ray onto the refracted one (the bisector of the two).
 */
export function addEnvironment(
  nodes: GraphNodes, input: { rgb: Point; alpha: Point; normal: Point; specular: Point; lit: boolean; targets?: EnvironmentTargets }, channelIndex: number,
  options: KMaterialOptions, bindings: EnvironmentBinding[], channelUniforms: ChannelBinding[],
): EnvironmentResult {
  let { rgb, alpha } = input;
  const { targets } = input;
  const normal = targets?.turbidity ? turbid(nodes, input.normal, targets.turbidity) : input.normal;
  // The material's environment: for lit channels, and for any channel that asks for it through its targets.
  const sampled = (input.lit || !!targets) && (options.useEnvironment || options.reflectionProbeEnabled);
  if (targets) {
    const env = sampled ? nodes.glsl({
      name: 'kEnvTint', code: ['void kEnvTint(vec3 e, vec3 t, out vec3 r) { r = e * t; }'],
      inputs: { e: sampler(nodes, 'envReflection', normal, bindings), t: targets.tint }, outputs: { r: 'Vector3' },
    })['r'] as Point : targets.tint;
    rgb = nodes.glsl({
      name: 'kEnvReflectTargets',
      code: ['void kEnvReflectTargets(vec3 c, vec3 env, vec3 s, vec4 n, vec3 v, float f0, float k, out vec3 r) { float f = f0 + (1.0 - f0) * pow(1.0 - clamp(dot(normalize(n.xyz), v), 0.0, 1.0), 5.0); r = c + env * s * f * k; }'],
      inputs: { c: rgb, env, s: input.specular, n: normal, v: nodes.viewDirection, f0: targets.reflectance, k: targets.strength }, outputs: { r: 'Vector3' },
    })['r'] as Point;
  } else if (sampled) {
    const reflected = sampler(nodes, 'envReflection', normal, bindings);
    rgb = nodes.glsl({
      name: 'kEnvReflect',
      code: ['void kEnvReflect(vec3 c, vec3 env, vec3 s, vec4 n, vec3 v, out vec3 r) { float f = 0.04 + 0.96 * pow(1.0 - clamp(dot(normalize(n.xyz), v), 0.0, 1.0), 5.0); r = c + env * s * f; }'],
      inputs: { c: rgb, env: reflected, s: input.specular, n: normal, v: nodes.viewDirection }, outputs: { r: 'Vector3' },
    })['r'] as Point;
  }
  if (input.lit && options.refractionEnabled) {
    const ior = nodes.uniform(`refractionIndex${channelIndex}`, DEFAULT_REFRACTION_INDEX);
    channelUniforms.push({ block: ior, apply: (b, channels) => { b.value = channelRefractionIndex(channels[channelIndex]); } });
    const bent = nodes.glsl({
      name: 'kRefractNormal',
      code: [
        'void kRefractNormal(vec4 n, vec3 v, float ior, out vec4 r) {',
        '  vec3 i = -v; vec3 nn = normalize(n.xyz); vec3 d = refract(i, nn, 1.0 / ior);',
        '  if (dot(d, d) < 1e-6) d = reflect(i, nn);',
        '  vec3 m = i - d;',
        '  r = vec4(dot(m, m) < 1e-8 ? normalize(cross(i, abs(i.y) < 0.9 ? vec3(0.0, 1.0, 0.0) : vec3(1.0, 0.0, 0.0))) : normalize(m), 0.0);',
        '}',
      ],
      inputs: { n: normal, v: nodes.viewDirection, ior: ior.output }, outputs: { r: 'Vector4' },
    })['r'] as Point;
    const refracted = sampler(nodes, 'envRefraction', bent, bindings);
    const out = nodes.glsl({
      name: 'kEnvRefract',
      code: ['void kEnvRefract(vec3 c, float a, vec3 env, out vec3 r, out float ra) { r = mix(env, c, clamp(a, 0.0, 1.0)); ra = 1.0; }'],
      inputs: { c: rgb, a: alpha, env: refracted }, outputs: { r: 'Vector3', ra: 'Float' },
    });
    rgb = out['r'] as Point;
    alpha = out['ra'] as Point;
  }
  return { rgb, alpha };
}
