import { particleStagePlugin } from '../../sdk/index.js';
import { boxEmitter } from './stage.js';

/** Box emitter. */
export default particleStagePlugin('builtin.particle-emitter-box', boxEmitter);
