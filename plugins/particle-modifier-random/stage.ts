import { hash01, PARTICLE_FIELDS, readTarget, targetDescriptor, titles } from '../../sdk/index.js';
import type { ParticleStageContribution } from '../../sdk/index.js';

/** Random modifier: gives each particle its own value of the target between a minimum and a maximum (stable for the particle, from the seed) */
export const randomModifier: ParticleStageContribution = {
  id: 'RandomModifier', category: 'modifier', order: 30, titles: titles('Random', '随机', '隨機'),
  descriptors: [targetDescriptor('size'),
    { name: 'min', type: 'vector3', propertyGroup: 'base', rank: 1, default: { x: 0.05, y: 0.05, z: 0.05 }, titles: titles('Minimum', '最小值', '最小值') },
    { name: 'max', type: 'vector3', propertyGroup: 'base', rank: 2, default: { x: 0.2, y: 0.2, z: 0.2 }, titles: titles('Maximum', '最大值', '最大值') }],
  modify(buffer, params, frame) {
    const target = readTarget(params.value('target'));
    if (!target) return;
    const lo = params.vector3('min'), hi = params.vector3('max');
    const low = [lo.x, lo.y, lo.z], span = [hi.x - lo.x, hi.y - lo.y, hi.z - lo.z];
    const index = buffer.fields.index;
    const a = buffer.fields[target], w = PARTICLE_FIELDS[target];
    for (let i = 0; i < buffer.count; i++) {
      const n = index[i]!;
      for (let k = 0; k < w; k++) a[i * w + k] = low[k]! + span[k]! * hash01(frame.seed, n, k);
    }
  },
};
