// Particle systems: the buffer stages work on, the ParticleStages point, seeded randomness, math items.
export * from './particle-buffer.js';
export * from './random.js';
export * from './particle-stage.js';
export * from './stage-descriptors.js';
export * from './math-items.js';
export * from './emit-helpers.js';
