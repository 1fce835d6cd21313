import { definePlugin, NodeAdapters, NodeTypes, defaultsOf, titles } from '../../sdk/index.js';
import { SHADOW_GENERATOR_DESCRIPTORS } from './descriptors.js';
import { adapter } from './adapter.js';

/** The shadow generator node type (a child of a directional, point or spot light). */
export default definePlugin({
  id: 'builtin.node-shadow-generator',
  activate(ctx) {
    ctx.contribute(NodeTypes, {
      className: 'ShadowGenerator',
      titles: titles('Shadow generator', '阴影生成器', '陰影產生器'),
      descriptors: SHADOW_GENERATOR_DESCRIPTORS,
      defaults: () => defaultsOf(SHADOW_GENERATOR_DESCRIPTORS),
      creatable: false,
      container: false,
    });
    ctx.contribute(NodeAdapters, adapter);
  },
});
