import { EMITTER_DESCRIPTORS, aimParticle, titles } from '../../sdk/index.js';
import type { ParticleStageContribution } from '../../sdk/index.js';

/** Source emitter: particles start at one point and leave along a direction, spread in a cone */
export const sourceEmitter: ParticleStageContribution = {
  id: 'SourceEmitter', category: 'emitter', order: 10, titles: titles('Source', '点源', '點源'),
  descriptors: [...EMITTER_DESCRIPTORS,
    { name: 'direction', type: 'vector3', propertyGroup: 'base', rank: 10, default: { x: 0, y: 1, z: 0 }, titles: titles('Direction', '方向', '方向') },
    { name: 'spread', type: 'number', propertyGroup: 'base', rank: 20, min: 0, max: 1, precision: 2, default: 0.2, titles: titles('Spread', '扩散', '擴散') }],
  emit(buffer, params, frame, start, end) {
    const d = params.vector3('direction');
    const spread = params.number('spread');
    for (let i = start; i < end; i++) aimParticle(buffer, i, d.x, d.y, d.z, spread, frame.random);
  },
};
