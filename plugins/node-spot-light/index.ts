import { definePlugin, NodeAdapters, NodeTypes, defaultsOf, titles } from '../../sdk/index.js';
import { SPOT_LIGHT_DESCRIPTORS } from './descriptors.js';
import { adapter } from './adapter.js';

/** The Spot light node type. */
export default definePlugin({
  id: 'builtin.node-spot-light',
  activate(ctx) {
    ctx.contribute(NodeTypes, {
      className: 'SpotLight',
      titles: titles('Spot light', '聚光灯', '聚光燈'),
      descriptors: SPOT_LIGHT_DESCRIPTORS,
      defaults: () => defaultsOf(SPOT_LIGHT_DESCRIPTORS),
      creatable: true,
    });
    ctx.contribute(NodeAdapters, adapter);
  },
});
