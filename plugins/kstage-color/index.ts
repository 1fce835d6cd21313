import { materialStagePlugin } from '../../sdk/index.js';
import { COLOR_STAGES } from './stages.js';

/** Colour and pattern stages of mixed materials: Color, Rim, Procedure, VertexData, LightInfo, Line, IdMask. */
export default materialStagePlugin('builtin.kstage-color', ...COLOR_STAGES);

