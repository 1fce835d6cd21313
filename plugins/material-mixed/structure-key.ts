import type { KChannel, KMaterialOptions, MaterialStageContribution } from './compile-types.js';

/**
 * The part of a mixed material that decides its shader graph: the kinds and switches of every channel and stage, the
 * kinds' structural params and the material options that add or remove blocks. Materials with equal keys share
 * compiled shaders; a change that keeps the key only sets uniforms.
 */
export function structureKey(channels: readonly KChannel[], options: KMaterialOptions, kinds: ReadonlyMap<string, MaterialStageContribution>): string {
  const parts = channels.filter((c) => c.enabled).map((c) => ({
    l: c.light, m: c.subSetMaskType === 1 || c.subSetMaskType === 2, sl: c.light ? c.stageLight : '', b: c.blend, a: c.amountEnable, i: c.invert, f: c.faceMask, c: c.clipMode,
    s: c.stages.filter((s) => s.enabled && kinds.has(s.kind)).map((s) => {
      const kind = kinds.get(s.kind);
      const structural = (kind?.structural ?? []).map((name) => s.params[name] ?? null);
      return [s.kind, s.colorTarget, s.alphaTarget, s.uvSource, s.isCube, s.hasAlpha, s.premultAlpha, s.uvMode, s.warpMode, !!s.fresnel && !!kind?.supportsFresnel, structural];
    }),
  }));
  return JSON.stringify([parts, options.alphaCutOff > 0, options.twoSidedLighting, options.useEnvironment, options.transparent, options.reflectionProbeEnabled, options.refractionEnabled]);
}
