import { contribution, definePlugin, ParticleStages } from '../../sdk/index.js';
import { modelEmitter } from './stage.js';

/** Model emitter. */
export default definePlugin({ id: 'builtin.particle-emitter-model', contributes: [contribution(ParticleStages, modelEmitter)] });
