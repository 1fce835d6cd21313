import { definePlugin, NodeAdapters, NodeTypes, TRANSFORM_DESCRIPTORS, defaultsOf, titles } from '../../sdk/index.js';
import { transformAdapter } from './adapter.js';

/** The transform node: a positioned, rotated, scaled group. */
export default definePlugin({
  id: 'builtin.node-transform',
  activate(ctx) {
    ctx.contribute(NodeTypes, {
      className: 'TransformNode',
      titles: titles('Transform node', '变换节点', '變換節點'),
      descriptors: TRANSFORM_DESCRIPTORS,
      defaults: () => defaultsOf(TRANSFORM_DESCRIPTORS),
      creatable: true,
    });
    ctx.contribute(NodeAdapters, transformAdapter);
  },
});
