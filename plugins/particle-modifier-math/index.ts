import { particleStagePlugin } from '../../sdk/index.js';
import { mathModifier } from './stage.js';

/** Math modifier. */
export default particleStagePlugin('builtin.particle-modifier-math', mathModifier);
