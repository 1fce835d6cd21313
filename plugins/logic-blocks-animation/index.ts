import { contribution, definePlugin, LogicBlocks } from '../../sdk/index.js';
import { ANIMATION_BLOCKS } from './animation-blocks.js';

/** Logic blocks: animation (play/pause/stop, jump to a state, set progress). */
export default definePlugin({
  id: 'builtin.logic-blocks-animation',
  contributes: ANIMATION_BLOCKS.map((block) => contribution(LogicBlocks, block)),
});
