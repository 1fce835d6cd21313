import { applyMathItem, PARTICLE_FIELDS, readMathItems, readTarget, targetDescriptor, titles } from '../../sdk/index.js';
import type { ParticleStageContribution } from '../../sdk/index.js';

/** Math modifier: runs its list of operations (set, add, multiply, …) in order on each component of the target */
export const mathModifier: ParticleStageContribution = {
  id: 'MathModifier', category: 'modifier', order: 80, titles: titles('Math', '数学', '數學'),
  descriptors: [targetDescriptor('size'),
    { name: 'items', type: 'particleMathItems', propertyGroup: 'base', rank: 1, default: [{ op: 'multiply', value: 1 }], titles: titles('Operations', '运算', '運算') }],
  modify(buffer, params) {
    const target = readTarget(params.value('target'));
    if (!target) return;
    const items = readMathItems(params.value('items'));
    const a = buffer.fields[target], n = buffer.count * PARTICLE_FIELDS[target];
    for (let j = 0; j < n; j++) {
      let x = a[j]!;
      for (const item of items) x = applyMathItem(x, item);
      a[j] = x;
    }
  },
};
