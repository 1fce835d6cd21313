import { definePlugin, NodeAdapters, NodeTypes, defaultsOf, titles } from '../../sdk/index.js';
import { DIRECTIONAL_LIGHT_DESCRIPTORS } from './descriptors.js';
import { adapter } from './adapter.js';

/** The Directional light node type. */
export default definePlugin({
  id: 'builtin.node-directional-light',
  activate(ctx) {
    ctx.contribute(NodeTypes, {
      className: 'DirectionalLight',
      titles: titles('Directional light', '平行光', '平行光'),
      descriptors: DIRECTIONAL_LIGHT_DESCRIPTORS,
      defaults: () => defaultsOf(DIRECTIONAL_LIGHT_DESCRIPTORS),
      creatable: true,
    });
    ctx.contribute(NodeAdapters, adapter);
  },
});
