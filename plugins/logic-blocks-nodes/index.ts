import { contribution, definePlugin, LogicActions, LogicBlocks, SceneDocumentService } from '../../sdk/index.js';
import { nodeActions } from './node-actions.js';
import { NODE_BLOCKS } from './node-blocks.js';

/**
 * Logic blocks: nodes (get/set a property by descriptor, show/hide, move/rotate/scale, colour), with the sandbox
 * actions their code calls (`scene.setVisible`, `scene.setColor`, `scene.transformTo`, `scene.transformBy`), which the
 * player checks and runs (`scene.get` and `scene.set` are the sandbox's own). Loaded by the designer and the player.
 */
export default definePlugin({
  id: 'builtin.logic-blocks-nodes',
  contributes: NODE_BLOCKS.map((block) => contribution(LogicBlocks, block)),
  activate(ctx) {
    for (const action of nodeActions(ctx.get(SceneDocumentService))) ctx.contribute(LogicActions, action);
  },
});
