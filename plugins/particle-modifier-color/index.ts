import { particleStagePlugin } from '../../sdk/index.js';
import { colorModifier } from './stage.js';

/** Color modifier. */
export default particleStagePlugin('builtin.particle-modifier-color', colorModifier);
