import { contribution, definePlugin, ParticleStages } from '../../sdk/index.js';
import { sourceEmitter } from './stage.js';

/** Source emitter. */
export default definePlugin({ id: 'builtin.particle-emitter-source', contributes: [contribution(ParticleStages, sourceEmitter)] });
