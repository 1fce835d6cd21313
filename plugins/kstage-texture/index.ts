import { contribution, definePlugin, MaterialStages } from '../../sdk/index.js';
import { TEXTURE_STAGES } from './stages.js';

/** Picture stages of mixed materials: Texture, TextureCombine, Sprite, Flow, Interior. */
export default definePlugin({ id: 'builtin.kstage-texture', contributes: TEXTURE_STAGES.map((value) => contribution(MaterialStages, value)) });
