import { contribution, definePlugin, LogicBlocks } from '../../sdk/index.js';
import { EVENT_BLOCKS } from './event-blocks.js';

/** Logic blocks: events (scene loaded, node pointer events, keys, timers, data arrived, state entered). */
export default definePlugin({
  id: 'builtin.logic-blocks-events',
  contributes: EVENT_BLOCKS.map((block) => contribution(LogicBlocks, block)),
});
