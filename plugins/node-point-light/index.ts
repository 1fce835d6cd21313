import { definePlugin, NodeAdapters, NodeTypes, defaultsOf, titles } from '../../sdk/index.js';
import { POINT_LIGHT_DESCRIPTORS } from './descriptors.js';
import { adapter } from './adapter.js';

/** The Point light node type. */
export default definePlugin({
  id: 'builtin.node-point-light',
  activate(ctx) {
    ctx.contribute(NodeTypes, {
      className: 'PointLight',
      titles: titles('Point light', '点光源', '點光源'),
      descriptors: POINT_LIGHT_DESCRIPTORS,
      defaults: () => defaultsOf(POINT_LIGHT_DESCRIPTORS),
      creatable: true,
    });
    ctx.contribute(NodeAdapters, adapter);
  },
});
