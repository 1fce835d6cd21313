import { particleStagePlugin } from '../../sdk/index.js';
import { rimModifier } from './stage.js';

/** Rim modifier. */
export default particleStagePlugin('builtin.particle-modifier-rim', rimModifier);
