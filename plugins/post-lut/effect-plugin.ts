import { postProcessPlugin } from '../../sdk/index.js';
import { lut } from './lut-effect.js';

/** The LUT effect alone, for hosts without the editor (the player): the designer's plugin adds the LUT pipeline panel. */
export default postProcessPlugin('builtin.post-lut', lut);
