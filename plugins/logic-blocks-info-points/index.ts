import { contribution, definePlugin, LogicActions, LogicBlocks, SceneDocumentService, ViewportService } from '../../sdk/index.js';
import { infoPointActions } from './info-point-actions.js';
import { INFO_POINT_BLOCKS } from './info-point-blocks.js';

/**
 * Logic blocks: info points (when one is clicked, set its status, show or hide it, fly the camera to it), with the
 * sandbox actions their code calls (`scene.setInfoPointStatus`, `scene.setInfoPointVisible`, `scene.flyToInfoPoint`),
 * which the player checks and runs. The click is the sandbox's own `scene.onItemEvent`. Loaded by the designer (blocks)
 * and the player (actions).
 */
export default definePlugin({
  id: 'builtin.logic-blocks-info-points',
  dependsOn: ['builtin.viewport-state'], // ViewportService: the camera a flight turns
  contributes: INFO_POINT_BLOCKS.map((block) => contribution(LogicBlocks, block)),
  activate(ctx) {
    const viewport = ctx.tryGet(ViewportService);
    const made = infoPointActions(ctx.get(SceneDocumentService), () => viewport);
    ctx.subscriptions.add(made);
    for (const action of made.actions) ctx.contribute(LogicActions, action);
  },
});
