import { particleStagePlugin } from '../../sdk/index.js';
import { valueModifier } from './stage.js';

/** Value modifier. */
export default particleStagePlugin('builtin.particle-modifier-value', valueModifier);
