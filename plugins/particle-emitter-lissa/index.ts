import { contribution, definePlugin, ParticleStages } from '../../sdk/index.js';
import { lissaEmitter } from './stage.js';

/** Lissa emitter. */
export default definePlugin({ id: 'builtin.particle-emitter-lissa', contributes: [contribution(ParticleStages, lissaEmitter)] });
