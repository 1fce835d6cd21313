import { EMITTER_DESCRIPTORS, aimParticle, titles } from '../../sdk/index.js';
import type { ParticleStageContribution } from '../../sdk/index.js';

/** Circle emitter: particles start on a horizontal ring (or disc) and leave upwards, spread */
export const circleEmitter: ParticleStageContribution = {
  id: 'CircleEmitter', category: 'emitter', order: 40, titles: titles('Circle', '圆形', '圓形'),
  descriptors: [...EMITTER_DESCRIPTORS,
    { name: 'radius', type: 'number', propertyGroup: 'base', rank: 10, min: 0, max: 10000, default: 1, titles: titles('Radius', '半径', '半徑') },
    { name: 'edgeOnly', type: 'boolean', propertyGroup: 'base', rank: 11, default: true, titles: titles('Edge only', '仅边缘', '僅邊緣') },
    { name: 'spread', type: 'number', propertyGroup: 'base', rank: 20, min: 0, max: 1, precision: 2, default: 0.2, titles: titles('Spread', '扩散', '擴散') }],
  emit(buffer, params, frame, start, end) {
    const radius = params.number('radius');
    const edge = params.boolean('edgeOnly');
    const spread = params.number('spread');
    const p = buffer.fields.position;
    for (let i = start; i < end; i++) {
      const a = frame.random() * Math.PI * 2;
      const r = edge ? radius : radius * Math.sqrt(frame.random());
      p[i * 3] = Math.cos(a) * r;
      p[i * 3 + 2] = Math.sin(a) * r;
      aimParticle(buffer, i, 0, 1, 0, spread, frame.random);
    }
  },
};
