import { PARTICLE_LIMITS, titles } from '../../sdk/index.js';
import type { ParticleStageContribution } from '../../sdk/index.js';

/** Repeater: draws the particles again, count more times, each copy moved by an offset */
export const repeater: ParticleStageContribution = {
  id: 'Repeater', category: 'repeater', order: 10, titles: titles('Repeater', '重复器', '重複器'),
  descriptors: [
    { name: 'count', type: 'int', mode: 'int', propertyGroup: 'base', rank: 1, min: 0, max: PARTICLE_LIMITS.repeatCount, default: 5, titles: titles('Repeat count', '重复次数', '重複次數') },
    { name: 'position', type: 'vector3', propertyGroup: 'base', rank: 2, default: { x: 1, y: 0, z: 0 }, titles: titles('Offset', '偏移', '偏移') }],
};
