import { particleStagePlugin } from '../../sdk/index.js';
import { procedureModifier } from './stage.js';

/** Procedure modifier. */
export default particleStagePlugin('builtin.particle-modifier-procedure', procedureModifier);
