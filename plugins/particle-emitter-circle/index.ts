import { particleStagePlugin } from '../../sdk/index.js';
import { circleEmitter } from './stage.js';

/** Circle emitter. */
export default particleStagePlugin('builtin.particle-emitter-circle', circleEmitter);
