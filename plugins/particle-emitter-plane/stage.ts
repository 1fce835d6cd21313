import { EMITTER_DESCRIPTORS, aimParticle, titles } from '../../sdk/index.js';
import type { ParticleStageContribution } from '../../sdk/index.js';

/** Plane emitter: particles start on a horizontal rectangle and leave upwards, spread */
export const planeEmitter: ParticleStageContribution = {
  id: 'PlaneEmitter', category: 'emitter', order: 20, titles: titles('Plane', '平面', '平面'),
  descriptors: [...EMITTER_DESCRIPTORS,
    { name: 'width', type: 'number', propertyGroup: 'base', rank: 10, min: 0, max: 10000, default: 2, titles: titles('Width', '宽度', '寬度') },
    { name: 'depth', type: 'number', propertyGroup: 'base', rank: 11, min: 0, max: 10000, default: 2, titles: titles('Depth', '深度', '深度') },
    { name: 'spread', type: 'number', propertyGroup: 'base', rank: 20, min: 0, max: 1, precision: 2, default: 0.2, titles: titles('Spread', '扩散', '擴散') }],
  emit(buffer, params, frame, start, end) {
    const w = params.number('width'), d = params.number('depth');
    const spread = params.number('spread');
    const p = buffer.fields.position;
    for (let i = start; i < end; i++) {
      p[i * 3] = (frame.random() - 0.5) * w;
      p[i * 3 + 2] = (frame.random() - 0.5) * d;
      aimParticle(buffer, i, 0, 1, 0, spread, frame.random);
    }
  },
};
