import { particleStagePlugin } from '../../sdk/index.js';
import { sphereEmitter } from './stage.js';

/** Sphere emitter. */
export default particleStagePlugin('builtin.particle-emitter-sphere', sphereEmitter);
