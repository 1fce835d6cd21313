import { contribution, definePlugin, ParticleStages } from '../../sdk/index.js';
import { gridEmitter } from './stage.js';

/** Grid emitter. */
export default definePlugin({ id: 'builtin.particle-emitter-grid', contributes: [contribution(ParticleStages, gridEmitter)] });
