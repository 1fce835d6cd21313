import { contribution, definePlugin, ParticleStages } from '../../sdk/index.js';
import { splineEmitter } from './stage.js';

/** Spline emitter. */
export default definePlugin({ id: 'builtin.particle-emitter-spline', contributes: [contribution(ParticleStages, splineEmitter)] });
