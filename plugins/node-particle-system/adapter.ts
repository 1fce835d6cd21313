import { defineNodeType, PARTICLE_SYSTEM_TYPE, titles } from '../../sdk/index.js';
import { PARTICLE_SYSTEM_DESCRIPTORS } from './descriptors.js';
import { ParticleSystemObject } from './particle-runtime.js';
import { stageCatalog } from './stage-catalog.js';
import { starterParticleProps } from './starter-strip.js';

/** The particle system node: a strip of stages (emitters, modifiers, renderers, a repeater) simulated on the CPU. */
export const particleSystemType = defineNodeType({
  id: PARTICLE_SYSTEM_TYPE,
  titles: titles('Particle system', '粒子系统', '粒子系統'),
  descriptors: PARTICLE_SYSTEM_DESCRIPTORS,
  // A new system shows particles at once: a small fountain above the ground (starter-strip.ts).
  extraDefaults: starterParticleProps,
  runtime: (node, ctx, read) => new ParticleSystemObject(node, ctx, read, stageCatalog),
});
