import { materialStagePlugin } from '../../sdk/index.js';
import { LIGHT_STAGES } from './stages.js';

/** Light stages of mixed materials: no light, emissive, base light, Phong, PBR, incidence light. */
export default materialStagePlugin('builtin.kstage-light', ...LIGHT_STAGES);
