import type { NodeMaterial } from '@babylonjs/core/Materials/Node/nodeMaterial.js';
import type { Scene } from '@babylonjs/core/scene.js';
import { KSTAGE_TARGET } from '../../sdk/index.js';
import type { BakedPixels, KChannel, MaterialBake, MaterialBakeRequest, MaterialStageContribution } from '../../sdk/index.js';
import { compileGraph } from './compile.js';
import type { BakeChannel, CompiledGraph, KMaterialOptions } from './compile-types.js';
import { renderOverUv } from './bake-render.js';

/** Light kinds that show the channel's colour as it is (no scene light). */
const UNLIT_LIGHT_KINDS = new Set(['NoLight', 'Emissive']);
/** Largest bake picture. */
const MAX_SIZE = 2048;

type Kinds = ReadonlyMap<string, MaterialStageContribution>;

const enabledStages = (channels: readonly KChannel[]) => channels.filter((c) => c.enabled).flatMap((c) => c.stages.filter((s) => s.enabled));
const writes = (channels: readonly KChannel[], ...targets: number[]) =>
  enabledStages(channels).some((s) => targets.includes(s.colorTarget) || targets.includes(s.alphaTarget));

/** Whether a channel is lit by the scene's lights: a light stage (or its implied one) other than no-light and emissive. */
export function isLitChannel(channel: KChannel, kinds: Kinds): boolean {
  const light = channel.stages.find((s) => s.enabled && kinds.get(s.kind)?.family === 'light');
  if (light) return !UNLIT_LIGHT_KINDS.has(light.kind);
  return channel.light && kinds.get(channel.stageLight)?.family === 'light' && !UNLIT_LIGHT_KINDS.has(channel.stageLight);
}

/**
 * Which pictures a mixed material bakes to (docs/interop.md, "Baked materials"): a material without a lit channel is
 * unlit, its look (colour plus emissive) one picture; a lit one bakes its colour, and its emissive and
 * metallic-roughness only when a stage writes them (or a PBR stage sets the factors), and its normal map when a stage
 * bends the normal.
 */
export function bakePlan(channels: readonly KChannel[], kinds: Kinds): { unlit: boolean; pictures: BakeChannel[] } {
  const live = channels.filter((c) => c.enabled);
  const unlit = !live.some((c) => isLitChannel(c, kinds));
  if (unlit) return { unlit, pictures: ['look'] };
  const pictures: BakeChannel[] = ['baseColor'];
  if (writes(channels, KSTAGE_TARGET.emissive)) pictures.push('emissive');
  const pbr = enabledStages(channels).some((s) => kinds.get(s.kind)?.pbr);
  if (pbr || writes(channels, KSTAGE_TARGET.roughness, KSTAGE_TARGET.metal, KSTAGE_TARGET.gloss)) pictures.push('metallicRoughness');
  // A normal-target stage bends the normal with its colour only; an alpha aimed at the normal does nothing.
  if (enabledStages(channels).some((s) => s.colorTarget === KSTAGE_TARGET.normal)) pictures.push('normal');
  return { unlit, pictures };
}

/** What the pictures leave out of the material's look, for the export's extras. */
export function notBaked(channels: readonly KChannel[], options: KMaterialOptions, kinds: Kinds, unlit: boolean): string[] {
  const stages = enabledStages(channels);
  const notes: string[] = [];
  if (!unlit) notes.push('lighting: the light stages are left to the glTF viewer\'s lights');
  if (options.useEnvironment || options.reflectionProbeEnabled || options.refractionEnabled || stages.some((s) => s.isCube)
    || writes(channels, KSTAGE_TARGET.environment, KSTAGE_TARGET.environmentColor, KSTAGE_TARGET.reflect, KSTAGE_TARGET.turbidity)) notes.push('environment reflection and refraction');
  if (writes(channels, KSTAGE_TARGET.gloss, KSTAGE_TARGET.specular)) notes.push('specular colour and gloss');
  if (writes(channels, KSTAGE_TARGET.irradiation)) notes.push('irradiation');
  if (stages.some((s) => s.fresnel && kinds.get(s.kind)?.supportsFresnel) || stages.some((s) => s.kind === 'IncidenceLight')) notes.push('view-dependent terms (fresnel, incidence), baked as seen head-on');
  if (stages.some((s) => s.uvMode !== 0)) notes.push('planar and spherical coordinates, baked over a flat unit square');
  if (stages.some((s) => s.uvSource === 1)) notes.push('the second texture coordinate set, baked over the first');
  if (writes(channels, KSTAGE_TARGET.flow) || channels.some((c) => c.faceMask !== 0 || c.subSetMaskType !== 0)) notes.push('flow, face and sub-set masks');
  return notes;
}

/** What baking needs of a mixed material instance. */
export interface KMaterialBakeSource {
  readonly scene: Scene;
  readonly channels: readonly KChannel[];
  readonly options: KMaterialOptions;
  readonly kinds: Kinds;
  /** Set the compiled graph's uniforms and textures from the channels, as the live material's are. */
  bind(compiled: CompiledGraph): void;
}

/** Bake a mixed material's channels into pictures over texture space with the engine; undefined without pixels (no GPU). */
export async function bakeKMaterial(source: KMaterialBakeSource, request: MaterialBakeRequest): Promise<MaterialBake | undefined> {
  const size = Math.max(1, Math.min(MAX_SIZE, 2 ** Math.round(Math.log2(Math.max(1, request.size)))));
  const { unlit, pictures } = bakePlan(source.channels, source.kinds);
  const made = new Map<BakeChannel, BakedPixels>();
  for (const picture of pictures) {
    const pixels = await renderOverUv(source.scene, size, (material: NodeMaterial) => {
      source.bind(compileGraph(material, source.channels, source.options, { kinds: source.kinds, bake: picture }));
    });
    if (!pixels) return undefined;
    made.set(picture, pixels);
  }
  return {
    baseColor: made.get(unlit ? 'look' : 'baseColor')!,
    ...(made.has('emissive') ? { emissive: made.get('emissive') } : {}),
    ...(made.has('metallicRoughness') ? { metallicRoughness: made.get('metallicRoughness') } : {}),
    ...(made.has('normal') ? { normal: made.get('normal') } : {}),
    unlit,
    transparent: source.options.transparent,
    alphaCutOff: source.options.alphaCutOff,
    notBaked: notBaked(source.channels, source.options, source.kinds, unlit),
  };
}
