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
 * Add the environment to a lit channel. Reflection (useEnvironment, or the reflection probe when enabled): the
 * environment along the mirrored view ray, weighted by the channel's specular and a Schlick fresnel (F0 0.04), as a
 * dielectric reflects. Refraction: the environment along the refracted view ray (the channel's index of refraction)
 * shows where the channel is see-through, and the channel becomes opaque (the refraction is what is behind it).
 * Babylon's reflection sampler only mirrors, so the refracted ray is sampled by handing it the normal that mirrors the
 * view ray onto the refracted one (the bisector of the two).
 */
export function addEnvironment(
  nodes: GraphNodes, input: { rgb: Point; alpha: Point; normal: Point; specular: Point }, channelIndex: number,
  options: KMaterialOptions, bindings: EnvironmentBinding[], channelUniforms: ChannelBinding[],
): EnvironmentResult {
  let { rgb, alpha } = input;
  if (options.useEnvironment || options.reflectionProbeEnabled) {
    const reflected = sampler(nodes, 'envReflection', input.normal, bindings);
    rgb = nodes.glsl({
      name: 'kEnvReflect',
      code: ['void kEnvReflect(vec3 c, vec3 env, vec3 s, vec4 n, vec3 v, out vec3 r) { float f = 0.04 + 0.96 * pow(1.0 - clamp(dot(normalize(n.xyz), v), 0.0, 1.0), 5.0); r = c + env * s * f; }'],
      inputs: { c: rgb, env: reflected, s: input.specular, n: input.normal, v: nodes.viewDirection }, outputs: { r: 'Vector3' },
    })['r'] as Point;
  }
  if (options.refractionEnabled) {
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
      inputs: { n: input.normal, v: nodes.viewDirection, ior: ior.output }, outputs: { r: 'Vector4' },
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
