import { PARTICLE_LIMITS, titles, TRANSFORM_DESCRIPTORS } from '../../sdk/index.js';
import type { PropertyDescriptor } from '../../sdk/index.js';

/** Descriptor type of the stage strip (edited by the particle stage strip editor). */
export const PARTICLE_STAGES_TYPE = 'particleStages';

/** The particle system's properties: transform, how many particles at most, the seed, the stage strip. */
export const PARTICLE_SYSTEM_DESCRIPTORS: readonly PropertyDescriptor[] = [
  ...TRANSFORM_DESCRIPTORS,
  { name: 'maxParticleCount', type: 'int', mode: 'int', propertyGroup: 'data', rank: 1, min: 0, max: PARTICLE_LIMITS.maxParticleCount, default: 2000, isConst: true, titles: titles('Max particles', '最大粒子数', '最大粒子數') },
  { name: 'randomSeed', type: 'int', mode: 'int', propertyGroup: 'data', rank: 2, min: 0, max: 2147483647, default: 1, isConst: true, titles: titles('Random seed', '随机种子', '隨機種子') },
  { name: 'stages', type: PARTICLE_STAGES_TYPE, propertyGroup: 'data', rank: 3, default: [], isConst: true, titles: titles('Stages', '阶段', '階段') },
];
