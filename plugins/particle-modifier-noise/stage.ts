import { PARTICLE_FIELDS, readTarget, targetDescriptor, titles } from '../../sdk/index.js';
import { noiseLattice, sampleNoise3 } from './noise-lattice.js';
import type { ParticleStageContribution } from '../../sdk/index.js';

/** Per-particle scratch (three channels at most). */
const noise = new Float32Array(3);

/** Noise modifier: adds smooth 3D noise, sampled at each particle’s position, to the target per second */
export const noiseModifier: ParticleStageContribution = {
  id: 'NoiseModifier', category: 'modifier', order: 100, titles: titles('Noise', '噪波', '雜訊'),
  descriptors: [targetDescriptor('speed'),
    { name: 'strength', type: 'number', propertyGroup: 'base', rank: 1, min: 0, max: 10000, default: 2, titles: titles('Strength', '强度', '強度') },
    { name: 'frequency', type: 'number', propertyGroup: 'base', rank: 2, min: 0, max: 1000, default: 1, titles: titles('Frequency', '频率', '頻率') },
    { name: 'drift', type: 'number', propertyGroup: 'base', rank: 3, min: 0, max: 1000, default: 0.5, titles: titles('Drift', '漂移', '漂移') }],
  modify(buffer, params, frame) {
    const target = readTarget(params.value('target'));
    if (!target) return;
    const strength = params.number('strength') * frame.dt, f = params.number('frequency');
    const shift = frame.time * params.number('drift');
    const p = buffer.fields.position;
    const a = buffer.fields[target], w = PARTICLE_FIELDS[target];
    // One lattice with a channel per component: the weights are computed once per particle for all of them.
    const lattice = noiseLattice(frame.seed, w);
    for (let i = 0; i < buffer.count; i++) {
      const j = i * 3, o = i * w;
      sampleNoise3(lattice, p[j]! * f + shift, p[j + 1]! * f, p[j + 2]! * f, noise, 0);
      for (let k = 0; k < w; k++) a[o + k]! += noise[k]! * strength;
    }
  },
};
