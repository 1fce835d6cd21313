import { contribution, definePlugin, ParticleStages } from '../../sdk/index.js';
import { sphereEmitter } from './stage.js';

/** Sphere emitter. */
export default definePlugin({ id: 'builtin.particle-emitter-sphere', contributes: [contribution(ParticleStages, sphereEmitter)] });
