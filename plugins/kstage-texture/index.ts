import { materialStagePlugin } from '../../sdk/index.js';
import { TEXTURE_STAGES } from './stages.js';

/** Picture stages of mixed materials: Texture, TextureCombine, Sprite, Flow, Interior. */
export default materialStagePlugin('builtin.kstage-texture', ...TEXTURE_STAGES);
