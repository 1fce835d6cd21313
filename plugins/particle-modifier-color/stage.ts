import { readTarget, targetDescriptor, titles, writeField } from '../../sdk/index.js';
import type { ParticleStageContribution } from '../../sdk/index.js';

/** Color modifier: the target goes from a start colour to an end colour over each particle’s life */
export const colorModifier: ParticleStageContribution = {
  id: 'ColorModifier', category: 'modifier', order: 10, titles: titles('Color', '颜色', '顏色'),
  descriptors: [targetDescriptor('color'),
    { name: 'startColor', type: 'color3', propertyGroup: 'base', rank: 1, default: { r: 1, g: 1, b: 1 }, titles: titles('Start colour', '起始颜色', '起始顏色') },
    { name: 'endColor', type: 'color3', propertyGroup: 'base', rank: 2, default: { r: 1, g: 0.3, b: 0 }, titles: titles('End colour', '结束颜色', '結束顏色') }],
  modify(buffer, params) {
    const target = readTarget(params.value('target'));
    if (!target) return;
    const a = params.color3('startColor'), b = params.color3('endColor');
    for (let i = 0; i < buffer.count; i++) {
      const t = Math.min(1, buffer.age[i]! / buffer.life[i]!);
      writeField(buffer, target, i, a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t, a.b + (b.b - a.b) * t);
    }
  },
};
