import { definePlugin, LogicBlocks } from '../../sdk/index.js';
import { DATA_BLOCKS } from './data-blocks.js';

/** Logic blocks: data (HTTP GET JSON from allowed origins, polling, fields by path). */
export default definePlugin({
  id: 'builtin.logic-blocks-data',
  activate(ctx) {
    for (const block of DATA_BLOCKS) ctx.contribute(LogicBlocks, block);
  },
});
