import { definePlugin, LogicBlocks } from '../../sdk/index.js';
import { NODE_BLOCKS } from './node-blocks.js';

/** Logic blocks: nodes (get/set a property by descriptor, show/hide, move/rotate/scale, colour). */
export default definePlugin({
  id: 'builtin.logic-blocks-nodes',
  activate(ctx) {
    for (const block of NODE_BLOCKS) ctx.contribute(LogicBlocks, block);
  },
});
