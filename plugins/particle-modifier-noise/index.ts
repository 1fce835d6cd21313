import { particleStagePlugin } from '../../sdk/index.js';
import { noiseModifier } from './stage.js';

/** Noise modifier. */
export default particleStagePlugin('builtin.particle-modifier-noise', noiseModifier);
