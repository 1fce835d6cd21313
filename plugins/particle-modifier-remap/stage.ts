import { PARTICLE_FIELD_OPTIONS, readField, readTarget, targetDescriptor, titles, writeField } from '../../sdk/index.js';
import type { ParticleStageContribution } from '../../sdk/index.js';

/** Remap modifier: maps a source (life fraction or a field) from one range onto another, into the target */
export const remapModifier: ParticleStageContribution = {
  id: 'RemapModifier', category: 'modifier', order: 40, titles: titles('Remap', '重映射', '重映射'),
  descriptors: [targetDescriptor('size'),
    { name: 'source', type: 'enum', propertyGroup: 'base', rank: 1, default: 'life', titles: titles('Source', '来源', '來源'),
      enum: [{ value: 'life', label: titles('Life fraction', '生命比例', '生命比例') }, ...PARTICLE_FIELD_OPTIONS] },
    { name: 'inMin', type: 'number', propertyGroup: 'base', rank: 2, default: 0, titles: titles('From minimum', '输入最小值', '輸入最小值') },
    { name: 'inMax', type: 'number', propertyGroup: 'base', rank: 3, default: 1, titles: titles('From maximum', '输入最大值', '輸入最大值') },
    { name: 'outMin', type: 'number', propertyGroup: 'base', rank: 4, default: 0.2, titles: titles('To minimum', '输出最小值', '輸出最小值') },
    { name: 'outMax', type: 'number', propertyGroup: 'base', rank: 5, default: 0, titles: titles('To maximum', '输出最大值', '輸出最大值') }],
  modify(buffer, params) {
    const target = readTarget(params.value('target'));
    if (!target) return;
    const sourceName = params.string('source');
    const source = readTarget(sourceName);
    const inMin = params.number('inMin'), span = params.number('inMax') - inMin || 1;
    const outMin = params.number('outMin'), outSpan = params.number('outMax') - outMin;
    for (let i = 0; i < buffer.count; i++) {
      const s = source ? readField(buffer, source, i, 0) : buffer.age[i]! / buffer.life[i]!;
      const t = Math.min(1, Math.max(0, (s - inMin) / span));
      const v = outMin + outSpan * t;
      writeField(buffer, target, i, v, v, v);
    }
  },
};
