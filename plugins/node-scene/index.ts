import { definePlugin, NodeAdapters, NodeTypes, defaultsOf, titles } from '../../sdk/index.js';
import { SCENE_DESCRIPTORS } from './descriptors.js';
import { sceneAdapter } from './adapter.js';

/** The Scene root node type: render size, background, foreground, fog and sky. */
export default definePlugin({
  id: 'builtin.node-scene',
  activate(ctx) {
    ctx.contribute(NodeTypes, {
      className: 'Scene',
      titles: titles('Scene', '场景', '場景'),
      descriptors: SCENE_DESCRIPTORS,
      defaults: () => defaultsOf(SCENE_DESCRIPTORS),
      creatable: false,
    });
    ctx.contribute(NodeAdapters, sceneAdapter);
  },
});
