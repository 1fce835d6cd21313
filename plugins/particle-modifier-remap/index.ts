import { particleStagePlugin } from '../../sdk/index.js';
import { remapModifier } from './stage.js';

/** Remap modifier. */
export default particleStagePlugin('builtin.particle-modifier-remap', remapModifier);
