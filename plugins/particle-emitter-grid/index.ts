import { particleStagePlugin } from '../../sdk/index.js';
import { gridEmitter } from './stage.js';

/** Grid emitter. */
export default particleStagePlugin('builtin.particle-emitter-grid', gridEmitter);
