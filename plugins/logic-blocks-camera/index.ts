import { contribution, definePlugin, LogicBlocks } from '../../sdk/index.js';
import { CAMERA_BLOCKS } from './camera-blocks.js';

/** Logic blocks: camera (fly to a node, orbit target). */
export default definePlugin({
  id: 'builtin.logic-blocks-camera',
  contributes: CAMERA_BLOCKS.map((block) => contribution(LogicBlocks, block)),
});
