import { EMITTER_DESCRIPTORS, aimParticle, titles } from '../../sdk/index.js';
import type { ParticleStageContribution } from '../../sdk/index.js';

/** Model emitter: particles start at random vertices of a mesh node (drop a mesh on the stage) */
export const modelEmitter: ParticleStageContribution = {
  id: 'ModelEmitter', category: 'emitter', order: 90, titles: titles('Model', '模型', '模型'), models: true,
  descriptors: [...EMITTER_DESCRIPTORS, { ...{ name: 'spread', type: 'number', propertyGroup: 'base', rank: 20, min: 0, max: 1, precision: 2, default: 0.2, titles: titles('Spread', '扩散', '擴散') }, default: 0.3 }],
  emit(buffer, params, frame, start, end) {
    const vertices = params.stage.geometry ? frame.modelPositions(params.stage.geometry) : undefined;
    const spread = params.number('spread');
    const p = buffer.fields.position;
    for (let i = start; i < end; i++) {
      // Without a mesh (none dropped yet, or not built) the particles are born expired.
      if (!vertices) {
        buffer.age[i] = buffer.life[i]!;
        continue;
      }
      const v = Math.floor(frame.random() * (vertices.length / 3)) * 3;
      p[i * 3] = vertices[v]!;
      p[i * 3 + 1] = vertices[v + 1]!;
      p[i * 3 + 2] = vertices[v + 2]!;
      aimParticle(buffer, i, 0, 1, 0, spread, frame.random);
    }
  },
};
