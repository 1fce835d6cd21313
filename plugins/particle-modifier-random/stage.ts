import { hash01, readTarget, targetDescriptor, titles, writeField } from '../../sdk/index.js';
import type { ParticleStageContribution } from '../../sdk/index.js';

/** Random modifier: gives each particle its own value of the target between a minimum and a maximum (stable for the particle, from the seed) */
export const randomModifier: ParticleStageContribution = {
  kind: 'RandomModifier', category: 'modifier', order: 30, titles: titles('Random', '随机', '隨機'),
  descriptors: [targetDescriptor('size'),
    { name: 'min', type: 'vector3', propertyGroup: 'base', rank: 1, default: { x: 0.05, y: 0.05, z: 0.05 }, titles: titles('Minimum', '最小值', '最小值') },
    { name: 'max', type: 'vector3', propertyGroup: 'base', rank: 2, default: { x: 0.2, y: 0.2, z: 0.2 }, titles: titles('Maximum', '最大值', '最大值') }],
  modify(buffer, params, frame) {
    const target = readTarget(params.value('target'));
    if (!target) return;
    const lo = params.vector3('min'), hi = params.vector3('max');
    const index = buffer.fields.index;
    for (let i = 0; i < buffer.count; i++) {
      const n = index[i]!;
      writeField(buffer, target, i,
        lo.x + (hi.x - lo.x) * hash01(frame.seed, n, 0),
        lo.y + (hi.y - lo.y) * hash01(frame.seed, n, 1),
        lo.z + (hi.z - lo.z) * hash01(frame.seed, n, 2));
    }
  },
};
