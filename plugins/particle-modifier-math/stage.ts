import { applyMathItem, readField, readMathItems, readTarget, targetDescriptor, titles, writeField } from '../../sdk/index.js';
import type { ParticleStageContribution } from '../../sdk/index.js';

/** Math modifier: runs its list of operations (set, add, multiply, …) in order on each component of the target */
export const mathModifier: ParticleStageContribution = {
  kind: 'MathModifier', category: 'modifier', order: 80, titles: titles('Math', '数学', '數學'),
  descriptors: [targetDescriptor('size'),
    { name: 'items', type: 'particleMathItems', propertyGroup: 'base', rank: 1, default: [{ op: 'multiply', value: 1 }], titles: titles('Operations', '运算', '運算') }],
  modify(buffer, params) {
    const target = readTarget(params.value('target'));
    if (!target) return;
    const items = readMathItems(params.value('items'));
    const out = [0, 0, 0];
    for (let i = 0; i < buffer.count; i++) {
      for (let k = 0; k < 3; k++) {
        let x = readField(buffer, target, i, k);
        for (const item of items) x = applyMathItem(x, item);
        out[k] = x;
      }
      writeField(buffer, target, i, out[0]!, out[1]!, out[2]!);
    }
  },
};
