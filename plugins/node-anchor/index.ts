import { definePlugin, NodeAdapters, NodeTypes, defaultsOf, titles } from '../../sdk/index.js';
import { ANCHOR_DESCRIPTORS } from './descriptors.js';
import { anchorAdapter } from './adapter.js';

/** The anchor node: a point other content attaches to. */
export default definePlugin({
  id: 'builtin.node-anchor',
  activate(ctx) {
    ctx.contribute(NodeTypes, {
      className: 'Anchor',
      titles: titles('Anchor', '锚点', '錨點'),
      descriptors: ANCHOR_DESCRIPTORS,
      defaults: () => defaultsOf(ANCHOR_DESCRIPTORS),
      creatable: true,
    });
    ctx.contribute(NodeAdapters, anchorAdapter);
  },
});
