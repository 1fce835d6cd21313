import { EMITTER_DESCRIPTORS, aimParticle, titles } from '../../sdk/index.js';
import type { ParticleStageContribution } from '../../sdk/index.js';

/** Grid emitter: particles start on the points of a horizontal grid, in turn, and leave upwards */
export const gridEmitter: ParticleStageContribution = {
  id: 'GridEmitter', category: 'emitter', order: 60, titles: titles('Grid', '网格', '網格'),
  descriptors: [...EMITTER_DESCRIPTORS,
    { name: 'countX', type: 'int', mode: 'int', propertyGroup: 'base', rank: 10, min: 1, max: 1000, default: 10, titles: titles('Columns', '列数', '欄數') },
    { name: 'countZ', type: 'int', mode: 'int', propertyGroup: 'base', rank: 11, min: 1, max: 1000, default: 10, titles: titles('Rows', '行数', '行數') },
    { name: 'spacing', type: 'number', propertyGroup: 'base', rank: 12, min: 0, max: 1000, default: 0.2, titles: titles('Spacing', '间距', '間距') },
    { ...{ name: 'spread', type: 'number', propertyGroup: 'base', rank: 20, min: 0, max: 1, precision: 2, default: 0.2, titles: titles('Spread', '扩散', '擴散') }, default: 0 }],
  emit(buffer, params, frame, start, end) {
    const nx = Math.max(1, Math.floor(params.number('countX'))), nz = Math.max(1, Math.floor(params.number('countZ')));
    const spacing = params.number('spacing');
    const spread = params.number('spread');
    const p = buffer.fields.position;
    for (let i = start; i < end; i++) {
      const cell = buffer.fields.index[i]! % (nx * nz);
      p[i * 3] = ((cell % nx) - (nx - 1) / 2) * spacing;
      p[i * 3 + 2] = (Math.floor(cell / nx) - (nz - 1) / 2) * spacing;
      aimParticle(buffer, i, 0, 1, 0, spread, frame.random);
    }
  },
};
