import { EMITTER_DESCRIPTORS, aimParticle, titles } from '../../sdk/index.js';
import type { ParticleStageContribution } from '../../sdk/index.js';

/** Lissa emitter: particles start along a Lissajous curve travelled over time */
export const lissaEmitter: ParticleStageContribution = {
  id: 'LissaEmitter', category: 'emitter', order: 70, titles: titles('Lissa', '利萨如', '利薩如'),
  descriptors: [...EMITTER_DESCRIPTORS,
    { name: 'frequency', type: 'vector3', propertyGroup: 'base', rank: 10, default: { x: 3, y: 2, z: 1 }, titles: titles('Frequencies', '频率', '頻率') },
    { name: 'extent', type: 'number', propertyGroup: 'base', rank: 11, min: 0, max: 10000, default: 1, titles: titles('Extent', '范围', '範圍') },
    { name: 'cycle', type: 'number', mode: 'duration', propertyGroup: 'base', rank: 12, min: 0.01, max: 3600, default: 4, titles: titles('Cycle', '周期', '週期') },
    { ...{ name: 'spread', type: 'number', propertyGroup: 'base', rank: 20, min: 0, max: 1, precision: 2, default: 0.2, titles: titles('Spread', '扩散', '擴散') }, default: 0.1 }],
  emit(buffer, params, frame, start, end) {
    const f = params.vector3('frequency');
    const extent = params.number('extent');
    const omega = (Math.PI * 2) / Math.max(0.01, params.number('cycle'));
    const spread = params.number('spread');
    const p = buffer.fields.position;
    for (let i = start; i < end; i++) {
      const t = (frame.time + ((i - start + 1) / (end - start)) * frame.dt) * omega;
      p[i * 3] = Math.sin(f.x * t + Math.PI / 2) * extent;
      p[i * 3 + 1] = Math.sin(f.y * t) * extent;
      p[i * 3 + 2] = Math.sin(f.z * t) * extent;
      aimParticle(buffer, i, 0, 1, 0, spread, frame.random);
    }
  },
};
