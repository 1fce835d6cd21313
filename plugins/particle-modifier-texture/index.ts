import { particleStagePlugin } from '../../sdk/index.js';
import { textureModifier } from './stage.js';

/** Texture modifier. */
export default particleStagePlugin('builtin.particle-modifier-texture', textureModifier);
