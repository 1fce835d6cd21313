import { EMITTER_DESCRIPTORS, aimParticle, randomUnit, titles } from '../../sdk/index.js';
import type { ParticleStageContribution } from '../../sdk/index.js';

/** Sphere emitter: particles start on (or in) a sphere and leave outwards */
export const sphereEmitter: ParticleStageContribution = {
  id: 'SphereEmitter', category: 'emitter', order: 50, titles: titles('Sphere', '球体', '球體'),
  descriptors: [...EMITTER_DESCRIPTORS,
    { name: 'radius', type: 'number', propertyGroup: 'base', rank: 10, min: 0, max: 10000, default: 1, titles: titles('Radius', '半径', '半徑') },
    { name: 'surfaceOnly', type: 'boolean', propertyGroup: 'base', rank: 11, default: true, titles: titles('Surface only', '仅表面', '僅表面') },
    { ...{ name: 'spread', type: 'number', propertyGroup: 'base', rank: 20, min: 0, max: 1, precision: 2, default: 0.2, titles: titles('Spread', '扩散', '擴散') }, default: 0 }],
  emit(buffer, params, frame, start, end) {
    const radius = params.number('radius');
    const surface = params.boolean('surfaceOnly');
    const spread = params.number('spread');
    const p = buffer.fields.position;
    const n = [0, 0, 0];
    for (let i = start; i < end; i++) {
      randomUnit(frame.random, n);
      const r = surface ? radius : radius * Math.cbrt(frame.random());
      p[i * 3] = n[0]! * r;
      p[i * 3 + 1] = n[1]! * r;
      p[i * 3 + 2] = n[2]! * r;
      aimParticle(buffer, i, n[0]!, n[1]!, n[2]!, spread, frame.random);
    }
  },
};
