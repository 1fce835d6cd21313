import { definePlugin, NodeAdapters, NodeTypes, defaultsOf, titles } from '../../sdk/index.js';
import { HEMISPHERIC_LIGHT_DESCRIPTORS } from './descriptors.js';
import { adapter } from './adapter.js';

/** The Hemispheric light node type. */
export default definePlugin({
  id: 'builtin.node-hemispheric-light',
  activate(ctx) {
    ctx.contribute(NodeTypes, {
      className: 'HemisphericLight',
      titles: titles('Hemispheric light', '半球光', '半球光'),
      descriptors: HEMISPHERIC_LIGHT_DESCRIPTORS,
      defaults: () => defaultsOf(HEMISPHERIC_LIGHT_DESCRIPTORS),
      creatable: true,
    });
    ctx.contribute(NodeAdapters, adapter);
  },
});
