import { contribution, definePlugin, MaterialStages } from '../../sdk/index.js';
import { COLOR_STAGES } from './stages.js';

/** Colour and pattern stages of mixed materials: Color, Rim, Procedure, VertexData, LightInfo, Line, IdMask. */
export default definePlugin({ id: 'builtin.kstage-color', contributes: COLOR_STAGES.map((value) => contribution(MaterialStages, value)) });

