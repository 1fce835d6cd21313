import { contribution, definePlugin, MaterialStages } from '../../sdk/index.js';
import { GRADIENT_STAGES } from './stages.js';

/** Gradient stages of mixed materials: Gradient (uv, linear or radial) and 3DGradient (along a local axis). */
export default definePlugin({ id: 'builtin.kstage-gradient', contributes: GRADIENT_STAGES.map((value) => contribution(MaterialStages, value)) });
