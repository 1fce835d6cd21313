import { materialStagePlugin } from '../../sdk/index.js';
import { GRADIENT_STAGES } from './stages.js';

/** Gradient stages of mixed materials: Gradient (uv, linear or radial) and 3DGradient (along a local axis). */
export default materialStagePlugin('builtin.kstage-gradient', ...GRADIENT_STAGES);
