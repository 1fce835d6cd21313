import { readTarget, targetDescriptor, titles, writeField } from '../../sdk/index.js';
import type { ParticleStageContribution } from '../../sdk/index.js';

/** Rim modifier: fades the target in at the start and out at the end of each particle’s life */
export const rimModifier: ParticleStageContribution = {
  id: 'RimModifier', category: 'modifier', order: 90, titles: titles('Rim', '边缘淡化', '邊緣淡化'),
  descriptors: [targetDescriptor('alpha'),
    { name: 'value', type: 'number', propertyGroup: 'base', rank: 1, default: 1, titles: titles('Value', '数值', '數值') },
    { name: 'fadeIn', type: 'number', mode: 'percent', propertyGroup: 'base', rank: 2, min: 0, max: 1, default: 0.1, titles: titles('Fade in', '淡入', '淡入') },
    { name: 'fadeOut', type: 'number', mode: 'percent', propertyGroup: 'base', rank: 3, min: 0, max: 1, default: 0.3, titles: titles('Fade out', '淡出', '淡出') }],
  modify(buffer, params) {
    const target = readTarget(params.value('target'));
    if (!target) return;
    const value = params.number('value'), fadeIn = params.number('fadeIn'), fadeOut = params.number('fadeOut');
    for (let i = 0; i < buffer.count; i++) {
      const t = Math.min(1, buffer.age[i]! / buffer.life[i]!);
      const rise = fadeIn > 0 ? Math.min(1, t / fadeIn) : 1;
      const fall = fadeOut > 0 ? Math.min(1, (1 - t) / fadeOut) : 1;
      const v = value * rise * fall;
      writeField(buffer, target, i, v, v, v);
    }
  },
};
