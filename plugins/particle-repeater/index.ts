import { particleStagePlugin } from '../../sdk/index.js';
import { repeater } from './stage.js';

/** Repeater. */
export default particleStagePlugin('builtin.particle-repeater', repeater);
