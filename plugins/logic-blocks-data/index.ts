import { contribution, definePlugin, LogicBlocks } from '../../sdk/index.js';
import { DATA_BLOCKS } from './data-blocks.js';

/** Logic blocks: data (HTTP GET JSON from allowed origins, polling, fields by path). */
export default definePlugin({
  id: 'builtin.logic-blocks-data',
  contributes: DATA_BLOCKS.map((block) => contribution(LogicBlocks, block)),
});
