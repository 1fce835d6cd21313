import { definePlugin, LogicBlocks } from '../../sdk/index.js';
import { CAMERA_BLOCKS } from './camera-blocks.js';

/** Logic blocks: camera (fly to a node, orbit target). */
export default definePlugin({
  id: 'builtin.logic-blocks-camera',
  activate(ctx) {
    for (const block of CAMERA_BLOCKS) ctx.contribute(LogicBlocks, block);
  },
});
