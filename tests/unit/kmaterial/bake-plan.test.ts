// What a mixed material bakes into for the glTF export (plugins/material-mixed/bake-kmaterial.ts, docs/interop.md).
import { describe, expect, it } from 'vitest';
import { newKChannel, newKStage } from '../../../sdk/index.js';
import type { KChannel, MaterialStageContribution } from '../../../sdk/index.js';
import { COLOR_STAGES } from '../../../plugins/kstage-color/stages.js';
import { GRADIENT_STAGES } from '../../../plugins/kstage-gradient/stages.js';
import { LIGHT_STAGES } from '../../../plugins/kstage-light/stages.js';
import { bakePlan, notBaked } from '../../../plugins/material-mixed/bake-kmaterial.js';

const kinds = new Map<string, MaterialStageContribution>([...COLOR_STAGES, ...GRADIENT_STAGES, ...LIGHT_STAGES].map((k) => [k.id, k]));
const options = { useEnvironment: false, reflectionProbeEnabled: false, refractionEnabled: false, alphaCutOff: 0, twoSidedLighting: false, transparent: false };
const channel = (stages: KChannel['stages'], extra: Partial<KChannel> = {}): KChannel => ({ ...newKChannel('c', 'c'), stages, ...extra });

describe('the bake plan of a mixed material', () => {
  it('bakes the look of a material without a lit channel as one unlit picture', () => {
    expect(bakePlan([channel([newKStage('Gradient', 'g')])], kinds)).toEqual({ unlit: true, pictures: ['look'] });
    expect(bakePlan([channel([newKStage('Gradient', 'g'), newKStage('Emissive', 'e')])], kinds)).toEqual({ unlit: true, pictures: ['look'] });
    // A disabled lit channel lights nothing.
    expect(bakePlan([channel([newKStage('Color', 'a')]), channel([newKStage('Phong', 'p')], { enabled: false })], kinds).unlit).toBe(true);
  });

  it('bakes a lit material\'s colour, and its emissive, metallic-roughness and normal map only when stages write them', () => {
    expect(bakePlan([channel([newKStage('Gradient', 'g')], { light: true })], kinds)).toEqual({ unlit: false, pictures: ['baseColor'] });
    expect(bakePlan([channel([newKStage('Gradient', 'g'), { ...newKStage('Color', 'e'), colorTarget: 2 }, newKStage('BaseLight', 'l')])], kinds))
      .toEqual({ unlit: false, pictures: ['baseColor', 'emissive'] });
    expect(bakePlan([channel([newKStage('Color', 'a'), newKStage('PBR', 'p')])], kinds)).toEqual({ unlit: false, pictures: ['baseColor', 'metallicRoughness'] });
    expect(bakePlan([channel([{ ...newKStage('Gradient', 'r'), colorTarget: 15 }], { light: true })], kinds).pictures).toEqual(['baseColor', 'metallicRoughness']);
    expect(bakePlan([channel([newKStage('Gradient', 'g'), { ...newKStage('Color', 'n'), colorTarget: 12 }], { light: true })], kinds).pictures).toEqual(['baseColor', 'normal']);
    // Only a colour bends the normal: an alpha aimed at the normal makes no map, and neither does an unlit material.
    expect(bakePlan([channel([{ ...newKStage('Gradient', 'g'), alphaTarget: 12 }], { light: true })], kinds).pictures).toEqual(['baseColor']);
    expect(bakePlan([channel([{ ...newKStage('Color', 'n'), colorTarget: 12 }])], kinds)).toEqual({ unlit: true, pictures: ['look'] });
  });

  it('names what the pictures leave out', () => {
    const lit = [channel([{ ...newKStage('Gradient', 'g'), uvMode: 2, fresnel: { bias: 0.1, power: 2 } }, { ...newKStage('Color', 'n'), colorTarget: 12 }], { light: true })];
    expect(notBaked(lit, { ...options, useEnvironment: true }, kinds, false)).toEqual([
      expect.stringMatching(/^lighting/), 'environment reflection and refraction',
      expect.stringMatching(/^view-dependent/), expect.stringMatching(/^planar and spherical/),
    ]);
    expect(notBaked([channel([newKStage('Gradient', 'g')])], options, kinds, true)).toEqual([]);
  });
});
