import { particleStagePlugin } from '../../sdk/index.js';
import { lissaEmitter } from './stage.js';

/** Lissa emitter. */
export default particleStagePlugin('builtin.particle-emitter-lissa', lissaEmitter);
