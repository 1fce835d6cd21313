import { particleStagePlugin } from '../../sdk/index.js';
import { modelEmitter } from './stage.js';

/** Model emitter. */
export default particleStagePlugin('builtin.particle-emitter-model', modelEmitter);
