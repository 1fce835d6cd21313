import { contribution, definePlugin, ParticleStages } from '../../sdk/index.js';
import { boxEmitter } from './stage.js';

/** Box emitter. */
export default definePlugin({ id: 'builtin.particle-emitter-box', contributes: [contribution(ParticleStages, boxEmitter)] });
