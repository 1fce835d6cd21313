import { EMITTER_DESCRIPTORS, aimParticle, titles } from '../../sdk/index.js';
import type { ParticleStageContribution } from '../../sdk/index.js';

/** Box emitter: particles start anywhere inside a box and leave upwards, spread */
export const boxEmitter: ParticleStageContribution = {
  id: 'BoxEmitter', category: 'emitter', order: 30, titles: titles('Box', '盒体', '盒體'),
  descriptors: [...EMITTER_DESCRIPTORS,
    { name: 'boxSize', type: 'vector3', propertyGroup: 'base', rank: 10, default: { x: 1, y: 1, z: 1 }, titles: titles('Box size', '盒体尺寸', '盒體尺寸') },
    { name: 'spread', type: 'number', propertyGroup: 'base', rank: 20, min: 0, max: 1, precision: 2, default: 0.2, titles: titles('Spread', '扩散', '擴散') }],
  emit(buffer, params, frame, start, end) {
    const s = params.vector3('boxSize');
    const spread = params.number('spread');
    const p = buffer.fields.position;
    for (let i = start; i < end; i++) {
      p[i * 3] = (frame.random() - 0.5) * s.x;
      p[i * 3 + 1] = (frame.random() - 0.5) * s.y;
      p[i * 3 + 2] = (frame.random() - 0.5) * s.z;
      aimParticle(buffer, i, 0, 1, 0, spread, frame.random);
    }
  },
};
