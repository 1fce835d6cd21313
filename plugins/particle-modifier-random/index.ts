import { particleStagePlugin } from '../../sdk/index.js';
import { randomModifier } from './stage.js';

/** Random modifier. */
export default particleStagePlugin('builtin.particle-modifier-random', randomModifier);
