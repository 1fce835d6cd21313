import { contribution, definePlugin, LogicBlocks } from '../../sdk/index.js';
import { NODE_BLOCKS } from './node-blocks.js';

/** Logic blocks: nodes (get/set a property by descriptor, show/hide, move/rotate/scale, colour). */
export default definePlugin({
  id: 'builtin.logic-blocks-nodes',
  contributes: NODE_BLOCKS.map((block) => contribution(LogicBlocks, block)),
});
