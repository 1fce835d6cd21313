import { particleStagePlugin } from '../../sdk/index.js';
import { splineEmitter } from './stage.js';

/** Spline emitter. */
export default particleStagePlugin('builtin.particle-emitter-spline', splineEmitter);
