import { particleStagePlugin } from '../../sdk/index.js';
import { gradient3dModifier } from './stage.js';

/** 3DGradient modifier. */
export default particleStagePlugin('builtin.particle-modifier-gradient3d', gradient3dModifier);
