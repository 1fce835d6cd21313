import { contribution, definePlugin, LogicActions, LogicBlocks, ViewportService } from '../../sdk/index.js';
import { cameraActions } from './camera-actions.js';
import { CAMERA_BLOCKS } from './camera-blocks.js';

/**
 * Logic blocks: camera (fly to a node, orbit target), with the sandbox actions their code calls (`scene.flyTo`,
 * `scene.setOrbitTarget`), which the player checks and runs. Loaded by the designer (blocks) and the player (actions).
 */
export default definePlugin({
  id: 'builtin.logic-blocks-camera',
  dependsOn: ['builtin.viewport-state'], // ViewportService: the camera the actions move
  contributes: CAMERA_BLOCKS.map((block) => contribution(LogicBlocks, block)),
  activate(ctx) {
    const viewport = ctx.tryGet(ViewportService);
    for (const action of cameraActions(() => viewport)) ctx.contribute(LogicActions, action);
  },
});
