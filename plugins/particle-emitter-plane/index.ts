import { particleStagePlugin } from '../../sdk/index.js';
import { planeEmitter } from './stage.js';

/** Plane emitter. */
export default particleStagePlugin('builtin.particle-emitter-plane', planeEmitter);
