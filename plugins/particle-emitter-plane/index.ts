import { contribution, definePlugin, ParticleStages } from '../../sdk/index.js';
import { planeEmitter } from './stage.js';

/** Plane emitter. */
export default definePlugin({ id: 'builtin.particle-emitter-plane', contributes: [contribution(ParticleStages, planeEmitter)] });
