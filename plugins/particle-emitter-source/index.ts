import { particleStagePlugin } from '../../sdk/index.js';
import { sourceEmitter } from './stage.js';

/** Source emitter. */
export default particleStagePlugin('builtin.particle-emitter-source', sourceEmitter);
