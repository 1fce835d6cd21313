import { contribution, definePlugin, ParticleStages } from '../../sdk/index.js';
import { circleEmitter } from './stage.js';

/** Circle emitter. */
export default definePlugin({ id: 'builtin.particle-emitter-circle', contributes: [contribution(ParticleStages, circleEmitter)] });
