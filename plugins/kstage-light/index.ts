import { contribution, definePlugin, MaterialStages } from '../../sdk/index.js';
import { LIGHT_STAGES } from './stages.js';

/** Light stages of mixed materials: no light, emissive, base light, Phong, PBR, incidence light. */
export default definePlugin({ id: 'builtin.kstage-light', contributes: LIGHT_STAGES.map((value) => contribution(MaterialStages, value)) });
